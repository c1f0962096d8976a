import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fixtures.ts';
import { recordRequests, type SentRequest, server } from '../../../test/msw.ts';
import { renderApp, renderAppOnServer, testQueryClient } from '../../../test/render-app.tsx';
import { LiveSearchBox } from './LiveSearchBox.tsx';

const answers = {
  zodiacs: { zodiacs: [{ zodiacID: 'Dragon', sign: 'dragon', name: 'Dragon' }] },
  guides: {
    guides: [{ id: 3, title: 'Feng Shui Bracelets', category: 'Bracelets', previewImage: null, pdf: null }],
  },
  products: {
    products: [
      {
        product_id: 42,
        name: 'Dragon Jade Bracelet',
        image_url: '/media/products/jade.webp',
        price: 1250,
        priceRange: { minPrice: 1250, maxPrice: 1250, hasVariants: false },
        discounted_price: null,
        discount_percentage: null,
        is_flash_deal: false,
      },
    ],
  },
  blogs: {
    blogs: [{ blogID: 7, title: 'The Dragon in Your Living Room', category: 'Feng Shui', cover_image: null }],
  },
};
type Group = keyof typeof answers;

const PATHS: Record<string, Group> = {
  '/api/cms/zodiacs': 'zodiacs',
  '/api/cms/product-guides/search': 'guides',
  '/api/products/search': 'products',
  '/api/cms/blogs/search': 'blogs',
};

/** The four search endpoints; `failing` answer 500, `empty` an empty list, `hold` wait to be released. */
function mockSearchApi(options: { failing?: Group[]; empty?: Group[]; hold?: boolean } = {}) {
  const held: (() => void)[] = [];
  const sent = recordRequests();
  server.use(
    ...Object.entries(PATHS).map(([path, group]) =>
      http.get(path, async () => {
        if (options.hold) await new Promise<void>((resolve) => held.push(resolve));
        if (options.failing?.includes(group)) return json(500, { message: 'Server error' });
        if (options.empty?.includes(group)) return json(200, { [group]: [] });
        return json(200, answers[group]);
      }),
    ),
  );
  const release = () => {
    for (const resolve of held.splice(0)) resolve();
  };
  return { sent, release };
}

const requested = (sent: SentRequest[]) => sent.map((request) => request.url);

function Shell() {
  const location = useLocation();
  return (
    <div>
      <LiveSearchBox />
      <p data-testid="location">{`${location.pathname}${location.search}`}</p>
      <button type="button">Elsewhere</button>
      <Outlet />
    </div>
  );
}

function renderSearch() {
  renderApp([{ path: '*', Component: Shell }]);
}

const field = () => screen.getByRole('combobox', { name: 'Search the shop' });
const type = (value: string) => fireEvent.change(field(), { target: { value } });
const location = () => screen.getByTestId('location').textContent;
const listbox = () => screen.getByRole('listbox', { name: 'Search results' });
const headings = () =>
  within(listbox())
    .getAllByRole('group')
    .map((group) => group.getAttribute('aria-labelledby'))
    .map((id) => document.getElementById(id ?? '')?.textContent);
const press = (key: string) => fireEvent.keyDown(field(), { key });

afterEach(() => {
  vi.useRealTimers();
});

/** Lets `ms` of the debounce pass on a fake clock, then goes back to real time for the answers. */
async function letTimePass(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('the navbar search', () => {
  // docs/decisions/007-delivering-bytes.md#presses-before-the-pages-code-runs
  it('arrives as a form that searches the shop without the page’s code', () => {
    const form = within(renderAppOnServer([{ path: '*', Component: Shell }])).getByRole('search');
    expect(form.getAttribute('action')).toBe('/shop');
    expect(form.getAttribute('method') ?? 'get').toBe('get');
    const input = within(form).getByRole('combobox', { name: 'Search the shop' }) as HTMLInputElement;
    // /shop?search=…, the address Enter leads to once the page runs.
    expect([input.name, input.disabled]).toEqual(['search', false]);
    expect(within(form).getByRole('button', { name: 'Search' }).getAttribute('type')).toBe('submit');
  });

  it('keeps what was typed before the page ran, and shows its results once it runs', async () => {
    const { sent } = mockSearchApi();
    const page = () => (
      <QueryClientProvider client={testQueryClient()}>
        <RouterProvider router={createMemoryRouter([{ path: '*', Component: Shell }])} />
      </QueryClientProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const early = within(container).getByRole('combobox', { name: 'Search the shop' }) as HTMLInputElement;
    early.focus();
    early.value = 'dragon';
    const root = await act(async () => hydrateRoot(container, page()));
    await waitFor(() => expect(sent).toHaveLength(4));
    expect(requested(sent)).toContain('/api/products/search?query=dragon&view=card');
    expect((field() as HTMLInputElement).value).toBe('dragon');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    act(() => root.unmount());
    container.remove();
  });

  it('shows the spec placeholder and asks nothing for blank text', async () => {
    const { sent } = mockSearchApi();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderSearch();
    expect(field().getAttribute('placeholder')).toBe('Try search something...');
    expect(field().getAttribute('maxlength')).toBe('200');
    type('    ');
    await letTimePass(400);
    expect(sent).toEqual([]);
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });

  it('waits 300 ms after the last key, then sends the four calls together with the trimmed text', async () => {
    const { sent, release } = mockSearchApi({ hold: true });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderSearch();
    type('d');
    type('dra');
    type('  dragon ');
    expect(screen.getByRole('status').textContent).toBe('Searching...');
    await letTimePass(299);
    expect(sent).toEqual([]);
    await letTimePass(1);
    vi.useRealTimers();
    // All four are out before any of them has answered.
    await waitFor(() => expect(sent).toHaveLength(4));
    expect(requested(sent).sort()).toEqual([
      '/api/cms/blogs/search?query=dragon',
      '/api/cms/product-guides/search?query=dragon',
      '/api/cms/zodiacs?search=dragon',
      '/api/products/search?query=dragon&view=card',
    ]);
    expect(screen.getByRole('status').textContent).toBe('Searching...');
    act(release);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
  });

  it('groups the results Zodiac Guides, Product Guides, Products, Blog Posts', async () => {
    mockSearchApi();
    renderSearch();
    type('dragon');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(field().getAttribute('aria-controls')).toBe(listbox().id);
    expect(headings()).toEqual(['Zodiac Guides', 'Product Guides', 'Products', 'Blog Posts']);
    const product = screen.getByRole('option', { name: /Dragon Jade Bracelet/ });
    expect(within(product).getByTestId('price').textContent).toBe('₱1,250.00');
    expect(product.querySelector('img')?.getAttribute('src')).toBe('/media/products/jade.webp');
    expect(screen.getByRole('option', { name: /The Dragon in Your Living Room/ }).textContent).toContain(
      'Feng Shui',
    );
    expect(screen.getByRole('option', { name: /Feng Shui Bracelets/ }).textContent).toContain('Bracelets');
  });

  it('says "No results found for the query." when every group is empty', async () => {
    mockSearchApi({ empty: ['zodiacs', 'guides', 'products', 'blogs'] });
    renderSearch();
    type('unicorn');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('No results found for the query.'),
    );
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('still shows the other groups when one call fails, and no results when all fail', async () => {
    mockSearchApi({ failing: ['products'] });
    renderSearch();
    type('dragon');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(headings()).toEqual(['Zodiac Guides', 'Product Guides', 'Blog Posts']);
    cleanup();

    mockSearchApi({ failing: ['zodiacs', 'guides', 'products', 'blogs'] });
    renderSearch();
    type('dragon');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('No results found for the query.'),
    );
  });

  it('on a click clears the search, closes the list and opens the product', async () => {
    mockSearchApi();
    renderSearch();
    type('dragon');
    fireEvent.click(await screen.findByRole('option', { name: /Dragon Jade Bracelet/ }));
    expect(location()).toBe('/product/42');
    expect(field()).toHaveProperty('value', '');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a post and a sign lowercased', async () => {
    mockSearchApi();
    renderSearch();
    type('dragon');
    fireEvent.click(await screen.findByRole('option', { name: /The Dragon in Your Living Room/ }));
    expect(location()).toBe('/blog/7');
    type('dragon');
    fireEvent.click(await screen.findByRole('option', { name: 'Dragon' }));
    expect(location()).toBe('/prosper-guide/dragon');
    type('dragon');
    fireEvent.click(await screen.findByRole('option', { name: /Feng Shui Bracelets/ }));
    expect(location()).toBe('/product-guide');
  });

  it('moves through the results with the arrow keys and opens the highlighted one with Enter', async () => {
    mockSearchApi();
    renderSearch();
    type('dragon');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    const selected = () =>
      screen.getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true');
    press('ArrowDown');
    expect(selected()?.textContent).toBe('Dragon');
    expect(field().getAttribute('aria-activedescendant')).toBe(selected()?.id);
    press('ArrowDown');
    press('ArrowDown');
    expect(selected()?.textContent).toContain('Dragon Jade Bracelet');
    press('ArrowUp');
    expect(selected()?.textContent).toContain('Feng Shui Bracelets');
    press('ArrowUp');
    press('ArrowUp');
    expect(selected()?.textContent).toContain('The Dragon in Your Living Room');
    press('Enter');
    expect(location()).toBe('/blog/7');
    expect(field()).toHaveProperty('value', '');
  });

  it('sends Enter without a highlighted result to the shop results', async () => {
    mockSearchApi();
    renderSearch();
    type('  jade  bracelet ');
    // Enter in a field submits its form; jsdom has no implicit submission, so the form is submitted.
    press('Enter');
    fireEvent.submit(screen.getByRole('search'));
    expect(location()).toBe('/shop?search=jade%20bracelet');
    expect(field()).toHaveProperty('value', '');
  });

  it('closes on Escape and on a click outside, and opens again on the arrow keys', async () => {
    mockSearchApi();
    renderSearch();
    type('dragon');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    // The pop-over or sidebar around the field listens on the document; only the list closes.
    const aroundTheField = vi.fn();
    document.addEventListener('keydown', aroundTheField);
    press('Escape');
    document.removeEventListener('keydown', aroundTheField);
    expect(aroundTheField).not.toHaveBeenCalled();
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(field()).toHaveProperty('value', 'dragon');
    press('ArrowDown');
    expect(field().getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes when focus moves out, and Escape from the scrolled list brings focus back to the field', async () => {
    mockSearchApi();
    renderSearch();
    field().focus();
    type('dragon');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    const list = screen.getByTestId('search-results');
    act(() => list.focus());
    expect(field().getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(list, { key: 'Escape' });
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(field());

    press('ArrowDown');
    expect(field().getAttribute('aria-expanded')).toBe('true');
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });
});
