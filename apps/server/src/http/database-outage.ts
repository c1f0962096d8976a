import { BUSINESS } from '@fengshui/shared/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS } from '../db/outage.ts';

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

/** A page request: anything the web app answers (outside `/api` and `/media`). */
export function wantsPage(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !pathname.startsWith('/api/') &&
    pathname !== '/api' &&
    !pathname.startsWith('/media/')
  );
}

// Standalone on purpose: the page must not need the web app's scripts, styles or any data.
const OUTAGE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Back in a moment | ${BUSINESS.name}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#fdf8f0;color:#3b2a1a;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;text-align:center}
main{max-width:28rem;padding:2rem}
h1{font-size:1.5rem;margin:0 0 .75rem;color:#8b1e1e}
p{line-height:1.5;margin:0 0 1.25rem}
a{display:inline-block;padding:.6rem 1.4rem;border-radius:.5rem;background:#8b1e1e;color:#fff;text-decoration:none;font-weight:600}
</style>
</head>
<body>
<main>
<h1>${BUSINESS.name} is back in a moment</h1>
<p>${DATABASE_UNAVAILABLE.message}</p>
<a href="">Try again</a>
</main>
</body>
</html>
`;

/** 503 with `Retry-After`: the error envelope for the API, a small page of its own for pages. */
export function sendDatabaseUnavailable(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply
    .status(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store');
  if (wantsPage(request)) return reply.type('text/html; charset=utf-8').send(OUTAGE_PAGE);
  return reply.send({ ...DATABASE_UNAVAILABLE });
}
