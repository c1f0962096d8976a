import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, renderAppOnServer } from '../../../test/render-app.tsx';
import { ProductGallery } from './ProductGallery.tsx';

const images = [1, 2, 3].map((order) => ({
  url: `/media/products/jade-${order}.webp`,
  order,
  alt: '',
  srcset: `/media/products/jade-${order}.webp 640w`,
}));

// jsdom has no matchMedia of its own; the gallery asks whether the pointer can hover.
beforeEach(() => {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// docs/decisions/007-delivering-bytes.md#presses-before-the-pages-code-runs
describe('the gallery’s thumbnails', () => {
  it('arrive disabled, since they change the picture through the page’s code', () => {
    const page = within(renderAppOnServer(<ProductGallery images={images} productName="Jade" />));
    const thumbnails = page.getAllByRole('button', { name: /^Show image \d of 3$/ });
    expect(thumbnails).toHaveLength(3);
    for (const thumbnail of thumbnails) expect(thumbnail).toHaveProperty('disabled', true);
  });

  it('can be pressed once the page runs', () => {
    renderApp(<ProductGallery images={images} productName="Jade" />);
    for (const thumbnail of screen.getAllByRole('button', { name: /^Show image \d of 3$/ }))
      expect(thumbnail).toHaveProperty('disabled', false);
  });
});
