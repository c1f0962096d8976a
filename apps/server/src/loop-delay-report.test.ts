import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoopDelayAnswer } from './loop-delay-report.ts';

// A process that answers the bench's asks, as main.ts does, and on request keeps its thread busy
// (allocating as it goes) until it has used a given number of milliseconds of CPU time: CPU time and
// not the clock's, so that a busy machine cannot make the test's figures smaller.
const child = `
import { answerLoopDelayOverIpc } from ${JSON.stringify(pathToFileURL(`${import.meta.dirname}/loop-delay-report.ts`).href)};
answerLoopDelayOverIpc();
const alive = setInterval(() => {}, 1000);
let kept = [];
process.on('message', (message) => {
  if (message?.type !== 'busy') return;
  const since = process.threadCpuUsage();
  const used = () => { const { user, system } = process.threadCpuUsage(since); return (user + system) / 1000; };
  while (used() < message.ms) kept = [{ text: 'x'.repeat(1000) + Math.random() }, ...kept.slice(0, 100)];
  process.send({ type: 'done' });
});
`;

let running: ChildProcess | undefined;
afterEach(() => running?.kill());

function ask<Answer>(process: ChildProcess, message: object, type: string): Promise<Answer> {
  const answered = new Promise<Answer>((resolve) => {
    const onMessage = (answer: { type?: string }) => {
      if (answer?.type !== type) return;
      process.off('message', onMessage);
      resolve(answer as Answer);
    };
    process.on('message', onMessage);
  });
  process.send(message);
  return answered;
}

describe('the server answering the bench over its IPC channel', () => {
  it("reports the main thread's lag, CPU time and garbage-collection pauses since the last ask", async () => {
    running = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', child], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    await once(running, 'spawn');
    await ask<LoopDelayAnswer>(running, { type: 'loop-delay' }, 'loop-delay');
    // The monitor measures from its first tick after an ask: a stretch before that is not counted.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await ask(running, { type: 'busy', ms: 250 }, 'done');
    // The monitor's next tick, which sees how late it is, comes once the thread is free again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const busy = await ask<LoopDelayAnswer>(running, { type: 'loop-delay' }, 'loop-delay');

    // The thread was held for 250 ms of CPU time, so for at least as long by the clock: a timer that late.
    expect(busy.cpuMs.mainThread).toBeGreaterThanOrEqual(250);
    expect(busy.max).toBeGreaterThanOrEqual(200);
    expect(busy.cpuMs.process).toBeGreaterThanOrEqual(busy.cpuMs.mainThread);
    expect(busy.gc.count).toBeGreaterThan(0);
    expect(busy.gc.max).toBeGreaterThanOrEqual(busy.gc.p99);

    // The next ask starts afresh: an idle stretch costs next to no CPU time.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const idle = await ask<LoopDelayAnswer>(running, { type: 'loop-delay' }, 'loop-delay');
    expect(idle.cpuMs.mainThread).toBeLessThan(100);
  }, 30_000);
});
