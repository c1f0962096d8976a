import { randomInt } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { insertPromotionUnlessTaken } from '../promotions/index.ts';

// docs/content.md#newsletter: the dialog's "10% off the next purchase" is a real code: each new
// subscriber gets a code of their own, good for one order, for 30 days, on the items (not shipping),
// and only for the account of the subscribed address (someone else's code is not theirs to use).
export const WELCOME_OFFER = {
  percent: 10,
  validDays: 30,
  codePrefix: 'WELCOME-',
  // Kept off the owner's promotion list (source 'newsletter'), but the name still says where a code came
  // from wherever one is shown on its own (an order's promotion, GET /admin/promotions/:id). Migration 0011
  // told the codes minted before the source column by this name and the prefix.
  name: 'Newsletter welcome 10%',
  description: '10% off your next purchase, our thanks for subscribing to the newsletter.',
} as const;

// No 0/O or 1/I/L: the code is read from an e-mail and typed on a phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const RANDOM_LENGTH = 8;
const ATTEMPTS = 5;
const DAY_MS = 86_400_000;

export function welcomeCode(): string {
  let random = '';
  for (let i = 0; i < RANDOM_LENGTH; i++) random += ALPHABET[randomInt(ALPHABET.length)];
  return `${WELCOME_OFFER.codePrefix}${random}`;
}

export interface WelcomePromotion {
  code: string;
  endsAt: Date;
}

/**
 * Creates the subscriber's single-use code inside the caller's transaction. The unique index on the
 * code decides between two equal codes; `on conflict do nothing` lets the loser draw again without
 * aborting the transaction (an error would, and with it the subscription).
 */
export async function mintWelcomePromotion(
  tx: DbOrTx,
  subscriberEmail: string,
  now: Date,
  nextCode: () => string = welcomeCode,
): Promise<WelcomePromotion> {
  const endsAt = new Date(now.getTime() + WELCOME_OFFER.validDays * DAY_MS);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const code = await insertPromotionUnlessTaken(tx, {
      code: nextCode(),
      name: WELCOME_OFFER.name,
      description: WELCOME_OFFER.description,
      type: 'percentage',
      value: WELCOME_OFFER.percent,
      minOrderCentavos: 0,
      endsAt,
      totalLimit: 1,
      perCustomerLimit: 1,
      source: 'newsletter',
      onlyForEmail: subscriberEmail,
    });
    if (code) return { code, endsAt };
  }
  throw new Error('Could not find a free welcome code');
}
