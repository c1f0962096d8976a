import { sql } from 'drizzle-orm';
import { CATALOG_CHANNEL } from '../../db/change-feed.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { FeedGatedCache, watchChanges } from '../../db/feed-gated-cache.ts';

/**
 * Public catalogue answers (lists, search, product pages, categories) kept as their JSON text, so a
 * repeated read costs no query and no serialisation (docs/decisions/008-api-performance.md).
 *
 * Correct with several instances: every write to products, their pictures and variants, or the
 * categories makes PostgreSQL send a `catalog_changed` notification (a trigger), which every instance
 * hears and drops what it holds of that product and every list. Nothing is kept while the notifications
 * go unheard, nor a read that began before a change (db/feed-gated-cache.ts). Bounded by count and
 * bytes, least recently used first out, and no entry outlives its `expiresAt` (a flash deal's end, say).
 */
export interface CatalogCacheOptions {
  maxBytes: number;
  maxEntries?: number;
  /** The longest any answer is kept, however quiet the catalogue. */
  maxAgeMs?: number;
  now?: () => number;
}

/** A kept answer: its JSON, as text or as the bytes sent, and the validator of those bytes if known. */
export interface KeptAnswer {
  body: string | Buffer;
  etag: string | null;
}

interface Entry extends KeptAnswer {
  bytes: number;
  expiresAt: number;
  /** The product a product page shows; null for lists, which any change may touch. */
  productId: number | null;
}

export class CatalogCache extends FeedGatedCache {
  readonly #maxBytes: number;
  readonly #maxEntries: number;
  readonly #maxAgeMs: number;
  readonly #now: () => number;
  #entries = new Map<string, Entry>();
  #bytes = 0;

  constructor(options: CatalogCacheOptions) {
    super(options.maxBytes);
    this.#maxBytes = options.maxBytes;
    this.#maxEntries = options.maxEntries ?? 5_000;
    this.#maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
    this.#now = options.now ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): string | Buffer | undefined {
    return this.answer(key)?.body;
  }

  /** The kept answer with its validator. */
  answer(key: string): KeptAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.#now()) {
      this.#delete(key, entry);
      return undefined;
    }
    // Most recently used last.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  set(
    key: string,
    body: string | Buffer,
    options: { generation: number; productId?: number | null; expiresAt?: number | null; etag?: string },
  ): void {
    if (!this.mayKeep(options.generation)) return;
    const bytes = typeof body === 'string' ? body.length * 2 : body.byteLength;
    if (bytes > this.#maxBytes / 8) return;
    const expiresAt = Math.min(this.#now() + this.#maxAgeMs, options.expiresAt ?? Number.POSITIVE_INFINITY);
    if (expiresAt <= this.#now()) return;
    const existing = this.#entries.get(key);
    if (existing) this.#delete(key, existing);
    this.#entries.set(key, {
      body,
      etag: options.etag ?? null,
      bytes,
      expiresAt,
      productId: options.productId ?? null,
    });
    this.#bytes += bytes;
    for (const [oldKey, oldEntry] of this.#entries) {
      if (this.#bytes <= this.#maxBytes && this.#entries.size <= this.#maxEntries) break;
      this.#delete(oldKey, oldEntry);
    }
  }

  /** A change to one product: its page and every list go; other products' pages stay. */
  productChanged(productId: number): void {
    this.changed();
    for (const [key, entry] of this.#entries) {
      if (entry.productId === null || entry.productId === productId) this.#delete(key, entry);
    }
  }

  /**
   * A `catalog_changed` notification's payload: a product id, several separated by commas (the stock
   * announcement), or `*` for anything.
   */
  heard(payload: string): void {
    const productIds = payload.split(',').map(Number);
    if (productIds.every((id) => Number.isSafeInteger(id) && id > 0)) {
      for (const productId of productIds) this.productChanged(productId);
    } else this.clear();
  }

  protected dropAll(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  #delete(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}

/**
 * A cache of `maxBytes` (none when 0) that hears the catalogue's changes through `database`, for as
 * long as the app runs; `stop` when it closes.
 */
export function watchCatalogChanges(
  database: Pick<DatabaseHandle, 'listen'>,
  maxBytes: number,
): { cache: CatalogCache; stop: () => Promise<void> } {
  return watchChanges(database, CATALOG_CHANNEL, new CatalogCache({ maxBytes }));
}

/** The most product ids one announcement names; more say `*` (a notification holds 8,000 bytes). */
const MOST_NAMED = 400;

/**
 * Tells every instance about the stock changes waiting in `catalog_stock_changes` (migration 0019):
 * takes them all and sends one `catalog_changed` notification naming those products. Nothing waiting,
 * nothing sent, and no notification lock taken. Several instances may run it at once: a row is taken
 * by one of them only.
 */
export async function announceStockChanges(db: Database): Promise<void> {
  await db.execute(
    sql`with taken as (delete from catalog_stock_changes returning product_id),
      changed as (select distinct product_id from taken)
      select pg_notify(${CATALOG_CHANNEL}, case when count(*) > ${MOST_NAMED} then '*'
        else string_agg(product_id::text, ',') end)
      from changed having count(*) > 0`,
  );
}

/**
 * Runs `announceStockChanges` every `everyMs` (a tenth of a second) for as long as the app runs, so a
 * sale's stock reaches every instance's cache well within a second. Every instance runs it, whether
 * it keeps answers or not. A failed look (the database away) is tried again at the next.
 */
export function announceStockChangesEvery(
  db: Database,
  everyMs: number,
  logError: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let failing = false;
  const timer = setInterval(() => {
    if (running) return;
    running = announceStockChanges(db)
      .then(() => {
        failing = false;
      })
      .catch((error: unknown) => {
        if (!failing) logError(error);
        failing = true;
      })
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
