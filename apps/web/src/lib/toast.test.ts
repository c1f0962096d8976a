import { toast as sonnerToast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_TOAST_MS, toast } from './toast.ts';

afterEach(() => vi.restoreAllMocks());

describe("the app's toasts", () => {
  it('keep an error on screen 4 s, longer than the 3 s of the others', () => {
    const error = vi.spyOn(sonnerToast, 'error');
    toast.error('Failed to add item to cart');
    expect(error).toHaveBeenCalledWith('Failed to add item to cart', { duration: ERROR_TOAST_MS });
    expect(ERROR_TOAST_MS).toBe(4_000);
  });

  it('let an error name its own duration (the 8 s of a rate limit)', () => {
    const error = vi.spyOn(sonnerToast, 'error');
    toast.error('Too many attempts', { duration: 8_000, id: 'limit' });
    expect(error).toHaveBeenCalledWith('Too many attempts', { duration: 8_000, id: 'limit' });
  });

  it("leave the other kinds to the container's duration", () => {
    for (const kind of ['success', 'info', 'warning', 'dismiss'] as const)
      expect(toast[kind]).toBe(sonnerToast[kind]);
  });
});
