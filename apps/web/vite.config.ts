import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: { '/api': apiTarget, '/media': apiTarget, '/sitemap.xml': apiTarget },
  },
  build: { sourcemap: true, chunkSizeWarningLimit: 600 },
});
