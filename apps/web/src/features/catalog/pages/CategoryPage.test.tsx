import { cleanup, fireEvent, screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/fixtures.ts';
import { server } from '../../../test/msw.ts';
import { withQuietIntersectionObserver } from '../../../test/quiet-intersection-observer.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { CategoryPage } from './CategoryPage.tsx';

withQuietIntersectionObserver();
afterEach(cleanup);

const routes = [{ path: '/category/:slug', element: <CategoryPage /> }];
const amulets = { id: 1, name: 'Amulets', slug: 'amulets', parent_id: null, product_count: 3 };

describe('a category page whose categories cannot be read', () => {
  it('says the categories failed to load, not that the category does not exist, and tries again', async () => {
    let answers = 0;
    server.use(
      http.get('/api/categories', () =>
        ++answers === 1 ? json(403, { message: 'Forbidden' }) : json(200, [amulets]),
      ),
      http.get('/api/products', () => json(200, { products: [], pagination: { hasNextPage: false } })),
    );
    renderApp(routes, { at: '/category/amulets' });

    expect((await screen.findByRole('alert')).textContent).toContain('Error loading categories: ');
    expect(screen.queryByText('Category not found')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Amulets' })).toBeTruthy();
  });
});
