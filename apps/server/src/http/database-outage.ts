import { BUSINESS } from '@fengshui/shared/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/outage.ts';
import { wantsPage } from './page-request.ts';
import { standalonePage } from './standalone-page.ts';

/** The API's answer while the database cannot be reached (docs/architecture.md#when-the-database-is-down). */
export const DATABASE_UNAVAILABLE = {
  message: 'Service temporarily unavailable. Please try again later.',
  code: 'DATABASE_UNAVAILABLE',
} as const;

/**
 * Counts the requests that met an unreachable database. A server-rendered page reads the API
 * in-process: when the count moved while it rendered, one of its reads met the outage and the page
 * goes out as the 503 page rather than as a page of error boxes with a 200.
 */
export class OutageCounter {
  #seen = 0;
  get seen(): number {
    return this.#seen;
  }
  record(): void {
    this.#seen += 1;
  }
}

// Standalone on purpose: the page must not need the web app's scripts, styles or any data.
const OUTAGE_PAGE = standalonePage({
  title: 'Back in a moment',
  heading: `${BUSINESS.name} is back in a moment`,
  message: DATABASE_UNAVAILABLE.message,
  action: { href: '', label: 'Try again' },
});

/** 503 with `Retry-After`: the error envelope for the API, a small page of its own for pages. */
export function sendDatabaseUnavailable(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply
    .status(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store');
  if (wantsPage(request)) return reply.type('text/html; charset=utf-8').send(OUTAGE_PAGE);
  return reply.send({ ...DATABASE_UNAVAILABLE });
}
