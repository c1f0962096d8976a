import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster, toast } from './deferred-sonner.tsx';

describe('the deferred toaster', () => {
  it('stays off the page until a toast is asked for, then shows that toast', async () => {
    const { container } = render(<Toaster />);
    // Long enough for the library to have loaded, had the toaster asked for it.
    await act(async () => {
      await import('sonner');
    });
    expect(container.innerHTML).toBe('');
    expect(document.querySelector('section[aria-label^="Notifications"]')).toBeNull();

    act(() => toast.success('Added to cart'));

    expect(await screen.findByText('Added to cart')).toBeTruthy();
    expect(document.querySelector('section[aria-label^="Notifications"]')).not.toBeNull();
  });
});
