import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, renderAppOnServer } from '../../test/render-app.tsx';
import { Footer } from './Footer.tsx';

afterEach(cleanup);

const POLICIES = ['Terms and Conditions', 'Privacy Policy', 'Refund Policy'];

// docs/decisions/007-delivering-bytes.md#presses-before-the-pages-code-runs
describe('the footer’s policies', () => {
  it('arrive disabled, since they open in a dialog of the page’s code', () => {
    const page = within(renderAppOnServer(<Footer />));
    for (const name of POLICIES) expect(page.getByRole('button', { name })).toHaveProperty('disabled', true);
    // Its links work before then.
    expect(page.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
  });

  it('can be opened once the page runs', () => {
    renderApp(<Footer />);
    for (const name of POLICIES)
      expect(screen.getByRole('button', { name })).toHaveProperty('disabled', false);
  });
});
