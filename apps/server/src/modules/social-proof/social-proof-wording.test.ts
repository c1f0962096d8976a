import { describe, expect, it } from 'vitest';
import { placeName, socialProofWording } from './social-proof-wording.ts';

describe('place names', () => {
  it('say a city the way people do', () => {
    expect(placeName('City of Makati')).toBe('Makati');
    expect(placeName('Quezon City')).toBe('Quezon City');
    expect(placeName('City of Tagbilaran (Capital)')).toBe('Tagbilaran');
    expect(placeName('  Taytay ')).toBe('Taytay');
  });

  it('are left out when the order has none', () => {
    expect(placeName(null)).toBeNull();
    expect(placeName('  ')).toBeNull();
    expect(socialProofWording.productBought(null, '2 hours ago')).toBe('Someone bought this 2 hours ago');
  });
});

describe('the sentences', () => {
  it('count with the right plural', () => {
    expect(socialProofWording.ordersToday(1)).toBe('1 order was placed in the last 24 hours');
    expect(socialProofWording.ordersToday(12)).toBe('12 orders were placed in the last 24 hours');
    expect(socialProofWording.cartInOtherCarts(1, 'Jade Pi Yao')).toBe(
      '1 other shopper has Jade Pi Yao in their cart',
    );
    expect(socialProofWording.cartInOtherCarts(3, 'Jade Pi Yao')).toBe(
      '3 other shoppers have Jade Pi Yao in their cart',
    );
    expect(socialProofWording.productInCarts(2)).toBe('2 shoppers have this in their cart right now');
  });

  it('tell of a purchase with its city and time', () => {
    expect(socialProofWording.shopBought('City of Cebu', 'Brass Wu Lou', 'yesterday')).toBe(
      'Someone in Cebu bought Brass Wu Lou yesterday',
    );
    expect(socialProofWording.productBought('Quezon City', 'just now')).toBe(
      'Someone in Quezon City bought this just now',
    );
  });
});
