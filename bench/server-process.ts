import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { LoopDelayAnswer } from '../apps/server/src/loop-delay-report.ts';
import type { LoopDelay } from './loop-delay.ts';

/**
 * The server over a stretch of time: its main thread's event-loop delay, the CPU time that thread and
 * the whole process used, the main thread's collections and its wait for a core.
 */
export interface ServerThreads {
  delay: LoopDelay;
  cpuMs: LoopDelayAnswer['cpuMs'];
  gc: LoopDelayAnswer['gc'];
  /** How long the main thread was ready to run but waited for a core (Linux's schedstat), in ms; null elsewhere. */
  waitedForCoreMs: number | null;
}

/** The run-queue wait of a process's main thread so far, in ms, where Linux tells it. */
function mainThreadWaitMs(pid: number | undefined): number | null {
  try {
    const [, waitNs] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ').map(Number);
    return waitNs === undefined || Number.isNaN(waitNs) ? null : waitNs / 1e6;
  } catch {
    return null;
  }
}

const repoRoot = path.join(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}

export interface RunningServer {
  url: string;
  /** The server's threads since the previous call (apps/server/src/loop-delay-report.ts). */
  threads(): Promise<ServerThreads>;
  stop(): Promise<void>;
}

/**
 * The shop as `npm start` runs it (apps/server/src/main.ts), in its own process, so the load
 * generator never shares the server's thread. `cpuProfileDir` adds Node's --cpu-prof.
 */
export async function startServer(
  env: Record<string, string>,
  cpuProfileDir?: string,
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      ...(cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : []),
      path.join(repoRoot, 'apps/server/src/main.ts'),
    ],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // The bench pays and books through the local stand-ins on purpose (apps/server/src/config.ts).
        ALLOW_SANDBOX: 'true',
        LOG_LEVEL: 'warn',
        SEED_DEMO_DATA: 'false',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: url,
        ...env,
      },
      // The IPC channel only answers the bench's asks about the server's threads.
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const exited = once(child, 'exit');
  // Ready when the health check answers; give up if the process ends or three minutes pass (PGlite
  // opening 100,000 orders on a busy machine takes more than one).
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped during start-up (${child.exitCode})`);
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error('The server did not answer /api/health within three minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  let waitedSince = mainThreadWaitMs(child.pid);
  return {
    url,
    async threads() {
      const answered = new Promise<ServerThreads>((resolve) => {
        const onMessage = (message: LoopDelayAnswer) => {
          if (message?.type !== 'loop-delay') return;
          child.off('message', onMessage);
          const waited = mainThreadWaitMs(child.pid);
          const waitedForCoreMs = waited === null || waitedSince === null ? null : waited - waitedSince;
          waitedSince = waited;
          resolve({
            delay: { p50: message.p50, p99: message.p99, max: message.max },
            cpuMs: message.cpuMs,
            gc: message.gc,
            waitedForCoreMs,
          });
        };
        child.on('message', onMessage);
      });
      child.send({ type: 'loop-delay' });
      return answered;
    },
    async stop() {
      child.kill('SIGTERM');
      const [code] = (await exited) as [number | null];
      if (code !== 0) throw new Error(`The server exited with ${code} after SIGTERM`);
    },
  };
}
