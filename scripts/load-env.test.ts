import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const loader = path.join(import.meta.dirname, 'load-env.mjs');
const printEnv =
  'console.log(JSON.stringify({ PORT: process.env.PORT ?? null, LOG_LEVEL: process.env.LOG_LEVEL ?? null }))';

let folder: string;
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** Runs Node with the loader in `folder`, as npm start does in the repository root. */
function startIn(env: Record<string, string>) {
  const { PORT: _port, LOG_LEVEL: _level, ...inherited } = process.env;
  const result = spawnSync(process.execPath, ['--import', loader, '-e', printEnv], {
    cwd: folder,
    env: { ...inherited, ...env },
    encoding: 'utf8',
  });
  return { values: JSON.parse(result.stdout), stderr: result.stderr };
}

describe('the .env file', () => {
  it('is loaded at start, and the real environment wins over it', () => {
    folder = mkdtempSync(path.join(tmpdir(), 'env-file-'));
    writeFileSync(path.join(folder, '.env'), '# the shop\nPORT=3100\nLOG_LEVEL=debug\n');
    expect(startIn({}).values).toEqual({ PORT: '3100', LOG_LEVEL: 'debug' });
    expect(startIn({ PORT: '4000' }).values).toEqual({ PORT: '4000', LOG_LEVEL: 'debug' });
  });

  it('may be missing: nothing is loaded and nothing is printed', () => {
    folder = mkdtempSync(path.join(tmpdir(), 'env-file-'));
    expect(startIn({})).toEqual({ values: { PORT: null, LOG_LEVEL: null }, stderr: '' });
  });
});
