import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenFirstChance } from './chat-widget.ts';

describe('whenFirstChance', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A window without requestIdleCallback (Safari), or with a controllable one. */
  function fakeWindow(withIdle: boolean) {
    const target = new EventTarget() as EventTarget & Record<string, unknown>;
    target.setTimeout = (callback: () => void, ms: number) => setTimeout(callback, ms);
    target.clearTimeout = (handle: number) => clearTimeout(handle);
    let idleCallback: (() => void) | null = null;
    const idleOptions: { timeout: number }[] = [];
    if (withIdle) {
      target.requestIdleCallback = (callback: () => void, options: { timeout: number }) => {
        idleCallback = callback;
        idleOptions.push(options);
        return 1;
      };
      target.cancelIdleCallback = () => {
        idleCallback = null;
      };
    }
    return {
      target: target as unknown as Window,
      idle: () => idleCallback?.(),
      idleOptions,
    };
  }

  it('runs after 4 s at the latest, once', () => {
    const { target } = fakeWindow(false);
    const run = vi.fn();
    whenFirstChance(target, run);
    vi.advanceTimersByTime(3_999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('scroll'));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'mousemove', 'touchstart', 'scroll'])('runs on the first %s', (type) => {
    const { target } = fakeWindow(false);
    const run = vi.fn();
    whenFirstChance(target, run);
    target.dispatchEvent(new Event(type));
    target.dispatchEvent(new Event(type));
    vi.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs when the browser is idle, asking with a 2.5 s timeout', () => {
    const { target, idle, idleOptions } = fakeWindow(true);
    const run = vi.fn();
    whenFirstChance(target, run);
    expect(idleOptions).toEqual([{ timeout: 2_500 }]);
    idle();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const { target } = fakeWindow(true);
    const run = vi.fn();
    const cancel = whenFirstChance(target, run);
    cancel();
    target.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(10_000);
    expect(run).not.toHaveBeenCalled();
  });
});
