import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;

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
 * Preloads the web font every page shows at once (Cormorant Garamond 700, the headings), in its Latin
 * subset, so it arrives with the stylesheet instead of after it. Text is in the device's own typeface.
 */
function preloadFonts(): Plugin {
  const faces = [/^assets\/cormorant-garamond-latin-700-normal-[\w-]+\.woff2$/];
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

const appHtml = path.resolve(import.meta.dirname, 'index.html');
const appEntry = path.resolve(import.meta.dirname, 'src/main.tsx');
const appStart = path.resolve(import.meta.dirname, 'src/app/start.tsx');

/**
 * The entry's stages (src/main.tsx, docs/decisions/007-delivering-bytes.md "Sixth pass"), one file
 * each, evaluated one task after another: React with react-dom's client, React Router, then the app's
 * shell (TanStack Query, the routes, the layout, the session, the cart's state). The shell is
 * src/app/start.tsx and what it uses, found as Rolldown finds an entry's static imports: start.tsx
 * is a second input (`$initial` then tags what it loads, without the parts of a package only the lazy
 * pages use), loaded by nobody but the entry's last stage. Without the groups the shell would be cut
 * into many small chunks by which lazy pages share what. index.html modulepreloads every stage with
 * the entry, so they are fetched at once, as the single shell file was. The entry's own module and
 * the stylesheet stay apart, so the manifest still names the entry and the stylesheet keeps its name.
 */
function bootStages(): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  let entryModules = new Set<string>();
  const plugin: Plugin = {
    name: 'fengshui:boot-stages',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    buildEnd() {
      // What the entry itself imports (the staging helper, Vite's preload helper and modulepreload
      // polyfill) is a small file of its own: the shell imports it too, and a shell importing the entry, which awaits the shell,
      // would never start.
      const closure = (id: string, seen = new Set<string>()) => {
        if (seen.has(id)) return seen;
        seen.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) closure(imported, seen);
        return seen;
      };
      const ownModules = [...closure(appHtml)].filter(
        (id) => ![appHtml, appEntry].includes(id) && !id.endsWith('.css'),
      );
      entryModules = new Set(ownModules);
    },
    transformIndexHtml(html, context) {
      const bundle = context.bundle ?? {};
      const entry = Object.values(bundle).find(
        (chunk) => chunk.type === 'chunk' && chunk.isEntry && chunk.facadeModuleId !== appStart,
      );
      if (entry?.type !== 'chunk') return [];
      // The stages and what they import, in the order the entry evaluates them.
      const files: string[] = [];
      const add = (file: string) => {
        const chunk = bundle[file];
        if (chunk?.type !== 'chunk' || files.includes(file) || html.includes(`/${file}"`)) return;
        for (const imported of chunk.imports) add(imported);
        files.push(file);
      };
      for (const stage of entry.dynamicImports) add(stage);
      return files.map((file) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
        injectTo: 'head' as const,
      }));
    },
  };
  const inPackages = (names: string) => new RegExp(`/node_modules/(${names})/`);
  const groups: CodeSplittingGroup[] = [
    { name: 'boot', test: (id: string) => entryModules.has(id), priority: 4 },
    { name: 'react', test: inPackages('react|react-dom|scheduler'), priority: 3 },
    { name: 'router', test: inPackages('react-router|cookie|set-cookie-parser'), priority: 2 },
    {
      name: 'shell',
      tags: ['$initial'],
      // Not index.html, its module and its stylesheet: they stay the entry.
      test: (id: string) => !/index\.html|\.css$/.test(id) && id !== appEntry,
      priority: 1,
    },
  ];
  return { plugin, groups };
}

const stages = bootStages();

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
    stages.plugin,
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
    // Three files for what the entry runs (see bootStages), where Vite alone would make 35 small chunks.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: { index: appHtml, start: appStart },
          output: { codeSplitting: { groups: stages.groups } },
        },
  },
}));
