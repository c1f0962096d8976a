import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createProduct } from '../db/factories/catalog.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// A built web app in miniature: the page template, a fingerprinted script with the .br and .gz files
// the build writes beside it, and a picture-free SVG the build left alone.
const dist = mkdtempSync(path.join(tmpdir(), 'fs-web-dist-'));
const script = 'export function greet(name) { return "Mabuhay, " + name; }\n'.repeat(300);
const scriptBrotli = brotliCompressSync(script);
const scriptGzip = gzipSync(script, { level: 9 });
const icon = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle r="4" cx="8" cy="8"/>'.repeat(60)}</svg>`;

let t: TestApp;
let productId: number;
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><!--app-head--></head><body><div id="root"></div><!--app-data--></body></html>',
  );
  writeFileSync(path.join(dist, 'assets/index-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets/index-abc123.js.br'), scriptBrotli);
  writeFileSync(path.join(dist, 'assets/index-abc123.js.gz'), scriptGzip);
  writeFileSync(path.join(dist, 'favicon.svg'), icon);
  t = await createTestApp({ WEB_DIST_DIR: dist });
  const category = await createCategory(t.db, { slug: 'incense', name: 'Incense' });
  productId = (
    await createProduct(t.db, {
      categoryId: category.id,
      name: 'Sandalwood Incense Sticks',
      description: `<p>${'Calm, warm and woody; burns for forty minutes. '.repeat(40)}</p>`,
    })
  ).id;
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...headers },
  });

// A product list with a long description: several kilobytes of JSON.
const PRODUCTS = '/api/products';

describe('API answers', () => {
  it('go out brotli-compressed above 1 KB to a browser that accepts it, with the same content', async () => {
    const plain = await get(PRODUCTS);
    const response = await get(PRODUCTS, 'gzip, deflate, br, zstd');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(plain.json());
  });

  it('go out gzipped to a client that only knows gzip', async () => {
    const response = await get(PRODUCTS, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual((await get(PRODUCTS)).json());
  });

  it('go out plain to a client that accepts no encoding, still saying that they vary on it', async () => {
    const response = await get(PRODUCTS);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/);
  });

  it('are sent as they are below 1 KB', async () => {
    const response = await get('/api/site-config', 'br, gzip');
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary ?? '').not.toMatch(/accept-encoding/);
  });

  it('answer 304 with no body to compress', async () => {
    const first = await get(PRODUCTS, 'br');
    const again = await get(PRODUCTS, 'br', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
  });
});

describe('pages', () => {
  it('are compressed on the fly', async () => {
    const plain = await get(`/product/${productId}`);
    const response = await get(`/product/${productId}`, 'gzip, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(plain.body);
  });
});

describe("the web app's files", () => {
  const asset = '/assets/index-abc123.js';

  it('are sent as the brotli file the build wrote, kept for a year', async () => {
    const response = await get(asset, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The very bytes of the build's file (best quality), not a compression made on the fly.
    expect(response.rawPayload.equals(scriptBrotli)).toBe(true);
  });

  it('are sent as the gzip file to a client without brotli, and plain to one without either', async () => {
    const gzipped = await get(asset, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.equals(scriptGzip)).toBe(true);
    const plain = await get(asset);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/);
    expect(plain.body).toBe(script);
  });

  it('are compressed on the fly when the build left no compressed copy', async () => {
    const response = await get('/favicon.svg', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(icon);
  });
});
