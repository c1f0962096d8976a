import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Both bundles: the browser's (index.html) and the server-side renderer (docs/decisions/006-server-rendering.md).
const builtFiles = [
  path.join(root, 'apps/web/dist/index.html'),
  path.join(root, 'apps/web/dist/server/entry-server.js'),
];
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/package.json',
  'packages/shared/src',
];

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Builds the web app when there is no build or a source is newer than it. */
export function buildWebIfNeeded() {
  const fresh =
    builtFiles.every((file) => existsSync(file)) &&
    sources.every((source) =>
      builtFiles.every((file) => newestMtime(path.join(root, source)) <= statSync(file).mtimeMs),
    );
  if (fresh) return;
  console.log('Building the web app…');
  // A production build whoever asks (Vitest runs with NODE_ENV=test, which would make a development
  // server bundle that the production server cannot run).
  const result = spawnSync('npm', ['run', 'build', '-w', '@fengshui/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error('The web app failed to build.');
    process.exit(result.status ?? 1);
  }
}

// `node scripts/build-if-needed.mjs`: npm test builds before the unit tests, whose budget test reads the build.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename))
  buildWebIfNeeded();
