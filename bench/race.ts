import { type Measured, summarise } from './load.ts';
import type { Shopper } from './shoppers.ts';

export interface RaceOutcome {
  measured: Measured;
  /** Per round: orders the API accepted, and what it answered otherwise. */
  rounds: { productId: number; accepted: number; statuses: Record<number, number> }[];
}

const orderBody = (product: { id: number; price: number }) =>
  JSON.stringify({
    items: [{ product_id: product.id, variant_id: null, quantity: 1, price: product.price }],
    shipping_details: { name: 'Bench Shopper', phone: '09171234567' },
    payment_method: 'cod',
    voucher_code: null,
  });

/**
 * The last units: in each round every shopper at once orders one of a product that has five left,
 * through the public API. The caller checks the database afterwards (exactly five orders, stock 0).
 */
export async function raceForLastUnits(
  baseUrl: string,
  shoppers: readonly Shopper[],
  products: readonly { id: number; price: number }[],
): Promise<RaceOutcome> {
  const latencies: number[] = [];
  const rounds: RaceOutcome['rounds'] = [];
  let failures = 0;
  const started = performance.now();
  for (const product of products) {
    const body = orderBody(product);
    const statuses: Record<number, number> = {};
    await Promise.all(
      shoppers.map(async (shopper) => {
        const sent = performance.now();
        const response = await fetch(`${baseUrl}/api/transactions/orders`, {
          method: 'POST',
          headers: { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json' },
          body,
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - sent);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        // Sold out (409) is the right answer for all but five; anything else is a failure.
        if (response.status !== 201 && response.status !== 409) failures += 1;
      }),
    );
    rounds.push({ productId: product.id, accepted: statuses[201] ?? 0, statuses });
  }
  const seconds = (performance.now() - started) / 1000;
  return { measured: summarise(latencies, seconds, failures), rounds };
}
