import { describe, expect, it } from 'vitest';
import type { SmsKind } from '../../db/schema/index.ts';
import { isGsm7, orderText, pesosForText, SMS_MAX_LENGTH } from './sms-texts.ts';

// The longest values an order can realistically carry: the day's 99,999th order and a large cart.
const longest = { orderCode: 'FS-261231-99999', totalCentavos: 99_999_999, cashDue: true };
const kinds: SmsKind[] = ['order_placed', 'out_for_delivery', 'delivered', 'cancelled'];

describe('the texts about cash-on-delivery orders', () => {
  it.each(kinds)(
    'keeps the %s text to one message of GSM characters, even with the longest values',
    (kind) => {
      const text = orderText(kind, longest);
      expect(text.length).toBeLessThan(160);
      expect(text.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
      expect(isGsm7(text)).toBe(true);
      expect(text).toContain('FS-261231-99999');
    },
  );

  it('tells the customer the amount to prepare when the order is placed', () => {
    expect(
      orderText('order_placed', { orderCode: 'FS-261126-00001', totalCentavos: 113_000, cashDue: true }),
    ).toBe(
      'Feng Shui Prosper: Salamat! Order FS-261126-00001 is placed. Please prepare PHP 1,130.00 in cash for the courier. We will text you when it is on its way.',
    );
  });

  it('asks for the cash at the door only while it is still due', () => {
    const facts = { orderCode: 'FS-261126-00001', totalCentavos: 113_000 };
    expect(orderText('out_for_delivery', { ...facts, cashDue: true })).toContain('PHP 1,130.00 ready');
    expect(orderText('out_for_delivery', { ...facts, cashDue: false })).not.toContain('PHP');
  });

  it('writes pesos without the peso sign, which is not a GSM character', () => {
    expect(pesosForText(99_999_999)).toBe('PHP 999,999.99');
    expect(isGsm7('₱1,130.00')).toBe(false);
    expect(isGsm7('Salamat — “thanks”')).toBe(false);
  });
});
