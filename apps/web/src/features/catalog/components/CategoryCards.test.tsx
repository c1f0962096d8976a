import type { Category } from '@fengshui/shared/catalog';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, renderAppOnServer } from '../../../test/render-app.tsx';
import { CategoryCards } from './CategoryCards.tsx';

const category = (id: number, name: string): Category => ({
  id,
  category_id: id,
  slug: name.toLowerCase(),
  name,
  code: null,
  description: '',
  category_image: null,
  category_image_srcset: null,
  parent_id: null,
  product_count: 3,
});
const categories = [category(1, 'Amulets'), category(2, 'Windchimes')];
const searchFor = (chosen: Category | null) =>
  chosen ? `sort=price_asc&category=${chosen.id}` : 'sort=price_asc';

afterEach(cleanup);

// docs/decisions/007-delivering-bytes.md#presses-before-the-pages-code-runs
describe('the shop’s category cards', () => {
  it('arrive as links to each category’s products, the chosen one marked', () => {
    const page = within(
      renderAppOnServer(<CategoryCards categories={categories} selectedId={2} searchFor={searchFor} />, {
        at: '/shop?category=2',
      }),
    );
    expect(page.getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/shop?sort=price_asc');
    expect(page.getByRole('link', { name: 'Amulets' }).getAttribute('href')).toBe(
      '/shop?sort=price_asc&category=1',
    );
    expect(page.getByRole('link', { name: 'Windchimes' }).getAttribute('aria-current')).toBe('page');
    expect(page.queryAllByRole('button')).toEqual([]);
  });

  it('show a category’s products in place once the page runs', () => {
    const { router } = renderApp(
      <CategoryCards categories={categories} selectedId={null} searchFor={searchFor} />,
      { at: '/shop' },
    );
    fireEvent.click(screen.getByRole('link', { name: 'Amulets' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/shop?sort=price_asc&category=1',
    );
  });
});
