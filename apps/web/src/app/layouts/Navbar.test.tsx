import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, renderAppOnServer } from '../../test/render-app.tsx';
import { Navbar } from './Navbar.tsx';

afterEach(cleanup);

// docs/decisions/007-delivering-bytes.md#presses-before-the-pages-code-runs
describe('the navbar before and after the page’s code runs', () => {
  it('arrives with the menu and the blog’s topics disabled, and the cart a link', () => {
    const page = within(renderAppOnServer(<Navbar />, { user: null }));
    expect(page.getByRole('button', { name: 'Open menu' })).toHaveProperty('disabled', true);
    expect(page.getByRole('button', { name: 'Blog' })).toHaveProperty('disabled', true);
    // The cart is a link either way.
    expect(page.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
  });

  it('enables them once the page runs', () => {
    renderApp(<Navbar />, { user: null });
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Blog' })).toHaveProperty('disabled', false);
  });
});
