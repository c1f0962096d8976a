import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { json } from '../test/fixtures.ts';
import { ApiRequestError, apiRequest, onSessionExpired } from './api-client.ts';

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

function mockFetch(handler: Handler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(String(input), init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const callsTo = (fetchMock: ReturnType<typeof mockFetch>, url: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === url).length;

describe('apiRequest and an expired session', () => {
  let expired: Mock<() => void>;
  let stopListening: () => void;

  beforeEach(() => {
    expired = vi.fn<() => void>();
    stopListening = onSessionExpired(expired);
  });

  afterEach(() => {
    stopListening();
    vi.unstubAllGlobals();
  });

  it('refreshes once for concurrent 401s and retries each request', async () => {
    let refreshed = false;
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const fetchMock = mockFetch(async (url) => {
      if (url === '/api/auth/refresh') {
        await refreshGate;
        refreshed = true;
        return json(200, { success: true, token: 'rotated' });
      }
      return refreshed ? json(200, { url }) : json(401, { message: 'Not signed in', code: 'UNAUTHORIZED' });
    });

    const calls = Promise.all([
      apiRequest<{ url: string }>('/orders'),
      apiRequest<{ url: string }>('/users/shipping-addresses'),
      apiRequest<{ url: string }>('/cart'),
    ]);
    await vi.waitFor(() => expect(callsTo(fetchMock, '/api/auth/refresh')).toBe(1));
    releaseRefresh();

    await expect(calls).resolves.toEqual([
      { url: '/api/orders' },
      { url: '/api/users/shipping-addresses' },
      { url: '/api/cart' },
    ]);
    expect(callsTo(fetchMock, '/api/auth/refresh')).toBe(1);
    expect(callsTo(fetchMock, '/api/orders')).toBe(2);
    expect(expired).not.toHaveBeenCalled();
  });

  it('clears the session when the refresh fails: the listeners hear it and the caller gets the spec message', async () => {
    const fetchMock = mockFetch((url) =>
      url === '/api/auth/refresh'
        ? json(401, { message: 'No session', code: 'UNAUTHORIZED' })
        : json(401, {}),
    );

    const error = await apiRequest('/orders').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 401, message: 'Your session has expired. Please log in again.' });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(callsTo(fetchMock, '/api/orders')).toBe(1);
  });

  it('gives up after one retry when the refreshed session is still refused', async () => {
    const fetchMock = mockFetch((url) =>
      url === '/api/auth/refresh' ? json(200, { success: true }) : json(401, { message: 'Not signed in' }),
    );

    await expect(apiRequest('/orders')).rejects.toMatchObject({ status: 401 });
    expect(callsTo(fetchMock, '/api/orders')).toBe(2);
    expect(callsTo(fetchMock, '/api/auth/refresh')).toBe(1);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh for the auth calls themselves: a wrong password is just a 401', async () => {
    const fetchMock = mockFetch(() => json(401, { message: 'Invalid email/username or password' }));

    await expect(
      apiRequest('/auth/login', { method: 'POST', body: { emailOrUsername: 'a', password: 'b' } }),
    ).rejects.toMatchObject({ status: 401, message: 'Invalid email/username or password' });
    await expect(apiRequest('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(callsTo(fetchMock, '/api/auth/refresh')).toBe(0);
    expect(expired).not.toHaveBeenCalled();
  });

  it('still refreshes for an authenticated auth call such as the password change', async () => {
    const fetchMock = mockFetch((url) => (url === '/api/auth/refresh' ? json(401, {}) : json(401, {})));
    await expect(apiRequest('/auth/update-password', { method: 'PUT', body: {} })).rejects.toMatchObject({
      status: 401,
    });
    expect(callsTo(fetchMock, '/api/auth/refresh')).toBe(1);
    expect(expired).toHaveBeenCalledTimes(1);
  });
});

describe('apiRequest error messages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says "You do not have permission to perform this action" for a bare 403', async () => {
    mockFetch(() => new Response('', { status: 403 }));
    await expect(apiRequest('/admin/mail')).rejects.toMatchObject({
      status: 403,
      message: 'You do not have permission to perform this action',
    });
  });

  it("keeps the server's own 403 message and the whole body", async () => {
    const body = {
      success: false,
      needsVerification: true,
      email: 'a@b.ph',
      message: 'Verify first',
      code: 'X',
    };
    mockFetch(() => json(403, body));
    await expect(apiRequest('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 403,
      message: 'Verify first',
      code: 'X',
      body,
    });
  });

  it('reports no answer at all as a connection problem', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/products')).rejects.toMatchObject({
      status: null,
      message: 'Unable to connect to the server. Please check your internet connection.',
    });
  });
});

describe('apiRequest with a multipart body', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends FormData as it is, without a content-type, so the browser writes the multipart boundary', async () => {
    const fetchMock = mockFetch(() => json(201, { id: 7 }));
    const form = new FormData();
    form.append('title', 'Lucky charms');

    await expect(apiRequest('/admin/cms/blogs', { method: 'POST', body: form })).resolves.toEqual({ id: 7 });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).toEqual({ accept: 'application/json' });
  });

  it('refreshes once on a 401 and sends the same form again', async () => {
    let refreshed = false;
    const fetchMock = mockFetch((url) => {
      if (url === '/api/auth/refresh') {
        refreshed = true;
        return json(200, { success: true });
      }
      return refreshed ? json(200, { ok: true }) : json(401, {});
    });
    const form = new FormData();
    form.append('name', 'Jade bracelet');

    await expect(apiRequest('/products/3', { method: 'PUT', body: form })).resolves.toEqual({ ok: true });
    const sends = fetchMock.mock.calls.filter(([input]) => String(input) === '/api/products/3');
    expect(sends.map(([, init]) => init?.body)).toEqual([form, form]);
  });

  it("reads the server's error message from a refused form", async () => {
    mockFetch(() => json(400, { message: 'Image too large', code: 'VALIDATION' }));
    await expect(apiRequest('/categories', { method: 'POST', body: new FormData() })).rejects.toMatchObject({
      status: 400,
      message: 'Image too large',
      code: 'VALIDATION',
    });
  });
});
