import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, renderAppOnServer } from '../../../test/render-app.tsx';
import { GoBackButton } from './GoBackButton.tsx';

afterEach(cleanup);

const routes = [
  { path: '/blog', element: <p>The blog</p> },
  { path: '/shop', element: <p>The shop</p> },
  { path: '/product/:id', element: <GoBackButton /> },
];

// docs/decisions/007-delivering-bytes.md#presses-before-the-pages-code-runs
describe('Go Back', () => {
  it('arrives as a link to the shop, where a page opened directly goes back to', () => {
    const link = within(renderAppOnServer(routes, { at: '/product/7' })).getByRole('link', {
      name: 'Go Back',
    });
    expect(link.getAttribute('href')).toBe('/shop');
  });

  it('goes to the shop from a page opened directly', async () => {
    renderApp(routes, { at: '/product/7' });
    fireEvent.click(screen.getByRole('link', { name: 'Go Back' }));
    expect(await screen.findByText('The shop')).toBeTruthy();
  });

  it('goes back to where the shopper came from once the page runs', async () => {
    const { router } = renderApp(routes, { at: '/blog' });
    await router.navigate('/product/7');
    fireEvent.click(await screen.findByRole('link', { name: 'Go Back' }));
    expect(await screen.findByText('The blog')).toBeTruthy();
  });
});
