import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { json } from '../test/fixtures.ts';
import { recordRequests, server } from '../test/msw.ts';
import { ApiRequestError, apiRequest, onSessionExpired } from './api-client.ts';

/** How many requests went to a path, as the stand-in API saw them. */
const callsTo = (sent: ReturnType<typeof recordRequests>, path: string) =>
  sent.filter((request) => request.path === path).length;

const refreshAnswers = (answer: () => Response | Promise<Response>) =>
  server.use(http.post('/api/auth/refresh', answer));

describe('apiRequest and an expired session', () => {
  let expired: Mock<() => void>;
  let stopListening: () => void;

  beforeEach(() => {
    expired = vi.fn<() => void>();
    stopListening = onSessionExpired(expired);
  });

  afterEach(() => stopListening());

  it('refreshes once for concurrent 401s and retries each request', async () => {
    let refreshed = false;
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    refreshAnswers(async () => {
      await refreshGate;
      refreshed = true;
      return json(200, { success: true, token: 'rotated' });
    });
    server.use(
      http.get('/api/*', ({ request }) =>
        refreshed
          ? json(200, { url: new URL(request.url).pathname })
          : json(401, { message: 'Not signed in', code: 'UNAUTHORIZED' }),
      ),
    );
    const sent = recordRequests();

    const calls = Promise.all([
      apiRequest<{ url: string }>('/orders'),
      apiRequest<{ url: string }>('/users/shipping-addresses'),
      apiRequest<{ url: string }>('/cart'),
    ]);
    await vi.waitFor(() => expect(callsTo(sent, '/api/auth/refresh')).toBe(1));
    releaseRefresh();

    await expect(calls).resolves.toEqual([
      { url: '/api/orders' },
      { url: '/api/users/shipping-addresses' },
      { url: '/api/cart' },
    ]);
    expect(callsTo(sent, '/api/auth/refresh')).toBe(1);
    expect(callsTo(sent, '/api/orders')).toBe(2);
    expect(expired).not.toHaveBeenCalled();
  });

  it('clears the session when the refresh fails: the listeners hear it and the caller gets the spec message', async () => {
    refreshAnswers(() => json(401, { message: 'No session', code: 'UNAUTHORIZED' }));
    server.use(http.get('/api/orders', () => json(401, {})));
    const sent = recordRequests();

    const error = await apiRequest('/orders').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 401, message: 'Your session has expired. Please log in again.' });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(callsTo(sent, '/api/orders')).toBe(1);
  });

  it('gives up after one retry when the refreshed session is still refused', async () => {
    refreshAnswers(() => json(200, { success: true }));
    server.use(http.get('/api/orders', () => json(401, { message: 'Not signed in' })));
    const sent = recordRequests();

    await expect(apiRequest('/orders')).rejects.toMatchObject({ status: 401 });
    expect(callsTo(sent, '/api/orders')).toBe(2);
    expect(callsTo(sent, '/api/auth/refresh')).toBe(1);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh for the auth calls themselves: a wrong password is just a 401', async () => {
    server.use(http.all('/api/*', () => json(401, { message: 'Invalid email/username or password' })));
    const sent = recordRequests();

    await expect(
      apiRequest('/auth/login', { method: 'POST', body: { emailOrUsername: 'a', password: 'b' } }),
    ).rejects.toMatchObject({ status: 401, message: 'Invalid email/username or password' });
    await expect(apiRequest('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(callsTo(sent, '/api/auth/refresh')).toBe(0);
    expect(expired).not.toHaveBeenCalled();
  });

  it('still refreshes for an authenticated auth call such as the password change', async () => {
    server.use(http.all('/api/*', () => json(401, {})));
    const sent = recordRequests();

    await expect(apiRequest('/auth/update-password', { method: 'PUT', body: {} })).rejects.toMatchObject({
      status: 401,
    });
    expect(callsTo(sent, '/api/auth/refresh')).toBe(1);
    expect(expired).toHaveBeenCalledTimes(1);
  });
});

describe('apiRequest error messages', () => {
  it('says "You do not have permission to perform this action" for a bare 403', async () => {
    server.use(http.get('/api/admin/mail', () => new Response('', { status: 403 })));
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
    server.use(http.post('/api/auth/login', () => json(403, body)));
    await expect(apiRequest('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 403,
      message: 'Verify first',
      code: 'X',
      body,
    });
  });

  it('reports no answer at all as a connection problem', async () => {
    server.use(http.get('/api/products', () => HttpResponse.error()));
    await expect(apiRequest('/products')).rejects.toMatchObject({
      status: null,
      message: 'Unable to connect to the server. Please check your internet connection.',
    });
  });
});

describe('apiRequest with a multipart body', () => {
  it('sends FormData as it is, without a content-type of its own, so the browser writes the multipart boundary', async () => {
    server.use(http.post('/api/admin/cms/blogs', () => json(201, { id: 7 })));
    const sent = recordRequests();
    const form = new FormData();
    form.append('title', 'Lucky charms');

    await expect(apiRequest('/admin/cms/blogs', { method: 'POST', body: form })).resolves.toEqual({ id: 7 });

    const [request] = sent;
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(Object.fromEntries(request?.body as FormData)).toEqual({ title: 'Lucky charms' });
  });

  it('refreshes once on a 401 and sends the same form again', async () => {
    let refreshed = false;
    refreshAnswers(() => {
      refreshed = true;
      return json(200, { success: true });
    });
    server.use(http.put('/api/products/3', () => (refreshed ? json(200, { ok: true }) : json(401, {}))));
    const sent = recordRequests();
    const form = new FormData();
    form.append('name', 'Jade bracelet');

    await expect(apiRequest('/products/3', { method: 'PUT', body: form })).resolves.toEqual({ ok: true });
    const sends = sent.filter((request) => request.path === '/api/products/3');
    expect(sends.map((request) => Object.fromEntries(request.body as FormData))).toEqual([
      { name: 'Jade bracelet' },
      { name: 'Jade bracelet' },
    ]);
  });

  it("reads the server's error message from a refused form", async () => {
    server.use(
      http.post('/api/categories', () => json(400, { message: 'Image too large', code: 'VALIDATION' })),
    );
    await expect(apiRequest('/categories', { method: 'POST', body: new FormData() })).rejects.toMatchObject({
      status: 400,
      message: 'Image too large',
      code: 'VALIDATION',
    });
  });
});
