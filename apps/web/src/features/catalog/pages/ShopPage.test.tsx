import { cleanup, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../test/msw.ts';
import { withQuietIntersectionObserver } from '../../../test/quiet-intersection-observer.ts';
import { renderApp, renderAppOnServer } from '../../../test/render-app.tsx';
import { ShopPage } from './ShopPage.tsx';

withQuietIntersectionObserver();
afterEach(cleanup);

// docs/decisions/007-delivering-bytes.md#presses-before-the-pages-code-runs
describe('the shop’s phone navigation', () => {
  it('arrives with the Categories menu disabled and the sections as anchors', () => {
    const page = within(renderAppOnServer(<ShopPage />, { at: '/shop' }));
    expect(page.getByRole('button', { name: 'Categories' })).toHaveProperty('disabled', true);
    const flashDeals = page.getAllByRole('link', { name: 'Flash Deals' });
    // The phone's row and the wide screens' sidebar.
    expect(flashDeals.map((link) => link.getAttribute('href'))).toEqual(['#flash-deals', '#flash-deals']);
  });

  it('is named by one heading of the first level, in the first HTML', () => {
    const page = within(renderAppOnServer(<ShopPage />, { at: '/shop' }));
    expect(page.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'Shop',
    ]);
  });

  it('opens the menu once the page runs', () => {
    // The lists' answers do not matter here: they never come.
    server.use(http.get('/api/*', () => new Promise<never>(() => {})));
    renderApp(<ShopPage />, { at: '/shop' });
    expect(screen.getByRole('button', { name: 'Categories' })).toHaveProperty('disabled', false);
  });
});
