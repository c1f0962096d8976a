import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import fastifyStatic from '@fastify/static';
import { BUSINESS } from '@fengshui/shared/constants';
import { INITIAL_DATA_ELEMENT_ID, isKnownWebRoute, PAGE_STATE_ELEMENT_ID } from '@fengshui/shared/web-routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { describeBlogPage } from './blog-page.ts';
import { describeCategoryPage, describeProductPage } from './catalog-pages.ts';
import { type OutageCounter, sendDatabaseUnavailable } from './database-outage.ts';
import {
  MODULE_LOADER_SCRIPT,
  PAGE_MODULES_ELEMENT_ID,
  type PageModules,
  STYLESHEET_GATE_SCRIPT,
  withoutModuleTags,
} from './module-loader.ts';
import { loadPageRenderer, type RenderedPage } from './page-renderer.ts';
import { wantsPage } from './page-request.ts';
import { type PageHead, renderHead, safeJson } from './seo.ts';
import { renderRobots, renderSitemap } from './sitemap.ts';
import { describeZodiacPage } from './zodiac-page.ts';

// Used when the web app has not been built (API tests): the same placeholders as apps/web/index.html.
const FALLBACK_TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><!--app-head--></head><body><div id="root"></div><!--app-data--></body></html>`;

const DEFAULT_DESCRIPTION =
  'Feng shui bracelets, amulets, home decor, incense and guides, delivered anywhere in the Philippines. Pay online or cash on delivery.';

export async function registerWebApp(
  app: FastifyInstance,
  deps: AppDeps,
  outages: OutageCounter,
): Promise<void> {
  const { config } = deps;
  const indexFile = path.join(config.webDistDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const template = hasBuild ? readFileSync(indexFile, 'utf8') : FALLBACK_TEMPLATE;
  // A server-rendered page asks for its scripts after its first paint (module-loader.ts).
  const rendering = withoutModuleTags(template);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      index: false,
      decorateReply: false,
      wildcard: true,
      // The build writes .br and .gz beside each file (apps/web/build/precompress.ts): sent as they are.
      preCompressed: true,
      // dist/server is the server-side renderer's bundle, not something to hand out.
      allowedPath: (pathname) => !pathname.startsWith('/server/'),
      setHeaders: (reply, filePath) => {
        // Vite fingerprints everything under assets/, so it never changes under the same name.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/xml').send(await renderSitemap(deps)),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain').send(renderRobots(config.publicUrl)),
  );

  // The public pages are rendered to HTML by the web app's own code (docs/decisions/006-server-rendering.md).
  const renderPage = hasBuild ? await loadPageRenderer(app, config.webDistDir) : null;

  // A page that cannot be rendered still goes out: as the shell, which the browser renders itself.
  const renderFailed = (error: unknown) => {
    app.log.error({ err: error }, 'Server rendering failed; the page goes out as the shell');
    return null;
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const outagesBefore = outages.seen;
    const [page, rendered] = await Promise.all([
      describePage(deps, pathname),
      renderPage && request.method === 'GET' ? renderPage(request.url).catch(renderFailed) : null,
    ]);
    // One of the page's in-process API reads met an unreachable database: a page of error boxes
    // with a 200 would be kept by caches and crawlers, the 503 page asks them to come back.
    if (outages.seen !== outagesBefore) {
      await rendered?.html.cancel().catch(() => {});
      return sendDatabaseUnavailable(request, reply);
    }
    reply
      .status(page.status)
      // Every visit asks again, so an edited product is never shown from a stale copy.
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8');
    if (rendered) return reply.send(streamPage(rendering, renderHead(page.head), rendered));
    const html = template
      .replace('<!--app-head-->', renderHead(page.head))
      .replace(
        '<!--app-data-->',
        page.head.data
          ? `<script id="${INITIAL_DATA_ELEMENT_ID}" type="application/json">${safeJson(page.head.data)}</script>`
          : '',
      );
    return reply.send(html);
  };

  // The static plugin would answer "/" as a directory (403); the home page is a page like the others.
  app.get('/', { schema: { hide: true } }, sendPage);

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!wantsPage(request)) {
      return reply
        .status(404)
        .send({ message: `Route ${request.method} ${pathname} not found`, code: 'NOT_FOUND' });
    }
    return sendPage(request, reply);
  });
}

const ROOT = '<div id="root"></div>';

/**
 * index.html around the rendered page: the SEO head and the page's largest picture first in <head>,
 * then index.html's own tags (the stylesheet, the fonts); React's HTML streamed into #root, and after
 * it the state the browser hydrates from, as JSON, and the scripts to hydrate with, which the loader
 * asks for once the page is painted (docs/decisions/007-delivering-bytes.md).
 */
function streamPage(
  rendering: { template: string; entry: string | null; modules: string[] },
  head: string,
  page: RenderedPage,
): Readable {
  const first = [head, ...page.priorityPreloads].join('\n    ');
  const stylesheets = page.assets.stylesheets.map(
    (href) => `<link rel="stylesheet" crossorigin href="${href}">`,
  );
  const [before = '', after = ''] = rendering.template.split(ROOT);
  const withHead = before
    .replace('<!--app-head-->', first)
    .replace('</head>', `${stylesheets.map((link) => `  ${link}\n`).join('')}  </head>`);
  const opening = `${withHead}<script>${STYLESHEET_GATE_SCRIPT}</script><div id="root">`;
  const state = `<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">${safeJson(page.state)}</script>`;
  const modules: PageModules | null = rendering.entry
    ? { entry: rendering.entry, modules: [...rendering.modules, ...page.assets.modulePreloads] }
    : null;
  const scripts = modules
    ? `\n    <script id="${PAGE_MODULES_ELEMENT_ID}" type="application/json">${safeJson(modules)}</script>\n    <script>${MODULE_LOADER_SCRIPT}</script>`
    : '';
  const closing = `</div>${after.replace('<!--app-data-->', `${state}${scripts}`)}`;
  const html = Readable.fromWeb(page.html as WebReadableStream<Uint8Array>);
  return Readable.from(
    (async function* () {
      yield opening;
      for await (const chunk of html) yield chunk as Uint8Array;
      yield closing;
    })(),
  );
}

async function describePage(deps: AppDeps, pathname: string): Promise<{ status: number; head: PageHead }> {
  const { config } = deps;
  const canonical = `${config.publicUrl}${pathname === '/' ? '/' : pathname.replace(/\/+$/, '')}`;
  const base: PageHead = {
    title: `${BUSINESS.name} | Feng Shui Shop Philippines`,
    description: DEFAULT_DESCRIPTION,
    canonical,
  };

  const productPage = await describeProductPage(deps, pathname, base);
  if (productPage) return productPage;

  const categoryPage = await describeCategoryPage(deps, pathname, base);
  if (categoryPage) return categoryPage;

  const blogPage = await describeBlogPage(deps, pathname, base);
  if (blogPage) return blogPage;

  const zodiacPage = await describeZodiacPage(deps, pathname, base);
  if (zodiacPage) return zodiacPage;

  return { status: isKnownWebRoute(pathname) ? 200 : 404, head: base };
}
