import { afterEach, describe, expect, it } from 'vitest';
import { cartLine, product } from '../../../test/cart-lines.ts';
import { addLine, CartRuleError, cartLineSnapshot, setLineQuantity } from './cart-lines.ts';
import {
  clearGuestCart,
  GUEST_CART_KEY,
  GUEST_COOKIE_MAX_VALUE_LENGTH,
  guestCartCookieValue,
  readGuestCart,
  readGuestCartLines,
  readUserCartCopy,
  userCartKey,
  writeGuestCart,
  writeUserCartCopy,
} from './guest-cart.ts';

const guestCookie = () =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${GUEST_CART_KEY}=`))
    ?.slice(GUEST_CART_KEY.length + 1);

afterEach(() => {
  window.localStorage.clear();
  clearGuestCart();
});

describe('the guest cart in browser storage', () => {
  it('drops invalid lines on read: no product id, a quantity of 0, a negative or missing price, a text discount', () => {
    const valid = {
      product_id: 1,
      variant_id: null,
      quantity: 2,
      name: 'Coin',
      price: 100,
      discounted_price: 0,
    };
    window.localStorage.setItem(
      GUEST_CART_KEY,
      JSON.stringify([
        valid,
        { ...valid, product_id: undefined },
        { ...valid, product_id: 2, quantity: 0 },
        { ...valid, product_id: 3, quantity: '2' },
        { ...valid, product_id: 4, price: -1 },
        { ...valid, product_id: 5, price: undefined },
        { ...valid, product_id: 6, discounted_price: '90' },
        'not a line',
      ]),
    );
    expect(readGuestCart().map((line) => line.product_id)).toEqual([1]);
  });

  it('reads nothing from corrupt storage rather than failing', () => {
    window.localStorage.setItem(GUEST_CART_KEY, '{not json');
    expect(readGuestCart()).toEqual([]);
  });

  it('keeps the display fields of a line and shows it as a cart line that is selected by default', () => {
    writeGuestCart([
      cartLine({ variant_id: 4, variant_attributes: { size: 'M' }, discounted_price: 450, selected: true }),
    ]);
    const [line] = readGuestCartLines();
    expect(line).toMatchObject({
      product_id: 11,
      variant_id: 4,
      name: 'Jade Bracelet',
      price: 500,
      discounted_price: 450,
      variant_attributes: { size: 'M' },
      size: 'M',
      stock: 10,
      selected: true,
      cart_id: 0,
    });
    const stored = JSON.parse(window.localStorage.getItem(GUEST_CART_KEY) ?? '[]') as object[];
    expect(Object.keys(stored[0] ?? {}).sort()).toEqual(
      [
        'discount_percentage',
        'discounted_price',
        'image_url',
        'name',
        'price',
        'product_id',
        'quantity',
        'selected',
        'stock',
        'variant_attributes',
        'variant_id',
      ].sort(),
    );
  });

  it('mirrors ids and quantities in the cart_guest cookie, and clears both together', () => {
    writeGuestCart([cartLine({ product_id: 11, quantity: 2 }), cartLine({ product_id: 12, variant_id: 7 })]);
    expect(guestCookie()).toBe('11.0.2_12.7.1');
    clearGuestCart();
    expect(guestCookie()).toBeUndefined();
    expect(window.localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('keeps the cookie under 4 KB however many lines the cart holds', () => {
    const lines = Array.from({ length: 600 }, (_, index) =>
      cartLine({ product_id: 100_000 + index, variant_id: 200_000 + index, quantity: 99 }),
    );
    const value = guestCartCookieValue(lines);
    expect(value.length).toBeLessThanOrEqual(GUEST_COOKIE_MAX_VALUE_LENGTH);
    expect(`${GUEST_CART_KEY}=${value}`.length).toBeLessThan(4_096);
    // Whole lines only: every token still reads as productId.variantId.quantity.
    expect(value.split('_').every((token) => /^\d+\.\d+\.\d+$/.test(token))).toBe(true);
    writeGuestCart(lines);
    expect(readGuestCart()).toHaveLength(600);
  });

  it("keeps a signed-in user's local copy under cart_{userId}", () => {
    writeUserCartCopy(7, [cartLine({ cart_id: 31, quantity: 3 }), cartLine({ product_id: 0 as never })]);
    expect(window.localStorage.getItem(userCartKey(7))).toContain('"cart_id":31');
    expect(readUserCartCopy(7)).toEqual([cartLine({ cart_id: 31, quantity: 3 })]);
    expect(readUserCartCopy(8)).toEqual([]);
  });
});

describe('guest cart rules', () => {
  const bracelet = product({ stock: 5 });

  it('makes one line of the same product and variant, adding the quantities', () => {
    const once = addLine([], cartLineSnapshot(bracelet, null, 2));
    const twice = addLine(once, cartLineSnapshot(bracelet, null, 1));
    expect(twice).toHaveLength(1);
    expect(twice[0]?.quantity).toBe(3);
  });

  it('keeps different variants of a product on separate lines', () => {
    const variant = (variant_id: number, size: string) => ({
      variant_id,
      sku: `SKU-${variant_id}`,
      price: 600,
      discounted_price: 540,
      stock: 4,
      stock_quantity: 4,
      image_url: null,
      image_srcset: null,
      attributes: { size },
    });
    const withVariants = product({ has_variants: true });
    const lines = addLine(
      addLine([], cartLineSnapshot(withVariants, variant(1, 'S'), 1)),
      cartLineSnapshot(withVariants, variant(2, 'M'), 1),
    );
    expect(
      lines.map((line) => [line.variant_id, line.variant_attributes, line.price, line.discounted_price]),
    ).toEqual([
      [1, { size: 'S' }, 600, 540],
      [2, { size: 'M' }, 600, 540],
    ]);
  });

  it('refuses a line of more than 99, whatever the stock, instead of cutting it quietly', () => {
    const plenty = product({ stock: 500 });
    const sixty = addLine([], cartLineSnapshot(plenty, null, 60));
    expect(() => addLine(sixty, cartLineSnapshot(plenty, null, 60))).toThrow(
      'At most 99 of one item in the cart',
    );
    expect(addLine(sixty, cartLineSnapshot(plenty, null, 39))[0]?.quantity).toBe(99);
  });

  it('refuses with "Not enough stock available" when the stock is below the quantity', () => {
    expect(() => addLine([], cartLineSnapshot(bracelet, null, 6))).toThrow('Not enough stock available');
    const four = addLine([], cartLineSnapshot(bracelet, null, 4));
    expect(() => addLine(four, cartLineSnapshot(bracelet, null, 2))).toThrow(CartRuleError);
    expect(addLine(four, cartLineSnapshot(bracelet, null, 1))[0]?.quantity).toBe(5);
  });

  it('refuses a quantity that is not a whole number above 0', () => {
    expect(() => addLine([], cartLineSnapshot(bracelet, null, 0))).toThrow('Invalid product or quantity');
  });

  it('removes a line whose quantity is set to 0 and keeps others within the stock', () => {
    const lines = [cartLine({ product_id: 1, stock: 3 }), cartLine({ product_id: 2 })];
    expect(setLineQuantity(lines, '1:0', 0).map((line) => line.product_id)).toEqual([2]);
    expect(setLineQuantity(lines, '1:0', 8)[0]?.quantity).toBe(3);
  });
});
