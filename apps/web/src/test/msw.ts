import { http } from 'msw';
import { setupServer } from 'msw/node';

// docs/contributing.md#the-web-test-toolkit: the one stand-in API of the web tests. The setup file starts
// it for every test file with `onUnhandledRequest: 'error'` and drops a test's own handlers after the
// test; a test adds the answers it needs with `server.use(http.get('/api/…', …))`.
export const server = setupServer();

export interface SentRequest {
  method: string;
  /** The path without the query, `/api/cart`. */
  path: string;
  /** The query as an object, `{ page: '2' }`. */
  query: Record<string, string>;
  /** The path with its query, `/api/cart?page=2`, as the app asked for it. */
  url: string;
  /** The request headers, by their lowercase names. */
  headers: Record<string, string>;
  /** The JSON body, the FormData of a multipart one, the text of any other, or undefined. */
  body: unknown;
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Records every request the app sends to the stand-in API, in order, for the test to assert on what was
 * sent (method, path, body). The body is read as the request starts: assert on it once the page has shown
 * the answer, or inside `waitFor`.
 */
export function recordRequests(): SentRequest[] {
  const sent: SentRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const entry = describeHead(request);
    sent.push(entry);
    void readBody(request).then((body) => {
      entry.body = body;
    });
  });
  return sent;
}

function describeHead(request: Request): SentRequest {
  const url = new URL(request.url);
  return {
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    url: `${url.pathname}${url.search}`,
    headers: Object.fromEntries(request.headers),
    body: undefined,
  };
}

async function readBody(request: Request): Promise<unknown> {
  if (!request.body) return undefined;
  const contentType = request.headers.get('content-type') ?? '';
  const text = await request.clone().text();
  return contentType.startsWith('multipart/form-data') ? parseMultipart(text, contentType) : parseBody(text);
}

/**
 * A multipart body as the FormData the app sent. Read by hand: Node's own parser refuses the files of
 * jsdom's realm. Enough for tests: the fields as text, the files with their name and type.
 */
function parseMultipart(text: string, contentType: string): FormData {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const form = new FormData();
  if (!boundary) return form;
  for (const part of text.split(`--${boundary[1] ?? boundary[2]}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split === -1) continue;
    const head = part.slice(0, split);
    const value = part.slice(split + 4).replace(/\r\n$/, '');
    const name = /name="([^"]*)"/.exec(head)?.[1];
    if (name === undefined) continue;
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? '';
    if (filename === undefined) form.append(name, value);
    else form.append(name, new File([value], filename, { type }));
  }
  return form;
}

/**
 * One handler for every `/api/…` request, for a test whose answers depend on what was sent more than on
 * the route (a feature harness's `mockApi`): `answer` gets the request as sent and returns the Response,
 * or undefined to leave it unhandled (which fails the test); a TypeError it throws or rejects with is a
 * network error, as when the server cannot be reached. Returns the requests, in order, each
 * recorded with its body before it is answered.
 */
export function answerRequests(
  answer: (request: SentRequest) => Response | undefined | Promise<Response | undefined>,
): SentRequest[] {
  const sent: SentRequest[] = [];
  server.use(
    http.all('/api/*', async ({ request }) => {
      // Recorded as it arrives, so the order is the order the app sent them in.
      const described = describeHead(request);
      sent.push(described);
      described.body = await readBody(request);
      try {
        return await answer(described);
      } catch (error) {
        // An answer that fails as fetch does when the server cannot be reached: a network error.
        if (error instanceof TypeError) return Response.error();
        throw error;
      }
    }),
  );
  return sent;
}
