import type { FastifyInstance } from 'fastify';
import type { CatalogCache } from './catalog-cache.ts';

/**
 * The owner sees their own catalogue edit at once on the instance that made it: its answers are
 * dropped before the write's answer leaves. The other instances hear it from the database.
 */
export function clearOnOwnerWrites(app: FastifyInstance, cache: CatalogCache): void {
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET') cache.clear();
  });
}
