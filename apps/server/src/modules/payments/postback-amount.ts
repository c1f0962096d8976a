import { centavosToPesos } from '@fengshui/shared/money';
import type { CallbackParams } from '../../integrations/dragonpay/types.ts';

// Pesos as Dragonpay writes them: digits, an optional point and at most two decimals, nothing else.
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

export interface PostbackRefusal {
  body: 'result=FAIL_AMOUNT' | 'result=FAIL_CURRENCY';
  reason: string;
}

/**
 * docs/integrations/dragonpay.md#postback-and-return: a postback must say what was paid, in pesos, and it
 * must be the order's amount to the centavo; a missing, non-numeric or different amount, or another
 * currency, is refused rather than skipped.
 */
export function checkPostbackAmount(
  params: CallbackParams,
  expectedCentavos: number,
): PostbackRefusal | null {
  const expected = centavosToPesos(expectedCentavos).toFixed(2);
  const currency = params.ccy?.trim();
  if (currency !== 'PHP')
    return {
      body: 'result=FAIL_CURRENCY',
      reason: currency ? `currency ${currency.slice(0, 10)}, not PHP` : 'no currency',
    };
  const amount = params.amount?.trim() ?? '';
  if (amount === '') return { body: 'result=FAIL_AMOUNT', reason: `no amount (expected ₱${expected})` };
  if (!AMOUNT.test(amount))
    return {
      body: 'result=FAIL_AMOUNT',
      reason: `amount "${amount.slice(0, 20)}" is not a number (expected ₱${expected})`,
    };
  const [pesos = '0', decimals = ''] = amount.split('.');
  const centavos = Number(pesos) * 100 + Number(decimals.padEnd(2, '0'));
  if (centavos !== expectedCentavos)
    return {
      body: 'result=FAIL_AMOUNT',
      reason: `amount ₱${amount} does not match the order's ₱${expected}`,
    };
  return null;
}
