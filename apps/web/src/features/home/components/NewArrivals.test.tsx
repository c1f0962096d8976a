import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, productOf, renderHome, stubMediaQueries } from '../test/home-test-harness.tsx';
import { NewArrivals } from './NewArrivals.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('new arrivals on the home page', () => {
  it('shows the same ten products on a phone as the server rendered, in one row to swipe', async () => {
    // A phone: every max-width query matches, as it would at 390 px.
    stubMediaQueries((query) => query.includes('max-width'));
    mockApi({
      '/api/products/new-arrivals': { products: Array.from({ length: 12 }, (_, n) => productOf(n + 1)) },
    });
    renderHome(<NewArrivals />);
    const section = await screen.findByRole('region', { name: 'New Arrivals' });
    const row = await within(section).findByTestId('product-row');
    expect(row.children).toHaveLength(10);
  });
});
