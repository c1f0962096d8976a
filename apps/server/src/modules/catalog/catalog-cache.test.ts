import { describe, expect, it } from 'vitest';
import { CatalogCache } from './catalog-cache.ts';

function cache(options: { maxBytes?: number; maxEntries?: number } = {}) {
  let now = 1_000_000;
  const kept = new CatalogCache({
    maxBytes: options.maxBytes ?? 1_000_000,
    maxEntries: options.maxEntries,
    now: () => now,
  });
  kept.startListening();
  return { kept, advance: (ms: number) => (now += ms), now: () => now };
}

describe('the catalogue cache', () => {
  it('keeps nothing until the change feed is heard, and nothing once it is lost', () => {
    const kept = new CatalogCache({ maxBytes: 1_000 });
    kept.set('/api/products', '[]', { generation: kept.generation });
    expect(kept.get('/api/products')).toBeUndefined();
    kept.startListening();
    kept.set('/api/products', '[]', { generation: kept.generation });
    expect(kept.get('/api/products')).toBe('[]');
    kept.stopListening();
    expect(kept.get('/api/products')).toBeUndefined();
    kept.set('/api/products', '[]', { generation: kept.generation });
    expect(kept.size).toBe(0);
  });

  it('drops the pages of every product a stock announcement names, and keeps the others', () => {
    const { kept } = cache();
    const generation = kept.generation;
    for (const id of [1, 2, 3])
      kept.set(`/api/products/${id}`, `product ${id}`, { generation, productId: id });
    kept.heard('1,3');
    expect(kept.get('/api/products/1')).toBeUndefined();
    expect(kept.get('/api/products/3')).toBeUndefined();
    expect(kept.get('/api/products/2')).toBe('product 2');
    // Anything it cannot read drops everything.
    kept.heard('2,x');
    expect(kept.size).toBe(0);
  });

  it("drops a changed product's page and every list, and keeps the other pages", () => {
    const { kept } = cache();
    const generation = kept.generation;
    kept.set('/api/products/1', 'one', { generation, productId: 1 });
    kept.set('/api/products/2', 'two', { generation, productId: 2 });
    kept.set('/api/products?limit=20', 'list', { generation });
    kept.heard('1');
    expect(kept.get('/api/products/1')).toBeUndefined();
    expect(kept.get('/api/products?limit=20')).toBeUndefined();
    expect(kept.get('/api/products/2')).toBe('two');
    kept.heard('*');
    expect(kept.get('/api/products/2')).toBeUndefined();
  });

  it('never keeps an answer read before a change that was heard while it was being read', () => {
    const { kept } = cache();
    const before = kept.generation;
    kept.heard('7');
    kept.set('/api/products/7', 'old price', { generation: before, productId: 7 });
    expect(kept.get('/api/products/7')).toBeUndefined();
  });

  it('lets an answer go when it expires (a flash deal ending) or grows too old', () => {
    const { kept, advance, now } = cache();
    kept.set('/api/products/flash-deals', 'deals', { generation: kept.generation, expiresAt: now() + 1_000 });
    kept.set('/api/categories', 'categories', { generation: kept.generation });
    advance(1_000);
    expect(kept.get('/api/products/flash-deals')).toBeUndefined();
    expect(kept.get('/api/categories')).toBe('categories');
    advance(5 * 60_000);
    expect(kept.get('/api/categories')).toBeUndefined();
  });

  it('stays within its bytes and entries, letting the least recently used go first', () => {
    const { kept } = cache({ maxBytes: 80, maxEntries: 3 });
    const generation = kept.generation;
    for (const key of ['a', 'b', 'c']) kept.set(key, 'xxxx', { generation });
    kept.get('a');
    kept.set('d', 'xxxx', { generation });
    expect([kept.get('a'), kept.get('b'), kept.get('c'), kept.get('d')]).toEqual([
      'xxxx',
      undefined,
      'xxxx',
      'xxxx',
    ]);
    kept.set('e', 'x'.repeat(20), { generation });
    expect(kept.bytes).toBeLessThanOrEqual(80);
    expect(kept.get('e')).toBeUndefined();
  });
});
