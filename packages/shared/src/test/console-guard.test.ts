import { describe, expect, it } from 'vitest';
import { expectConsole, takeUnexpected } from './console-guard.ts';

// The shared package is typed for neither Node nor the browser (see console-guard.ts).
const host = globalThis as unknown as {
  console: { error(...args: unknown[]): void; warn(...args: unknown[]): void };
  setImmediate(callback: () => void): void;
};
const { console } = host;

const nextTurns = async () => {
  // Node reports an unhandled rejection once the microtasks of the turn have run.
  for (let turn = 0; turn < 3; turn += 1) await new Promise<void>((resolve) => host.setImmediate(resolve));
};

describe('the test setup', () => {
  it('records a console.error or console.warn that nobody expected', () => {
    console.error('boom', new Error('the cause'));
    console.warn('careful');
    const found = takeUnexpected();
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^console\.error: boom Error: the cause/);
    expect(found[1]).toBe('console.warn: careful');
  });

  it('lets a test expect a console message, and hands it the matching calls', () => {
    const calls = expectConsole('error', /^Failed to load/);
    console.error('Failed to load the cart');
    expect(calls).toEqual(['Failed to load the cart']);
    console.error('something else');
    expect(takeUnexpected()).toEqual(['console.error: something else']);
  });

  it('records a promise rejection nobody handled', async () => {
    void Promise.reject(new Error('lost'));
    await nextTurns();
    const found = takeUnexpected();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^unhandled rejection: Error: lost/);
  });
});
