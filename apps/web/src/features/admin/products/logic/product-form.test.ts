import type { AdminProduct } from '@fengshui/shared/admin-product-reads';
import { describe, expect, it } from 'vitest';
import {
  definedAttributes,
  draftFormData,
  draftFromProduct,
  emptyDraft,
  isoToManilaInput,
  makeMain,
  manilaInputToIso,
  moveItem,
  type ProductDraft,
  showsDiscount,
  validateDraft,
} from './product-form.ts';

const draft = (patch: Partial<ProductDraft> = {}): ProductDraft => ({
  ...emptyDraft(),
  name: 'Lucky Cat',
  categoryId: '3',
  price: '499',
  ...patch,
});

const attribute = (key: string, name: string) => ({ key, name });
const variant = (values: Record<string, string>, price: string, key = `v-${price}`) => ({
  key,
  variantId: null,
  sku: '',
  values,
  price,
  stock: '1',
  loadedStock: null,
  inOrders: false,
});

describe('attribute names', () => {
  it('are trimmed, with blanks and duplicates of any case ignored, and the duplicates named', () => {
    const result = definedAttributes([
      attribute('a', ' size '),
      attribute('b', ''),
      attribute('c', 'Size'),
      attribute('d', 'color'),
    ]);
    expect(result.defined).toEqual([attribute('a', 'size'), attribute('d', 'color')]);
    expect(result.ignoredDuplicates).toEqual(['Size']);
  });
});

describe('the discount', () => {
  it('is asked only for a flash deal with an end time', () => {
    expect(showsDiscount({ isFlashDeal: false, flashDealEnd: '2030-01-01T10:00' })).toBe(false);
    expect(showsDiscount({ isFlashDeal: true, flashDealEnd: '' })).toBe(false);
    expect(showsDiscount({ isFlashDeal: true, flashDealEnd: '2030-01-01T10:00' })).toBe(true);
  });
});

describe('flash deal end times', () => {
  it('are typed in Philippine time', () => {
    expect(manilaInputToIso('2030-01-01T08:00')).toBe('2030-01-01T00:00:00.000Z');
    expect(isoToManilaInput('2030-01-01T00:00:00.000Z')).toBe('2030-01-01T08:00');
  });
});

describe('checking the form before it is sent', () => {
  it('needs a name, a category and a price', () => {
    expect(validateDraft(draft({ name: ' ', categoryId: '', price: '' }), 'add')).toMatchObject({
      name: 'Product name is required',
      category_id: 'Category is required',
      price: 'Price is required',
    });
  });

  it('refuses a negative price and stock, and a price finer than a centavo', () => {
    expect(validateDraft(draft({ price: '-1', stock: '-2' }), 'add')).toMatchObject({
      price: 'Price cannot be negative',
      stock: 'Stock cannot be negative',
    });
    expect(validateDraft(draft({ price: '1.234' }), 'add').price).toBe('Price must be in steps of 0.01');
  });

  it('needs an attribute before variants, and a price on each variant', () => {
    expect(validateDraft(draft({ hasVariants: true }), 'add').attributes).toBe(
      'Please define at least one variant attribute above before adding variants.',
    );
    const errors = validateDraft(
      draft({
        hasVariants: true,
        attributes: [attribute('a', 'size')],
        variants: [variant({ a: 'S' }, '10'), variant({ a: 'M' }, '', 'v-blank')],
      }),
      'add',
    );
    expect(errors).toEqual({ 'variants.1.price': 'Variant price is required' });
  });

  it('wants the discount between 1 and 99', () => {
    const deal = { isFlashDeal: true, flashDealEnd: '2099-01-01T10:00' };
    expect(validateDraft(draft({ ...deal, discount: '0' }), 'add').discount_percentage).toBe(
      'Discount percentage must be between 1 and 99',
    );
    expect(validateDraft(draft({ ...deal, discount: '100' }), 'add').discount_percentage).toBe(
      'Discount percentage must be between 1 and 99',
    );
    expect(validateDraft(draft({ ...deal, discount: '30' }), 'add')).toEqual({});
  });

  it('lets an unchanged deal that has ended be saved with other changes', () => {
    const ended = { isFlashDeal: true, flashDealEnd: '2020-01-01T10:00', discount: '20' };
    expect(validateDraft(draft({ ...ended, storedFlashDealEnd: '2020-01-01T10:00' }), 'edit')).toEqual({});
    expect(validateDraft(draft({ ...ended, storedFlashDealEnd: '' }), 'edit').flash_deal_end).toBe(
      'The flash deal end time must be in the future',
    );
  });
});

describe('the form data sent', () => {
  it('carries the variants as JSON text, the files as images parts and their order', () => {
    const file = new File(['x'], 'front.png', { type: 'image/png' });
    const form = draftFormData(
      draft({
        hasVariants: true,
        attributes: [attribute('a', ' size '), attribute('b', 'size')],
        variants: [variant({ a: 'S', b: 'ignored' }, '10')],
        images: [
          { key: 'i1', kind: 'existing', imageId: 7, url: '/media/7.webp' },
          { key: 'i2', kind: 'new', file, url: '' },
        ],
        removedImageIds: [5],
      }),
      'edit',
    );
    expect(form.get('has_variants')).toBe('true');
    expect(form.has('price')).toBe(false);
    expect(JSON.parse(String(form.get('variants')))).toEqual([
      { attributes: { size: 'S' }, price: 10, stock: 1 },
    ]);
    expect((form.getAll('images')[0] as File).name).toBe('front.png');
    expect(JSON.parse(String(form.get('image_order')))).toEqual([7, 'new:0']);
    expect(JSON.parse(String(form.get('remove_image_ids')))).toEqual([5]);
    expect(form.get('discount_percentage')).toBe('');
  });
});

describe('pictures', () => {
  it('move up and down, and any one can become the main (first) picture', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(makeMain(['a', 'b', 'c'], 2)).toEqual(['c', 'a', 'b']);
  });
});

describe('editing a stored product', () => {
  it('fills the form with its attributes, variants and pictures', () => {
    const product = {
      product_id: 1,
      product_code: 'BRC001',
      name: 'Bracelet',
      description: '',
      category_id: 2,
      price: 500,
      stock: 3,
      has_variants: true,
      variants: [
        { variant_id: 11, sku: 'BRC001-S', attributes: { size: 'S' }, price: 500, stock: 1, in_orders: true },
        {
          variant_id: 12,
          sku: 'BRC001-M',
          attributes: { size: 'M' },
          price: 600,
          stock: 2,
          in_orders: false,
        },
      ],
      images: [{ image_id: 9, url: '/m/9.webp', srcset: '', position: 0 }],
      is_flash_deal: true,
      flash_deal_end: '2030-01-01T00:00:00.000Z',
      discount_percentage: 15,
      specs: { Material: 'Jade' },
      weight_grams: 200,
    } as unknown as AdminProduct;
    const filled = draftFromProduct(product);
    expect(filled.attributes.map((entry) => entry.name)).toEqual(['size']);
    expect(
      filled.variants.map((entry) => [
        entry.variantId,
        entry.values[filled.attributes[0]!.key],
        entry.inOrders,
      ]),
    ).toEqual([
      [11, 'S', true],
      [12, 'M', false],
    ]);
    expect(filled).toMatchObject({
      flashDealEnd: '2030-01-01T08:00',
      discount: '15',
      price: '',
      weightGrams: '200',
    });
    expect(filled.images).toMatchObject([{ kind: 'existing', imageId: 9 }]);

    // Orders take stock while the form is open: a stock the owner left alone is not sent back over theirs.
    filled.variants[1]!.price = '650';
    filled.variants[0]!.stock = '4';
    const sent = JSON.parse(String(draftFormData(filled, 'edit').get('variants'))) as Record<
      string,
      unknown
    >[];
    expect(sent.map((entry) => [entry.variant_id, entry.price, entry.stock])).toEqual([
      [11, 500, 4],
      [12, 650, undefined],
    ]);
  });

  it("sends a product's stock only when the owner changed it", () => {
    const product = {
      product_id: 2,
      name: 'Money Frog',
      description: '',
      category_id: 2,
      price: 800,
      stock: 5,
      has_variants: false,
      variants: [],
      images: [],
      is_flash_deal: false,
      flash_deal_end: null,
      discount_percentage: null,
      specs: {},
      weight_grams: 300,
    } as unknown as AdminProduct;
    const filled = draftFromProduct(product);
    filled.price = '850';
    expect(draftFormData(filled, 'edit').has('stock')).toBe(false);
    filled.stock = '12';
    expect(draftFormData(filled, 'edit').get('stock')).toBe('12');
    // A new product always says its stock.
    expect(draftFormData(draft({ stock: '0' }), 'add').get('stock')).toBe('0');
  });
});
