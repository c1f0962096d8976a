import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Purchase } from '../hooks/use-purchase.ts';
import { PurchaseButtons } from './PurchaseButtons.tsx';

const purchase: Purchase = {
  pending: null,
  added: false,
  soldOut: null,
  problem: null,
  submit: async () => {},
};

afterEach(cleanup);

describe('Add to Cart and Buy Now', () => {
  it('arrive disabled in the server-rendered page, since a press before the page runs would be lost', () => {
    const html = renderToString(<PurchaseButtons purchase={purchase} compact />);
    const buttons = html.match(/<button\b[^>]*>/g) ?? [];
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).toContain('disabled=""');
  });

  it('can be pressed once the page runs', () => {
    render(<PurchaseButtons purchase={purchase} compact />);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Buy Now' })).toHaveProperty('disabled', false);
  });
});
