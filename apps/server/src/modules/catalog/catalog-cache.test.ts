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

/** A kept answer's JSON as text, or undefined when nothing is kept. */
const text = (kept: CatalogCache, key: string) => kept.get(key)?.body.toString();

describe('the catalogue cache', () => {
  it('keeps nothing until the change feed is heard, and nothing once it is lost', () => {
    const kept = new CatalogCache({ maxBytes: 1_000 });
    kept.set('/api/products', Buffer.from('[]'), { generation: kept.generation });
    expect(text(kept, '/api/products')).toBeUndefined();
    kept.startListening();
    kept.set('/api/products', Buffer.from('[]'), { generation: kept.generation });
    expect(text(kept, '/api/products')).toBe('[]');
    kept.stopListening();
    expect(text(kept, '/api/products')).toBeUndefined();
    kept.set('/api/products', Buffer.from('[]'), { generation: kept.generation });
    expect(kept.size).toBe(0);
  });

  it('drops the pages of every product a stock announcement names, and keeps the others', () => {
    const { kept } = cache();
    const generation = kept.generation;
    for (const id of [1, 2, 3])
      kept.set(`/api/products/${id}`, Buffer.from(`product ${id}`), { generation, productId: id });
    kept.heard('1,3');
    expect(text(kept, '/api/products/1')).toBeUndefined();
    expect(text(kept, '/api/products/3')).toBeUndefined();
    expect(text(kept, '/api/products/2')).toBe('product 2');
    // Anything it cannot read drops everything.
    kept.heard('2,x');
    expect(kept.size).toBe(0);
  });

  it("drops a changed product's page and every list, and keeps the other pages", () => {
    const { kept } = cache();
    const generation = kept.generation;
    kept.set('/api/products/1', Buffer.from('one'), { generation, productId: 1 });
    kept.set('/api/products/2', Buffer.from('two'), { generation, productId: 2 });
    kept.set('/api/products?limit=20', Buffer.from('list'), { generation });
    kept.heard('1');
    expect(text(kept, '/api/products/1')).toBeUndefined();
    expect(text(kept, '/api/products?limit=20')).toBeUndefined();
    expect(text(kept, '/api/products/2')).toBe('two');
    kept.heard('*');
    expect(text(kept, '/api/products/2')).toBeUndefined();
  });

  it('never keeps an answer read before a change that was heard while it was being read', () => {
    const { kept } = cache();
    const before = kept.generation;
    kept.heard('7');
    kept.set('/api/products/7', Buffer.from('old price'), { generation: before, productId: 7 });
    expect(text(kept, '/api/products/7')).toBeUndefined();
  });

  it('lets an answer go when it expires (a flash deal ending) or grows too old', () => {
    const { kept, advance, now } = cache();
    kept.set('/api/products/flash-deals', Buffer.from('deals'), {
      generation: kept.generation,
      expiresAt: now() + 1_000,
    });
    kept.set('/api/categories', Buffer.from('categories'), { generation: kept.generation });
    advance(1_000);
    expect(text(kept, '/api/products/flash-deals')).toBeUndefined();
    expect(text(kept, '/api/categories')).toBe('categories');
    advance(5 * 60_000);
    expect(text(kept, '/api/categories')).toBeUndefined();
  });

  it('stays within its bytes and entries, letting the least recently used go first', () => {
    const { kept } = cache({ maxBytes: 80, maxEntries: 3 });
    const generation = kept.generation;
    for (const key of ['a', 'b', 'c']) kept.set(key, Buffer.from('xxxx'), { generation });
    kept.get('a');
    kept.set('d', Buffer.from('xxxx'), { generation });
    expect([text(kept, 'a'), text(kept, 'b'), text(kept, 'c'), text(kept, 'd')]).toEqual([
      'xxxx',
      undefined,
      'xxxx',
      'xxxx',
    ]);
    kept.set('e', Buffer.from('x'.repeat(20)), { generation });
    expect(kept.bytes).toBeLessThanOrEqual(80);
    expect(text(kept, 'e')).toBeUndefined();
  });
});
