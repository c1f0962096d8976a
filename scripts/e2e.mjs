import './check-node.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildWebIfNeeded } from './build-if-needed.mjs';

const root = path.resolve(import.meta.dirname, '..');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not become healthy in time');
}

buildWebIfNeeded();
const dataDir = mkdtempSync(path.join(tmpdir(), 'fs-e2e-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    // The journeys pay and deliver through the sandboxes, on loopback only (docs/architecture.md#security).
    ALLOW_SANDBOX: 'true',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    SEED_ADMIN_EMAIL: 'admin@fengshuiprosper.ph',
    SEED_ADMIN_PASSWORD: 'Admin!2345',
    // Every journey signs in from 127.0.0.1; the limits themselves are covered by the API tests.
    RATE_LIMIT_SCALE: '50',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

let status = 1;
try {
  // The first start seeds the demo shop and draws its pictures: minutes on a busy 2-core machine.
  await waitForHealth(baseUrl, server, 900_000);
  mkdirSync(path.join(root, 'test-results'), { recursive: true });
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/playwright'),
    ['test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
    { cwd: root, stdio: 'inherit', env: { ...process.env, BASE_URL: baseUrl } },
  );
  status = result.status ?? 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  stop();
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
