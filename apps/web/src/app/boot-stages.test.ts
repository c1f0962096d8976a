// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the repository, without types
import { buildWebIfNeeded } from '../../../../scripts/build-if-needed.mjs';
import { entryKey, entryScripts, staticImportClosure } from './route-assets.ts';

// docs/decisions/007-delivering-bytes.md, "Sixth pass": src/main.tsx evaluates the framework and the
// app's shell in stages, one task each, and index.html has the browser fetch every stage at once.
const dist = path.resolve(import.meta.dirname, '../../dist');
let manifest: Manifest;
let entry: string;

/** The source files bundled into the given manifest keys, from their source maps. */
function sourcesOf(keys: readonly string[]): string[] {
  return keys.flatMap((key) => {
    const map = path.join(dist, `${manifest[key]!.file}.map`);
    return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
  });
}
const has = (sources: string[], part: string) => sources.some((source) => source.includes(part));

beforeAll(() => {
  buildWebIfNeeded();
  manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  entry = entryKey(manifest);
}, 300_000);

describe("the entry's stages", () => {
  it('are react-dom, then React Router, then the app, as dynamic imports of the entry', () => {
    expect(manifest[entry]!.dynamicImports).toEqual([
      '../../node_modules/react-dom/client.js',
      'src/app/router-stage.ts',
      'src/app/start.tsx',
    ]);
  });

  it('leaves the framework and the app out of what the entry evaluates at once', () => {
    const sources = sourcesOf(staticImportClosure(manifest, [entry]));
    for (const part of [
      '/node_modules/react-dom/',
      '/node_modules/react-router/',
      '/@tanstack/',
      '/src/app/',
    ]) {
      expect(has(sources, part), part).toBe(false);
    }
  });

  it('adds to each stage only its own part: react-dom, then the router, then the shell', () => {
    const [reactDom, router, app] = manifest[entry]!.dynamicImports!;
    const before = new Set(staticImportClosure(manifest, [entry]));
    const ownSources = (stage: string) => {
      const own = staticImportClosure(manifest, [stage]).filter((key) => !before.has(key));
      for (const key of own) before.add(key);
      return sourcesOf(own);
    };

    const first = ownSources(reactDom!);
    expect(has(first, '/node_modules/react-dom/')).toBe(true);
    expect(has(first, '/node_modules/react-router/')).toBe(false);
    const second = ownSources(router!);
    expect(has(second, '/node_modules/react-router/')).toBe(true);
    expect(has(second, '/node_modules/react-dom/')).toBe(false);
    expect(has(second, '/@tanstack/')).toBe(false);
    const third = ownSources(app!);
    expect(has(third, '/src/app/start.tsx')).toBe(true);
    expect(has(third, '/@tanstack/query-core/')).toBe(true);
    expect(has(third, '/node_modules/react-dom/') || has(third, '/node_modules/react-router/')).toBe(false);
  });

  it('are all modulepreloaded by index.html with the entry, so staging costs no round trip', () => {
    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map(
      (match) => match[1],
    );
    const files = entryScripts(manifest)
      .filter((key) => key !== entry)
      .map((key) => manifest[key]!.file);
    expect(new Set(preloaded)).toEqual(new Set(files));
  });
});
