import { describe, expect, it } from 'vitest';
import {
  formatProductCode,
  normaliseAttributeNames,
  productCodePrefix,
  productCreateSchema,
  productRuleIssues,
  productUpdateSchema,
  suggestProductCode,
} from './admin-catalog.ts';

describe('attribute names (docs/admin.md#product-form)', () => {
  it('are trimmed, and empty names and duplicates are ignored', () => {
    expect(normaliseAttributeNames([' size ', 'Color', '', '  ', 'size', 'COLOR', 'material'])).toEqual([
      'size',
      'Color',
      'material',
    ]);
  });
});

describe('product code (docs/admin.md#product-form)', () => {
  it('is the category code followed by a 3-digit sequence of the products in it plus one', () => {
    expect(suggestProductCode({ code: 'AMU', name: 'Amulets' }, 4)).toBe('AMU005');
  });

  it('falls back to the first three letters of the category name, uppercased', () => {
    expect(productCodePrefix({ code: null, name: 'feng shui bracelets' })).toBe('FEN');
    expect(productCodePrefix({ code: '  ', name: 'Wind-chimes' })).toBe('WIN');
  });

  it('grows past three digits rather than wrapping', () => {
    expect(formatProductCode('AMU', 1000)).toBe('AMU1000');
  });
});

describe('product rules across fields', () => {
  it('want a price without variants and at least one variant with them', () => {
    expect(productRuleIssues({}).map((issue) => issue.message)).toEqual(['Price is required']);
    expect(productRuleIssues({ has_variants: true, variants: [] }).map((issue) => issue.message)).toEqual([
      'Add at least one variant, or turn variants off',
    ]);
  });

  it('allow a discount only on a flash deal with an end time', () => {
    expect(productRuleIssues({ price: 1, discount_percentage: 10 })[0]?.message).toBe(
      'A discount percentage is only allowed on a flash deal with an end time',
    );
    expect(productRuleIssues({ price: 1, is_flash_deal: true, discount_percentage: 10 })[0]?.message).toBe(
      'A flash deal needs an end time',
    );
    expect(
      productRuleIssues({
        price: 1,
        is_flash_deal: true,
        discount_percentage: 10,
        flash_deal_end: '2099-01-01T00:00:00Z',
      }),
    ).toEqual([]);
  });
});

describe('the product write schema', () => {
  it('reads a multipart form where every field is text', () => {
    const parsed = productCreateSchema.parse({
      name: ' Lucky Cat ',
      category_id: '3',
      has_variants: 'true',
      variants: '[{"attributes":{" size ":" S "},"price":"12.50"}]',
      is_flash_deal: 'false',
      discount_percentage: '',
    });
    expect(parsed).toMatchObject({
      name: 'Lucky Cat',
      category_id: 3,
      has_variants: true,
      variants: [{ attributes: { size: 'S' }, price: 12.5 }],
      is_flash_deal: false,
      discount_percentage: null,
    });
    // No stock said: a new variant starts at 0 and an existing one keeps its own (product-variant-sync).
    expect(parsed.variants?.[0]).not.toHaveProperty('stock');
  });

  it('reads numbers only as they are written in decimals, trimmed', () => {
    expect(productUpdateSchema.parse({ stock: ' 16 ', price: '1200.50' })).toEqual({
      stock: 16,
      price: 1200.5,
    });
    for (const stock of ['0x10', '1e3', '12abc', '1,000']) {
      const result = productUpdateSchema.safeParse({ stock });
      expect(result.error?.issues[0]?.message, stock).toBe('Stock must be a number');
    }
  });

  it('leaves out of a partial update every field not sent', () => {
    expect(productUpdateSchema.parse({ price: '10' })).toEqual({ price: 10 });
  });

  it('refuses discounts of 0 and 100', () => {
    for (const discount of [0, 100]) {
      const result = productUpdateSchema.safeParse({ discount_percentage: discount });
      expect(result.error?.issues[0]?.message).toBe('Discount percentage must be between 1 and 99');
    }
  });
});
