import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './build/precompress.ts';

const deferredSonner = path.resolve(import.meta.dirname, 'src/lib/deferred-sonner.tsx');

/** The app's `sonner` imports get src/lib/deferred-sonner.tsx, which alone imports the real one. */
function deferSonner(): Plugin {
  return {
    name: 'fengshui:defer-sonner',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'sonner' && importer && path.resolve(importer) !== deferredSonner) return deferredSonner;
      return null;
    },
  };
}

const zodWithoutEval = path.resolve(import.meta.dirname, 'src/lib/zod-without-eval.ts');

/**
 * Every `zod` import (the app's and packages/shared's) gets src/lib/zod-without-eval.ts, which alone
 * imports the real one after switching its eval probe off: no schema can be built before the switch,
 * and the entry need not load zod only to flip it. The server-side renderer keeps zod's compiled
 * parsers: no CSP applies there.
 */
function zodWithoutEvalEverywhere(): Plugin {
  return {
    name: 'fengshui:zod-without-eval',
    enforce: 'pre',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    resolveId(source, importer) {
      if (source === 'zod' && importer && path.resolve(importer) !== zodWithoutEval) return zodWithoutEval;
      return null;
    },
  };
}

/**
 * Preloads the two faces every page shows at once (Inter for text, Cormorant Garamond 700 for
 * headings), in their Latin subset, so they arrive with the stylesheet instead of after it.
 */
function preloadFonts(): Plugin {
  const faces = [
    /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/,
    /^assets\/cormorant-garamond-latin-700-normal-[\w-]+\.woff2$/,
  ];
  return {
    name: 'fengshui:preload-fonts',
    apply: 'build',
    transformIndexHtml(_html, context) {
      const files = Object.keys(context.bundle ?? {}).filter((file) => faces.some((face) => face.test(file)));
      return files.map((file) => ({
        tag: 'link',
        attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${file}` },
        injectTo: 'head',
      }));
    },
  };
}

/**
 * The chunk group of the entry's static imports (the framework, the layout, the session and the
 * cart's state). index.html's own module and the stylesheet stay apart, so the manifest still names
 * the entry and the stylesheet keeps its name.
 */
const initialShell = {
  name: 'shell',
  tags: ['$initial' as const],
  test: (id: string) => !/src[\\/]main\.tsx$|index\.html|\.css$/.test(id),
};

/**
 * React Router's `import` condition names its development build, whose only difference is that it warns
 * in the console; the browser build takes the production one (0.6 KB less gzipped). The server-side
 * renderer and the dev server keep what they resolve.
 */
const reactRouterProduction = path.resolve(
  import.meta.dirname,
  '../../node_modules/react-router/dist/production/index.mjs',
);

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server-side renderer's bundle is read from disk by the server, never sent: nothing to compress.
  plugins: [
    deferSonner(),
    zodWithoutEvalEverywhere(),
    react(),
    tailwindcss(),
    preloadFonts(),
    ...(isSsrBuild ? [] : [precompress()]),
  ],
  resolve:
    command !== 'build' || isSsrBuild
      ? {}
      : { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
  server: {
    // Keep the browser's Host, so the API's cross-site check sees the same origin as the page.
    proxy: Object.fromEntries(
      ['/api', '/media', '/sitemap.xml'].map((path) => [path, { target: apiTarget, changeOrigin: false }]),
    ),
  },
  // The manifest tells the server each page's modulepreload links and the budget test each page's
  // initial scripts (docs/decisions/006-server-rendering.md).
  build: {
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // Everything the entry imports goes out as one file: gzip then shares one dictionary over the
    // framework and the shell, 13 KB less than the 35 small chunks it used to make, and one request.
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [initialShell] } } },
  },
}));
