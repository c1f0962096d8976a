// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { Manifest } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the repository, without types
import { buildWebIfNeeded } from '../../../../scripts/build-if-needed.mjs';
import { initialScripts } from './route-assets.ts';
import { createRoutes, type RouteHandle } from './routes.tsx';

// The byte budget (docs/decisions/006-server-rendering.md, 007-delivering-bytes.md): the entry and
// everything a public page preloads, gzipped. The goal is 120 KB; the framework alone (react-dom 63 KB,
// React Router's data router 31 KB, TanStack Query 11 KB, React and the scheduler 4.5 KB) takes 110 KB
// of it, so until the app's own first code fits in the rest, this ceiling stops any growth. It is
// today's largest pages (the shop at 143.0 KB and the product page at 142.7 KB) and a little room:
// evaluating the framework in stages (src/main.tsx) split its one file into a few, 2.1 KB more
// gzipped on every page than the single file (docs/decisions/007-delivering-bytes.md, "Sixth pass").
const CEILING_BYTES = 144_000;
const dist = path.resolve(import.meta.dirname, '../../dist');

function handles(routes: RouteObject[], trail: RouteHandle[] = []): { path: string; modules: string[] }[] {
  return routes.flatMap((route) => {
    const here = route.handle ? [...trail, route.handle as RouteHandle] : trail;
    const own =
      route.path && (route.handle as RouteHandle | undefined)?.serverRendered
        ? [{ path: route.path, modules: here.map((handle) => handle.module) }]
        : [];
    return [...own, ...handles(route.children ?? [], here)];
  });
}

const publicPages = handles(createRoutes(new QueryClient(), 'start'));
let manifest: Manifest;
const gzippedSize = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;

beforeAll(() => {
  buildWebIfNeeded();
  manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}, 300_000);

describe('the byte budget of the public pages', () => {
  it('covers every public page of the brief', () => {
    expect(publicPages.map((page) => page.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/shop',
        '/category/:slug',
        '/product/:id',
        '/blog',
        '/blog/:blogID',
        '/horoscope',
        '/prosper-guide/:sign',
        '/faqs',
        '/contact',
        '/product-guides',
      ]),
    );
  });

  it.each(publicPages)('keeps the gzipped initial JavaScript of $path under the ceiling', ({ modules }) => {
    const scripts = initialScripts(manifest, modules);
    const total = scripts.reduce((sum, file) => sum + gzippedSize(file), 0);
    expect(total, scripts.join('\n')).toBeLessThanOrEqual(CEILING_BYTES);
  });

  it.each(publicPages)(
    "never loads the admin, its chart library, the account area, the legal texts or zod's schemas on $path",
    ({ modules }) => {
      const sources = initialScripts(manifest, modules).flatMap((file) => {
        const map = path.join(dist, `${file}.map`);
        return existsSync(map)
          ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources
          : [];
      });
      // Nor zod's schemas: the one public form (contact) brings its schema with the form, after the
      // first paint. Zod's small core is in the entry, to switch its eval probe off before any schema.
      const zodSchemas = ['/zod/v4/classic/', '/zod/v4/core/schemas', '/zod/v4/core/checks'];
      // The insights' chart library (recharts and the d3 parts it brings) is the admin's alone.
      const chartLibrary = ['/node_modules/recharts/', '/node_modules/victory-vendor/', '/node_modules/d3-'];
      for (const forbidden of [
        '/features/admin/',
        ...chartLibrary,
        '/features/account/',
        '/components/legal/',
        ...zodSchemas,
      ]) {
        expect(sources.filter((source) => source.includes(forbidden))).toEqual([]);
      }
    },
  );
});
