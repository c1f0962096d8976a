import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSemaphore } from './semaphore.ts';

interface Received {
  method: string;
  path: string;
  contentType: string | undefined;
  form: Record<string, string>;
}

/** A local stand-in for Semaphore's API: it records each request and answers what the test asks. */
let received: Received[] = [];
let answer: (response: ServerResponse) => void;
const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  let body = '';
  request.on('data', (chunk: Buffer) => {
    body += chunk.toString();
  });
  request.on('end', () => {
    received.push({
      method: request.method ?? '',
      path: request.url ?? '',
      contentType: request.headers['content-type'],
      form: Object.fromEntries(new URLSearchParams(body)),
    });
    answer(response);
  });
});
let baseUrl = '';

const json = (status: number, body: unknown) => (response: ServerResponse) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
});

describe('the Semaphore adapter', () => {
  it('posts the API key, the number without its plus, the message and the sender name as a form', async () => {
    answer = json(200, [{ message_id: 55871500, recipient: '639171234567', status: 'Pending' }]);
    const sms = createSemaphore({ apiKey: 'key-123', senderName: 'FENGSHUI', baseUrl });
    const result = await sms.send('+639171234567', 'Salamat! Order FS-1 is placed.');
    expect(result).toEqual({ ok: true, messageId: '55871500' });
    expect(received).toEqual([
      {
        method: 'POST',
        path: '/api/v4/messages',
        contentType: 'application/x-www-form-urlencoded',
        form: {
          apikey: 'key-123',
          number: '639171234567',
          message: 'Salamat! Order FS-1 is placed.',
          sendername: 'FENGSHUI',
        },
      },
    ]);
  });

  it('leaves the sender name out when none is set, so the account default applies', async () => {
    answer = json(200, [{ message_id: 7 }]);
    await createSemaphore({ apiKey: 'key-123', senderName: '', baseUrl }).send('+639171234567', 'Hi');
    expect(received[0]?.form).not.toHaveProperty('sendername');
  });

  it('reports a refused request as rejected, with what Semaphore said', async () => {
    answer = json(422, { number: ['The number format is invalid.'] });
    const result = await createSemaphore({ apiKey: 'key-123', senderName: '', baseUrl }).send(
      '+639171234567',
      'Hi',
    );
    expect(result).toEqual({
      ok: false,
      reason: 'rejected',
      message: 'Semaphore answered 422: {"number":["The number format is invalid."]}',
    });
  });

  it('reports a gateway failure as unavailable, to be tried again', async () => {
    answer = json(503, { error: 'down' });
    const result = await createSemaphore({ apiKey: 'key-123', senderName: '', baseUrl }).send(
      '+639171234567',
      'Hi',
    );
    expect(result).toMatchObject({ ok: false, reason: 'unavailable' });
  });

  it('reports a gateway that cannot be reached as unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const result = await createSemaphore({
      apiKey: 'key-123',
      senderName: '',
      baseUrl: `http://127.0.0.1:${port}`,
    }).send('+639171234567', 'Hi');
    expect(result).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(received).toEqual([]);
  });
});
