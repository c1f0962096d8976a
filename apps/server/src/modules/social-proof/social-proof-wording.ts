// The ticker's sentences (docs/content.md#social-proof): each says exactly what the database shows, counted with the right
// plural, and names a place no finer than a city.

/**
 * A city as people say it: PSGC's "City of Makati" is "Makati", and its "(Capital)" marks are dropped.
 * Null when the order has no city to show.
 */
export function placeName(city: string | null | undefined): string | null {
  const name = (city ?? '')
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .replace(/^\s*City of\s+/i, '')
    .trim();
  return name === '' ? null : name;
}

const someone = (city: string | null) => {
  const place = placeName(city);
  return place ? `Someone in ${place}` : 'Someone';
};

export const socialProofWording = {
  productBought: (city: string | null, when: string) => `${someone(city)} bought this ${when}`,

  productInCarts: (shoppers: number) =>
    shoppers === 1
      ? '1 shopper has this in their cart right now'
      : `${shoppers} shoppers have this in their cart right now`,

  shopBought: (city: string | null, productName: string, when: string) =>
    `${someone(city)} bought ${productName} ${when}`,

  cartInOtherCarts: (shoppers: number, productName: string) =>
    shoppers === 1
      ? `1 other shopper has ${productName} in their cart`
      : `${shoppers} other shoppers have ${productName} in their cart`,

  ordersToday: (orders: number) =>
    orders === 1
      ? '1 order was placed in the last 24 hours'
      : `${orders} orders were placed in the last 24 hours`,
};
