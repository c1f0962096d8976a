import type { Product, Variant } from '@fengshui/shared/catalog';
import { catalogKeys } from '@fengshui/shared/query-keys';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AddProductToCart, ShopActionsProvider } from '../../../lib/shop-actions.tsx';
import { product as productOf } from '../../../test/cart-lines.ts';
import { json, maria } from '../../../test/fixtures.ts';
import { server } from '../../../test/msw.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ProductPage } from './ProductPage.tsx';

function variant(id: number, size: string, stock: number): Variant {
  return {
    variant_id: id,
    sku: `BRA-${size}`,
    price: 500,
    discounted_price: null,
    stock,
    stock_quantity: stock,
    image_url: null,
    image_srcset: null,
    attributes: { size },
  };
}

const bracelet = productOf({
  product_id: 11,
  has_variants: true,
  stock: 20,
  variants: [variant(1, 'Small', 20), variant(2, 'Large', 0)],
});

const add = vi.fn<AddProductToCart>(async () => undefined);
// The customer's saved address, its delivery estimate, the product's (empty) reviews and no purchase of it.
const productPageApi = [
  http.get('/api/users/shipping-addresses', () =>
    json(200, [{ is_default: true, region_id: '1300000000', city: 'Makati', province: '', region: 'NCR' }]),
  ),
  http.post('/api/shipping/estimate', () =>
    json(200, { success: true, estimatedFee: 95, weight: 1, zone: 'metro_manila', error: null }),
  ),
  http.get('/api/reviews/product/:productId', () => json(200, [])),
  http.get('/api/orders/check/:productId', () => json(200, { hasPurchased: false, hasReviewed: false })),
];

function renderPage(product: Product, { signedIn = false } = {}) {
  renderApp([{ path: '/product/:id', element: <ProductPage /> }], {
    at: `/product/${product.product_id}`,
    user: signedIn ? maria : null,
    prime: (queryClient) => queryClient.setQueryData(catalogKeys.product(product.product_id), product),
    wrap: (children) => (
      <ShopActionsProvider value={{ useAddToCart: () => add }}>{children}</ShopActionsProvider>
    ),
  });
}

describe('the product page', () => {
  beforeEach(() => {
    add.mockClear();
    server.use(...productPageApi);
    // jsdom has no matchMedia of its own; the gallery asks whether the pointer can hover.
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('chooses no size for the shopper and asks for one before adding', async () => {
    renderPage(bracelet);
    expect(screen.getByTestId('option-size-Small').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getAllByRole('button', { name: 'Add to Cart' })[0]!);
    expect((await screen.findByTestId('purchase-note')).textContent).toContain('Please select all options');
    expect(add).not.toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('option-size-Small'));
    expect(screen.queryByTestId('purchase-note')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Add to Cart' })[0]!);
    await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    expect(add.mock.calls[0]![1]).toMatchObject({ variant: { variant_id: 1 }, quantity: 1, buyNow: false });
  });

  it('preselects an option that has a single value', () => {
    renderPage(
      productOf({ product_id: 12, has_variants: true, stock: 4, variants: [variant(3, 'One size', 4)] }),
    );
    expect(screen.getByTestId('option-size-One size').getAttribute('aria-pressed')).toBe('true');
  });

  it('says why a typed quantity was lowered to the stock', () => {
    renderPage(productOf({ product_id: 13, stock: 20 }));
    const field = screen.getByRole('textbox', { name: 'Quantity' });
    fireEvent.change(field, { target: { value: '999' } });
    expect((field as HTMLInputElement).value).toBe('20');
    expect(screen.getByTestId('quantity-note').textContent).toContain('Only 20 left in stock');
    fireEvent.change(field, { target: { value: '3' } });
    expect(screen.getByTestId('quantity-note').textContent).toBe('');
  });

  it("keeps a quantity within the cart's 99 of one item, however large the stock, and says why", () => {
    renderPage(productOf({ product_id: 15, stock: 200 }));
    const field = screen.getByRole('textbox', { name: 'Quantity' });
    fireEvent.change(field, { target: { value: '150' } });
    expect((field as HTMLInputElement).value).toBe('99');
    expect(screen.getByTestId('quantity-note').textContent).toContain('At most 99 of one item in the cart');
    expect((screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('disables Add to Cart and Buy Now of a sold-out product and says why', () => {
    renderPage(productOf({ product_id: 14, stock: 0 }));
    for (const name of ['Add to Cart', 'Buy Now']) {
      for (const button of screen.getAllByRole('button', { name }))
        expect((button as HTMLButtonElement).disabled).toBe(true);
    }
    expect(screen.getByTestId('purchase-note').textContent).toContain('Sold out');
  });

  it('disables the buttons for a sold-out size once it is chosen', () => {
    renderPage(bracelet);
    fireEvent.click(screen.getByTestId('option-size-Large'));
    for (const button of screen.getAllByRole('button', { name: 'Buy Now' }))
      expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('purchase-note').textContent).toMatch(/Sold out/);
  });

  it('has a buy bar for phones that respects the choice', async () => {
    renderPage(bracelet);
    const bar = within(screen.getByTestId('buy-bar'));
    expect(bar.getByTestId('buy-bar-price').textContent).toContain('₱500.00');
    fireEvent.click(bar.getByRole('button', { name: 'Buy Now' }));
    expect((await bar.findByTestId('buy-bar-note')).textContent).toContain('Please select all options');
    fireEvent.click(screen.getByTestId('option-size-Small'));
    fireEvent.click(bar.getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    expect(add.mock.calls[0]![1]).toMatchObject({ variant: { variant_id: 1 }, buyNow: true });
  });

  it('shows no sold count when nothing was sold', () => {
    renderPage(productOf({ product_id: 15, items_sold: 0 }));
    expect(screen.queryByText(/sold$/)).toBeNull();
  });

  it('tells a signed-in customer the delivery fee and time to the default address', async () => {
    renderPage(productOf({ product_id: 16 }), { signedIn: true });
    const note = await screen.findByTestId('delivery-estimate');
    await waitFor(() => expect(note.textContent).toContain('₱95.00'));
    expect(note.textContent).toContain('To Makati');
    expect(note.textContent).toContain('Usually 1-3 business days');
  });

  it.each(['0x85', '1e2', '-1', 'abc'])(
    'shows Product not found at /product/%s without asking for a product',
    async (segment) => {
      const asked = vi.fn();
      server.use(http.get('/api/products/:id', ({ params }) => asked(params.id)));
      renderApp([{ path: '/product/:id', element: <ProductPage /> }], { at: `/product/${segment}` });
      expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeTruthy();
      expect(asked).not.toHaveBeenCalled();
    },
  );
});
