import type { Variant } from '@fengshui/shared/catalog';
import { describe, expect, it } from 'vitest';
import { checkPurchase } from './purchase-check.ts';

function variant(id: number, attributes: Record<string, string>, stock: number): Variant {
  return {
    variant_id: id,
    sku: `SKU-${id}`,
    price: 500,
    discounted_price: null,
    stock,
    stock_quantity: stock,
    image_url: null,
    image_srcset: null,
    attributes,
  };
}

const variants = [
  variant(1, { size: 'Small', color: 'Red' }, 3),
  variant(2, { size: 'Large', color: 'Red' }, 0),
  variant(3, { size: 'Large', color: 'Gold' }, 2),
];
const withVariants = { has_variants: true, stock: 5, variants };

describe('checkPurchase', () => {
  it('asks for every option when one is not chosen', () => {
    expect(checkPurchase(withVariants, { size: 'Small' })).toEqual({
      ok: false,
      message: 'Please select all options',
    });
  });

  it('asks for every option when the combination matches no variant', () => {
    expect(checkPurchase(withVariants, { size: 'Small', color: 'Gold' })).toEqual({
      ok: false,
      message: 'Please select all options',
    });
  });

  it('refuses a chosen variant that is out of stock', () => {
    expect(checkPurchase(withVariants, { size: 'Large', color: 'Red' })).toEqual({
      ok: false,
      message: 'Selected variant is out of stock',
    });
  });

  it('checks the options before the stock', () => {
    const soldOut = { has_variants: true, stock: 0, variants: variants.map((v) => ({ ...v, stock: 0 })) };
    expect(checkPurchase(soldOut, {})).toMatchObject({ message: 'Please select all options' });
    expect(checkPurchase(soldOut, { size: 'Small', color: 'Red' })).toMatchObject({
      message: 'Selected variant is out of stock',
    });
  });

  it('refuses a product with zero stock', () => {
    expect(checkPurchase({ has_variants: false, stock: 0, variants: [] }, {})).toEqual({
      ok: false,
      message: 'Product is out of stock',
    });
  });

  it('passes the chosen in-stock variant on', () => {
    expect(checkPurchase(withVariants, { size: 'Large', color: 'Gold' })).toEqual({
      ok: true,
      variant: variants[2],
    });
  });

  it('passes a simple product in stock with no variant', () => {
    expect(checkPurchase({ has_variants: false, stock: 4, variants: [] }, {})).toEqual({
      ok: true,
      variant: null,
    });
  });
});
