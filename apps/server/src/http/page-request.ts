import type { FastifyRequest } from 'fastify';

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
