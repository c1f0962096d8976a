import type { Manifest } from 'vite';

/**
 * The manifest key of the app's entry (index.html's script). The build has a second input, the app's
 * start (its last stage, apps/web/vite.config.ts), which only the entry loads.
 */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find(
    (candidate) => manifest[candidate]?.isEntry && manifest[candidate]?.src?.endsWith('.html'),
  );
  if (!key) throw new Error('The build manifest names no entry');
  return key;
}

/** The keys `keys` load before running: themselves and their static imports, transitively. */
export function staticImportClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

/**
 * Every script index.html has the browser fetch at once: the entry, its stages (its dynamic imports,
 * evaluated one task after another by src/main.tsx) and what they import.
 */
export function entryScripts(manifest: Manifest): string[] {
  const entry = entryKey(manifest);
  return staticImportClosure(manifest, [entry, ...(manifest[entry]!.dynamicImports ?? [])]);
}

export interface RouteAssets {
  /** Scripts to preload beyond those index.html already names (the entry and its imports). */
  modulePreloads: string[];
  /** Stylesheets of those modules, if any. */
  stylesheets: string[];
}

/** What a page's route modules add to index.html: the files it must have before hydrating. */
export function routeAssets(manifest: Manifest, routeModules: readonly string[]): RouteAssets {
  const inEntry = new Set(entryScripts(manifest));
  const extra = staticImportClosure(manifest, routeModules).filter((key) => !inEntry.has(key));
  return {
    modulePreloads: extra.map((key) => `/${manifest[key]!.file}`),
    stylesheets: extra.flatMap((key) => manifest[key]!.css ?? []).map((file) => `/${file}`),
  };
}

/** Every script a page runs before it is interactive: the entry, its stages and the page's modules. */
export function initialScripts(manifest: Manifest, routeModules: readonly string[]): string[] {
  const keys = new Set([...entryScripts(manifest), ...staticImportClosure(manifest, routeModules)]);
  return [...keys].map((key) => manifest[key]!.file);
}
