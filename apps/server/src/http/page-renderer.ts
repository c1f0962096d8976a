import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

// The web app's server-side renderer (apps/web/src/entry-server.tsx), described here rather than
// imported, since the server never compiles the web app's code: it loads the built bundle.
export interface RenderedPage {
  html: ReadableStream<Uint8Array>;
  state: unknown;
  assets: { modulePreloads: string[]; stylesheets: string[] };
  priorityPreloads: string[];
}
export type RenderPage = (url: string) => Promise<RenderedPage | null>;

interface RendererModule {
  createPageRenderer(options: {
    fetch: (url: string, init: RequestInit) => Promise<Response>;
    manifest: unknown;
    onError?: (error: unknown) => void;
  }): RenderPage;
}

/** Bodies a status may not carry (the Fetch standard refuses to build such a Response). */
const NO_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * The renderer's fetch: the API answered in-process through `app.inject`, so a server-rendered page
 * holds exactly what the browser would have read, with no socket and no second server.
 */
export function inProcessFetch(app: FastifyInstance) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined)
        responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(NO_BODY.has(response.statusCode) ? null : response.rawPayload, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}

/**
 * Loads the built renderer (`vite build --ssr` writes dist/server/entry-server.js) once at start.
 * Without a build (the API tests) there is none, and pages go out as the template with their SEO head.
 */
export async function loadPageRenderer(app: FastifyInstance, webDistDir: string): Promise<RenderPage | null> {
  const entry = path.join(webDistDir, 'server', 'entry-server.js');
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return null;
  const renderer = (await import(pathToFileURL(entry).href)) as RendererModule;
  return renderer.createPageRenderer({
    fetch: inProcessFetch(app),
    manifest: JSON.parse(readFileSync(manifestFile, 'utf8')),
    onError: (error) =>
      app.log.error({ err: error }, 'Server rendering failed; the page goes out as the shell'),
  });
}
