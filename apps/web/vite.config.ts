import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    // Keep the browser's Host, so the API's cross-site check sees the same origin as the page.
    proxy: Object.fromEntries(
      ['/api', '/media', '/sitemap.xml'].map((path) => [path, { target: apiTarget, changeOrigin: false }]),
    ),
  },
  build: { sourcemap: true, chunkSizeWarningLimit: 600 },
});
