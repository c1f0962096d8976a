import { ADMIN_CATEGORY_MESSAGES } from '@fengshui/shared/admin-catalog';
import type { Category } from '@fengshui/shared/catalog';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubDialogs } from '../../../test/dialogs.ts';
import { json } from '../../../test/fixtures.ts';
import { recordRequests, type SentRequest, server } from '../../../test/msw.ts';
import { renderAdminAt } from '../test/admin-test-app.tsx';

beforeAll(stubDialogs);

const category = (id: number, name: string, overrides: Partial<Category> = {}): Category => ({
  id,
  category_id: id,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  code: null,
  description: '',
  category_image: null,
  category_image_srcset: null,
  parent_id: null,
  product_count: 0,
  ...overrides,
});

const categories = [
  category(1, 'Amulets', { code: 'AMU', product_count: 5 }),
  category(2, 'Keychains', { parent_id: 1, product_count: 2 }),
  category(3, 'Empty Shelf'),
];

/** The category list, adding one and deleting the empty one; returns what was sent. */
function mockServer(): SentRequest[] {
  server.use(
    http.get('/api/categories', () => json(200, categories)),
    http.post('/api/categories', () =>
      json(201, { message: ADMIN_CATEGORY_MESSAGES.created, category: category(4, 'Crystal Balls') }),
    ),
    http.delete('/api/categories/3', () => json(200, { message: ADMIN_CATEGORY_MESSAGES.deleted })),
  );
  return recordRequests();
}

describe('Categories page (admin)', () => {
  it('is in the admin menu and lists sub-categories under their parent', async () => {
    mockServer();
    renderAdminAt('/admin/categories');
    expect(
      within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'Categories' }),
    ).toBeTruthy();
    const rows = await screen.findAllByTestId('category-row');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'AmuletsAMU',
      'Keychains',
      'Empty Shelf',
    ]);
  });

  it('offers Delete only for an empty category and asks first', async () => {
    const sent = mockServer();
    renderAdminAt('/admin/categories');
    await screen.findAllByTestId('category-row');
    expect((screen.getByRole('button', { name: 'Delete Amulets' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Delete Keychains' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete Empty Shelf' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this category?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete category' }));
    expect(await screen.findByText(ADMIN_CATEGORY_MESSAGES.deleted)).toBeTruthy();
    expect(sent.some((request) => request.url === '/api/categories/3' && request.method === 'DELETE')).toBe(
      true,
    );
  });

  it('adds a category as a multipart form', async () => {
    const sent = mockServer();
    renderAdminAt('/admin/categories');
    await screen.findAllByTestId('category-row');
    fireEvent.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Category' });
    const submit = within(dialog).getByRole('button', { name: 'Add Category' });
    fireEvent.click(submit);
    expect(await screen.findByText('Category name is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Crystal Balls' } });
    fireEvent.change(screen.getByLabelText('Code (optional)'), { target: { value: 'cry' } });
    fireEvent.change(screen.getByLabelText('Parent category'), { target: { value: '1' } });
    fireEvent.click(submit);
    expect(await screen.findByText(ADMIN_CATEGORY_MESSAGES.created)).toBeTruthy();
    const form = sent.find((request) => request.method === 'POST')?.body as FormData;
    expect([form.get('name'), form.get('code'), form.get('parent_id')]).toEqual([
      'Crystal Balls',
      'CRY',
      '1',
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Category' })).toBeNull());
  });
});
