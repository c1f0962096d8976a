// The server-side renderer of the public pages (docs/decisions/006-server-rendering.md), built with
// `vite build --ssr` into dist/server and loaded once by the Fastify server when it starts.
import type { QueryClient } from '@tanstack/react-query';
import { JSDOM } from 'jsdom';
import { renderToReadableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import type { Manifest } from 'vite';
import { Providers } from './app/Providers.tsx';
import { type RouteAssets, routeAssets } from './app/route-assets.ts';
import { createRoutes, type RouteHandle } from './app/routes.tsx';
import { setApiTransport } from './lib/api-client.ts';
import { dehydratePageQueries, keepClientErrors, type PageState } from './lib/page-state.ts';
import { setPurifierWindow } from './lib/purifier.ts';
import { createQueryClient } from './lib/query-client.ts';

export interface PageRendererOptions {
  /** Answers the app's API calls (`/api/...`) in-process, as the browser's fetch would over HTTP. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The browser build's manifest (dist/.vite/manifest.json), for each page's modulepreload links. */
  manifest: Manifest;
  /** Called with anything that fails while rendering; the page then goes out as the plain shell. */
  onError?: (error: unknown) => void;
}

export interface RenderedPage {
  /** The page's HTML inside #root, complete (every Suspense boundary resolved). */
  html: ReadableStream<Uint8Array>;
  /** The query cache and router state the browser hydrates from. */
  state: PageState;
  assets: RouteAssets;
  /** `<link rel="preload">` of the pictures React saw marked `fetchPriority="high"`, for <head>. */
  priorityPreloads: string[];
}

export type RenderPage = (url: string) => Promise<RenderedPage | null>;

/** A page is rendered on the server only when its route says so; every other page is the shell. */
function serverRenderedModules(routes: ReturnType<typeof createRoutes>, pathname: string): string[] | null {
  const matches = matchRoutes(routes, pathname) ?? [];
  const handles = matches.map((match) => match.route.handle as RouteHandle | undefined);
  const leaf = handles.at(-1);
  if (!leaf?.serverRendered) return null;
  return handles.flatMap((handle) => (handle ? [handle.module] : []));
}

const LEADING_LINKS = /^(?:<link [^>]*>)+/;

/**
 * React renders #root, not the document, so it writes the preloads it collected (the first pictures
 * not loading lazily) at the start of #root, behind every stylesheet, font and script the head names.
 * The page's largest picture must start first (docs/decisions/007-delivering-bytes.md): the preloads
 * of the pictures marked `fetchPriority="high"` move to the head; the others stay where React put
 * them. These links are no part of the component tree, so hydration never looks for them.
 */
async function takePriorityPreloads(
  stream: ReadableStream<Uint8Array>,
): Promise<{ html: ReadableStream<Uint8Array>; priorityPreloads: string[] }> {
  const text = await new Response(stream).text();
  const leading = LEADING_LINKS.exec(text)?.[0] ?? '';
  const links = leading.match(/<link [^>]*>/g) ?? [];
  const priority = links.filter((link) => /\bfetchPriority="high"/i.test(link));
  const kept = links.filter((link) => !priority.includes(link)).join('');
  return {
    html: new Response(kept + text.slice(leading.length)).body!,
    priorityPreloads: priority,
  };
}

/** On the server a failed read is shown as it is: a retry would only hold the page back. */
function serverQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  const defaults = queryClient.defaultQueryOptions.bind(queryClient);
  queryClient.defaultQueryOptions = (options) => ({ ...defaults(options), retry: false });
  return queryClient;
}

function routerState(context: StaticHandlerContext): PageState['router'] {
  return { loaderData: context.loaderData, actionData: context.actionData, errors: null };
}

export function createPageRenderer({ fetch, manifest, onError }: PageRendererOptions): RenderPage {
  setApiTransport(fetch);
  setPurifierWindow(new JSDOM('').window);

  return async function renderPage(url) {
    const queryClient = serverQueryClient();
    const routes = createRoutes(queryClient, 'await');
    const address = new URL(url, 'http://server.internal');
    const modules = serverRenderedModules(routes, address.pathname);
    if (!modules) return null;

    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(address));
    // A redirect or a failed route module: the browser renders that page itself.
    if (context instanceof Response || context.errors) return null;
    const state: PageState = { queries: dehydratePageQueries(queryClient), router: routerState(context) };
    keepClientErrors(queryClient);

    let failed = false;
    const html = await renderToReadableStream(
      <Providers queryClient={queryClient}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </Providers>,
      {
        // A large boundary would otherwise go out later with a script to move it into place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          failed = true;
          onError?.(error);
        },
      },
    );
    // Boundaries completed later would need React's inline scripts, which the CSP refuses: the page
    // goes out once everything in it has rendered, each boundary in its place.
    await html.allReady;
    if (failed) return null;
    return { ...(await takePriorityPreloads(html)), state, assets: routeAssets(manifest, modules) };
  };
}
