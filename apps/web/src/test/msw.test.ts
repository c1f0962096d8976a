import { expectConsole } from '@fengshui/shared/test/console-guard';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerRequests, recordRequests, server } from './msw.ts';

describe('the stand-in API of the web tests', () => {
  it('refuses a request no handler answers, and says so on the console, which fails the test', async () => {
    const complaints = expectConsole('error', /without a matching request handler/);
    await expect(fetch('/api/nowhere')).rejects.toThrow();
    expect(complaints).toHaveLength(1);
    expect(complaints[0]).toContain('GET /api/nowhere');
  });

  it('answers from the handlers a test adds, and records what the app sent', async () => {
    server.use(http.post('/api/cart', () => HttpResponse.json({ items: [] }, { status: 201 })));
    const sent = recordRequests();
    const response = await fetch('/api/cart?merge=1', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-User-Id': '7' },
      body: JSON.stringify({ product_id: 11, quantity: 2 }),
    });
    expect(response.status).toBe(201);
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/cart',
        query: { merge: '1' },
        url: '/api/cart?merge=1',
        headers: expect.objectContaining({ 'x-user-id': '7' }),
        body: { product_id: 11, quantity: 2 },
      },
    ]);
  });

  it('lets one handler answer from what was sent, and turns a TypeError into a network error', async () => {
    const sent = answerRequests(({ path }) => {
      if (path === '/api/down') throw new TypeError('Failed to fetch');
      return HttpResponse.json({ path });
    });
    await expect((await fetch('/api/products/3')).json()).resolves.toEqual({ path: '/api/products/3' });
    await expect(fetch('/api/down')).rejects.toThrow(TypeError);
    expect(sent.map((request) => request.path)).toEqual(['/api/products/3', '/api/down']);
  });

  it('drops the handlers of the test before', async () => {
    const complaints = expectConsole('error', /without a matching request handler/);
    await expect(fetch('/api/cart', { method: 'POST' })).rejects.toThrow();
    expect(complaints).toHaveLength(1);
  });
});
