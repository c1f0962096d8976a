import { ADMIN_CATEGORY_MESSAGES } from '@fengshui/shared/admin-catalog';
import type { Category } from '@fengshui/shared/catalog';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { stubDialogs } from '../../../test/dialogs.ts';
import { json } from '../../../test/fixtures.ts';
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

function mockServer() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://shop.test');
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/categories') return json(200, categories);
    if (method === 'POST' && url.pathname === '/api/categories')
      return json(201, { message: ADMIN_CATEGORY_MESSAGES.created, category: category(4, 'Crystal Balls') });
    if (method === 'DELETE' && url.pathname === '/api/categories/3')
      return json(200, { message: ADMIN_CATEGORY_MESSAGES.deleted });
    return json(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

let consoleError: Mock;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error') as unknown as Mock;
});
afterEach(() => {
  cleanup();
  expect(consoleError).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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
    const fetchMock = mockServer();
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
    expect(
      fetchMock.mock.calls.some(
        ([input, init]) => String(input) === '/api/categories/3' && init?.method === 'DELETE',
      ),
    ).toBe(true);
  });

  it('adds a category as a multipart form', async () => {
    const fetchMock = mockServer();
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
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    const form = post[1]?.body as FormData;
    expect([form.get('name'), form.get('code'), form.get('parent_id')]).toEqual([
      'Crystal Balls',
      'CRY',
      '1',
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Category' })).toBeNull());
  });
});
