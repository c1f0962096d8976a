import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, renderAppOnServer } from '../../../test/render-app.tsx';
import { ShareLinks } from './ShareLinks.tsx';

afterEach(cleanup);

const links = <ShareLinks url="https://shop.test/blog/12" title="The entrance" />;

// docs/decisions/007-delivering-bytes.md#presses-before-the-pages-code-runs
describe('a post’s share links', () => {
  it('arrive with Copy link disabled, since copying is the page’s code; the two links work at once', () => {
    const page = within(renderAppOnServer(links));
    expect(page.getByRole('button', { name: 'Copy link' })).toHaveProperty('disabled', true);
    expect(page.getByRole('link', { name: /Facebook/ }).getAttribute('href')).toContain('facebook.com');
  });

  it('can copy once the page runs', () => {
    renderApp(links);
    expect(screen.getByRole('button', { name: 'Copy link' })).toHaveProperty('disabled', false);
  });
});
