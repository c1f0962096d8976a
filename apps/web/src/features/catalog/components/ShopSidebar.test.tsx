import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, renderAppOnServer } from '../../../test/render-app.tsx';
import { ShopSidebar } from './ShopSidebar.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// docs/decisions/007-delivering-bytes.md#presses-before-the-pages-code-runs
describe('the shop’s Jump to links', () => {
  it('arrive as anchors to the sections, which jump there before the page’s code runs', () => {
    const page = within(renderAppOnServer(<ShopSidebar categories={[]} />));
    expect(page.getByRole('link', { name: 'Flash Deals' }).getAttribute('href')).toBe('#flash-deals');
    expect(page.getByRole('link', { name: 'Best Sellers' }).getAttribute('href')).toBe('#best-sellers');
    expect(page.queryAllByRole('button')).toEqual([]);
  });

  it('scroll smoothly once it runs, leaving the address as it was', () => {
    const section = document.createElement('section');
    section.id = 'best-sellers';
    const scrollIntoView = vi.fn();
    section.scrollIntoView = scrollIntoView;
    document.body.append(section);
    const onNavigate = vi.fn();
    const { router } = renderApp(<ShopSidebar categories={[]} onNavigate={onNavigate} />, { at: '/shop' });
    const followed = fireEvent.click(screen.getByRole('link', { name: 'Best Sellers' }));
    expect(followed).toBe(false);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(router.state.location.hash).toBe('');
    section.remove();
  });
});
