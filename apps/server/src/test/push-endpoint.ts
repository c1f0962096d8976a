import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  type ECDH,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's side of a push subscription: the keys the test made, as the browser would. */
export interface TestSubscriber {
  ecdh: ECDH;
  authSecret: Buffer;
  keys: { p256dh: string; auth: string };
}

export function newSubscriber(): TestSubscriber {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
  };
}

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service on 127.0.0.1: it keeps every request and answers the statuses queued with `answer`
 * (201 once the queue is empty), as FCM or Mozilla's would.
 */
export async function startPushEndpoint() {
  const received: ReceivedPush[] = [];
  const statuses: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = statuses.shift() ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer: (...next: number[]) => statuses.push(...next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
const info = (text: string, ...parts: Buffer[]) =>
  Buffer.concat([Buffer.from(text, 'latin1'), Buffer.from([0]), ...parts]);

/**
 * Decrypts a Web Push message as the browser does: RFC 8291's key derivation for the aes128gcm content
 * coding of RFC 8188 (salt, record size, the sender's key in the header; one record, padding delimiter 2).
 */
export function decryptPush(body: Buffer, subscriber: TestSubscriber): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const senderKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (record.length > recordSize) throw new Error('More than one record');

  const sharedSecret = subscriber.ecdh.computeSecret(senderKey);
  const keyInfo = info('WebPush: info', subscriber.ecdh.getPublicKey(), senderKey);
  const ikm = hmac(hmac(subscriber.authSecret, sharedSecret), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const contentKey = hmac(
    prk,
    Buffer.concat([info('Content-Encoding: aes128gcm'), Buffer.from([1])]),
  ).subarray(0, 16);
  const nonce = hmac(prk, Buffer.concat([info('Content-Encoding: nonce'), Buffer.from([1])])).subarray(0, 12);

  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('The last record has no padding delimiter 2');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Checks the VAPID header (RFC 8292) as a push service does: "vapid t=<JWT>, k=<public key>", the JWT
 * signed with ES256 by the key's private half, for this push service's origin. Returns its claims.
 */
export function verifyVapid(authorization: string | undefined, expectedKey: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`Not a VAPID header: ${authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== expectedKey) throw new Error('Signed with another key');
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('The VAPID signature does not verify');
  return JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud: string;
    exp: number;
    sub: string;
  };
}
