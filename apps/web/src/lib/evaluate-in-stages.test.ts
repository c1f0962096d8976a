import { afterEach, describe, expect, it, vi } from 'vitest';
import { evaluateInStages, nextTask } from './evaluate-in-stages.ts';

describe('evaluateInStages', () => {
  it('starts each stage only after the previous one and a yield to the browser', async () => {
    const log: string[] = [];
    const stage = (name: string) => async () => {
      log.push(`start ${name}`);
      await Promise.resolve();
      log.push(`end ${name}`);
    };
    const yieldTask = async () => {
      log.push('yield');
    };

    await evaluateInStages([stage('react-dom'), stage('router')], yieldTask);

    expect(log).toEqual(['start react-dom', 'end react-dom', 'yield', 'start router', 'end router', 'yield']);
  });

  it('stops at a stage that fails to load, without starting the next', async () => {
    const next = vi.fn(async () => undefined);
    await expect(
      evaluateInStages([() => Promise.reject(new Error('offline')), next], async () => undefined),
    ).rejects.toThrow('offline');
    expect(next).not.toHaveBeenCalled();
  });
});

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn(async () => undefined);
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await nextTask();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });

  it('otherwise resolves after the microtasks already queued, in a later task', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const waiting = nextTask().then(() => order.push('next task'));
    void Promise.resolve()
      .then(() => undefined)
      .then(() => order.push('microtasks'));
    await waiting;
    expect(order).toEqual(['microtasks', 'next task']);
  });
});
