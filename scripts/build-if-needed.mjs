import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
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
    existsSync(builtIndex) &&
    sources.every((source) => newestMtime(path.join(root, source)) <= statSync(builtIndex).mtimeMs);
  if (fresh) return;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@fengshui/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The web app failed to build.');
    process.exit(result.status ?? 1);
  }
}
