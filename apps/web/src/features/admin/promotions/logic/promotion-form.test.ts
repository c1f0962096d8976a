import { describe, expect, it } from 'vitest';
import {
  checkPromotionForm,
  EMPTY_PROMOTION_FORM,
  isoToManilaInput,
  manilaInputToIso,
  type PromotionFormValues,
  promotionToForm,
} from './promotion-form.ts';

const form = (changes: Partial<PromotionFormValues>): PromotionFormValues => ({
  ...EMPTY_PROMOTION_FORM,
  code: 'LUCKY88',
  name: 'Lucky',
  value: '10',
  ...changes,
});

describe('the promotion form', () => {
  it('reads the window in Philippine time, whatever the computer is set to', () => {
    expect(manilaInputToIso('2026-02-01T09:30')).toBe('2026-02-01T01:30:00.000Z');
    expect(isoToManilaInput('2026-02-01T01:30:00.000Z')).toBe('2026-02-01T09:30');
    expect(manilaInputToIso('')).toBeNull();
    expect(isoToManilaInput(null)).toBe('');
  });

  it('builds the body: code normalised, empty limits as none, free shipping without a value', () => {
    const check = checkPromotionForm(
      form({ code: ' lucky88 ', type: 'free_shipping', value: '50', minOrder: '500', totalLimit: '' }),
    );
    expect(check).toEqual({
      ok: true,
      body: expect.objectContaining({
        code: 'LUCKY88',
        type: 'free_shipping',
        value: null,
        min_order: 500,
        total_limit: null,
        per_customer_limit: null,
        starts_at: null,
        ends_at: null,
        product_ids: [],
        category_ids: [],
      }),
    });
  });

  it.each([
    ['value', { value: '0' }, 'Percentage must be a whole number from 1 to 99'],
    ['value', { value: '100' }, 'Percentage must be a whole number from 1 to 99'],
    ['value', { value: '' }, 'Percentage must be a whole number from 1 to 99'],
    ['value', { type: 'fixed' as const, value: '0' }, 'Amount off must be more than ₱0'],
    ['code', { code: 'NO SPACES' }, 'Code may use only letters, numbers, dashes and underscores'],
    ['name', { name: '' }, 'Name is required'],
    ['totalLimit', { totalLimit: '0' }, 'A usage limit must be at least 1 (leave it empty for no limit)'],
    ['minOrder', { minOrder: '-1' }, 'Minimum order cannot be negative'],
    [
      'endsAt',
      { startsAt: '2026-03-01T10:00', endsAt: '2026-03-01T09:00' },
      'The end must be after the start',
    ],
    [
      'perCustomerLimit',
      { totalLimit: '1', perCustomerLimit: '2' },
      'The per-customer limit cannot be higher than the total limit',
    ],
  ])('puts the problem with %s under its field', (field, changes, message) => {
    const check = checkPromotionForm(form(changes));
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.errors).toMatchObject({ [field]: message });
  });

  it('fills the form from a saved promotion', () => {
    expect(
      promotionToForm({
        id: 1,
        code: 'JADE',
        name: 'Jade',
        description: '',
        type: 'fixed',
        value: 88.5,
        min_order: 0,
        starts_at: null,
        ends_at: '2026-12-31T15:59:00.000Z',
        total_limit: 10,
        per_customer_limit: null,
        product_ids: [3],
        category_ids: [],
        status: 'active',
        state: 'active',
        used_count: 0,
        redemption_count: 0,
        customer_count: 0,
        created_at: '2026-01-01T00:00:00.000Z',
      }),
    ).toMatchObject({
      value: '88.5',
      minOrder: '',
      endsAt: '2026-12-31T23:59',
      totalLimit: '10',
      perCustomerLimit: '',
    });
  });
});
