import { BUSINESS } from '@fengshui/shared/constants';
import type { SmsKind } from '../../db/schema/index.ts';

/** What a text about an order needs to know; amounts in centavos. */
export interface OrderTextFacts {
  orderCode: string;
  totalCentavos: number;
  /** Cash still to be handed to the rider (the order is unpaid cash on delivery). */
  cashDue: boolean;
}

/** The longest a text may be and stay one message (docs/orders-and-delivery.md#text-messages). */
export const SMS_MAX_LENGTH = 159;

// The GSM 03.38 basic alphabet: a text with anything else (the peso sign, curly quotes, an emoji) is
// sent as UCS-2 and only 70 characters fit in one message.
const GSM7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà]*$/;

export function isGsm7(text: string): boolean {
  return GSM7.test(text);
}

/** PHP 1,250.00: the peso sign is not in the GSM alphabet. */
export function pesosForText(centavos: number): string {
  const pesos = (centavos / 100).toLocaleString('en-PH', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `PHP ${pesos}`;
}

const SHOP = BUSINESS.name;

/** docs/orders-and-delivery.md#text-messages: the four texts, in the shop's voice. */
export function orderText(kind: SmsKind, facts: OrderTextFacts): string {
  const code = facts.orderCode;
  const amount = pesosForText(facts.totalCentavos);
  switch (kind) {
    case 'order_placed':
      return `${SHOP}: Salamat! Order ${code} is placed. Please prepare ${amount} in cash for the courier. We will text you when it is on its way.`;
    case 'out_for_delivery':
      return facts.cashDue
        ? `${SHOP}: Order ${code} is out for delivery today. Please have ${amount} ready for the rider. Salamat!`
        : `${SHOP}: Order ${code} is out for delivery today. Salamat!`;
    case 'delivered':
      return `${SHOP}: Order ${code} is delivered. Thank you for choosing us; may it bring your home good fortune!`;
    case 'cancelled':
      return `${SHOP}: Order ${code} is cancelled, so there is nothing to pay. Questions? Call us at ${BUSINESS.phone}.`;
  }
}
