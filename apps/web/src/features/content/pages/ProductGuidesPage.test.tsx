import type { ProductGuide } from '@fengshui/shared/cms';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fixtures.ts';
import { mockApi, renderAt } from '../test/test-harness.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const guide = (overrides: Partial<ProductGuide>): ProductGuide => ({
  id: 1,
  title: 'Bracelet Guide',
  category: 'Bracelets',
  description: 'Which wrist to wear it on and how to cleanse it.',
  previewImage: '/media/guides/bracelet.webp',
  previewImageSrcset: null,
  pdf: '/media/guides/bracelet.pdf',
  ...overrides,
});

describe('the product guides', () => {
  it('open each guide PDF in a new tab and filter by category', async () => {
    mockApi(() =>
      json(200, {
        guides: [
          guide({}),
          guide({
            id: 2,
            title: 'Wind Chimes Guide',
            category: 'Home Decor',
            pdf: '/media/guides/chimes.pdf',
          }),
        ],
      }),
    );
    renderAt('/product-guide');

    const bracelet = await screen.findByRole('link', { name: 'Bracelet Guide (PDF, opens in a new tab)' });
    expect(bracelet.getAttribute('href')).toBe('/media/guides/bracelet.pdf');
    expect(bracelet.getAttribute('target')).toBe('_blank');
    expect(bracelet.getAttribute('rel')).toBe('noopener');
    expect(within(bracelet).getByText('Which wrist to wear it on and how to cleanse it.')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Home Decor' }));
    expect(await screen.findByRole('link', { name: /Wind Chimes Guide/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Bracelet Guide/ })).toBeNull();
  });
});
