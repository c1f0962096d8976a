import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, renderAppOnServer } from '../../../test/render-app.tsx';
import { ShopBanner } from './ShopBanner.tsx';

afterEach(cleanup);

const CONTROLS = ['Previous slide', 'Next slide', 'Go to slide 1', 'Go to slide 2', 'Go to slide 3'];

// docs/decisions/007-delivering-bytes.md#presses-before-the-pages-code-runs
describe('the shop banner’s arrows and dots', () => {
  it('arrive disabled, since the slides move through the page’s code', () => {
    const page = within(renderAppOnServer(<ShopBanner />));
    for (const name of CONTROLS) expect(page.getByRole('button', { name })).toHaveProperty('disabled', true);
    // The slide's own link works before then.
    expect(page.getByRole('link', { name: 'Shop essentials' }).getAttribute('href')).toBe('/shop');
  });

  it('can be pressed once the page runs', () => {
    renderApp(<ShopBanner />);
    for (const name of CONTROLS)
      expect(screen.getByRole('button', { name })).toHaveProperty('disabled', false);
  });
});
