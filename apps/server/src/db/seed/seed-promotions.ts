import type { DbOrTx } from '../client.ts';
import { createPromotion } from '../factories/promotions.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The demo codes of the README: one of each kind, an expired one and one with a minimum order. */
export async function seedPromotions(db: DbOrTx, now = Date.now()): Promise<void> {
  await createPromotion(db, {
    code: 'PROSPER10',
    name: '10% off your order',
    description: 'Ten percent off every item, for our newsletter friends.',
    type: 'percentage',
    value: 10,
    perCustomerLimit: 1,
    endsAt: new Date(now + 180 * DAY),
  });
  await createPromotion(db, {
    code: 'LUCKY88',
    name: '₱88 off',
    description: 'A lucky ₱88 off orders of ₱500 or more.',
    type: 'fixed',
    value: 88,
    minOrder: 500,
    endsAt: new Date(now + 90 * DAY),
  });
  await createPromotion(db, {
    code: 'FREESHIP',
    name: 'Free shipping',
    description: 'We cover the delivery fee, anywhere in the Philippines.',
    type: 'free_shipping',
    minOrder: 1500,
    totalLimit: 500,
  });
  await createPromotion(db, {
    code: 'BIGLUCK15',
    name: '15% off big orders',
    description: 'Fifteen percent off orders of ₱3,000 or more.',
    type: 'percentage',
    value: 15,
    minOrder: 3000,
  });
  await createPromotion(db, {
    code: 'NEWYEAR2025',
    name: 'New Year 2025',
    description: 'Our New Year 2025 offer (ended).',
    type: 'percentage',
    value: 20,
    startsAt: new Date('2025-01-01T00:00:00+08:00'),
    endsAt: new Date('2025-02-01T00:00:00+08:00'),
  });
}
