import { createHash } from 'node:crypto';
import path from 'node:path';
import { CATEGORY_SLUGS } from '@fengshui/shared/constants';
import { MESSAGES } from '@fengshui/shared/messages';
import { catalogKeys } from '@fengshui/shared/query-keys';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script of the repository, without types
import { buildWebIfNeeded } from '../../../../scripts/build-if-needed.mjs';
import { createCategory, createProduct } from '../db/factories/catalog.ts';
import { products } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { MODULE_LOADER_SCRIPT, PAGE_MODULES_ELEMENT_ID, STYLESHEET_GATE_SCRIPT } from './module-loader.ts';

// docs/decisions/006-server-rendering.md: with the web app built, the public pages are rendered by
// the web app's own code on the server, from the same API answers the browser would read.

let t: TestApp;
let productId: number;
const slug = CATEGORY_SLUGS[0];

beforeAll(async () => {
  buildWebIfNeeded();
  t = await createTestApp({ WEB_DIST_DIR: path.resolve(import.meta.dirname, '../../../web/dist') });
  const category = await createCategory(t.db, { slug, name: 'Lucky Charms' });
  productId = (
    await createProduct(t.db, {
      categoryId: category.id,
      name: 'Golden Pixiu Bracelet',
      description: '<p>Obsidian beads and a <strong>golden Pixiu</strong>.</p>',
      price: 888,
      stock: 5,
      imageKeys: ['products/golden-pixiu'],
    })
  ).id;
}, 300_000);

afterAll(() => t?.close());

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

/** What React rendered into #root. */
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div>\s*<script id="page-state"/.exec(html)?.[1] ?? '';

function pageState(html: string) {
  const match = /<script id="page-state" type="application\/json">(.*?)<\/script>/s.exec(html);
  return match
    ? (JSON.parse(match[1]!) as {
        queries: {
          queries: { queryKey: unknown[]; state: { data?: unknown; error?: { status?: number } } }[];
        };
      })
    : null;
}

describe('a server-rendered product page', () => {
  it('carries the rendered product, its data for hydrating, and its SEO head', async () => {
    const response = await page(`/product/${productId}`);
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toContain('Golden Pixiu Bracelet');
    expect(rootOf(response.body)).toContain('<strong>golden Pixiu</strong>');
    expect(response.body).toContain('<title>Golden Pixiu Bracelet | Feng Shui Prosper</title>');
    const product = pageState(response.body)?.queries.queries.find(
      (query) => JSON.stringify(query.queryKey) === JSON.stringify(catalogKeys.product(productId)),
    );
    expect(product?.state.data).toMatchObject({ product_id: productId, name: 'Golden Pixiu Bracelet' });
  });

  it("asks for its scripts after the first paint: the loader lists the page's own code, and it and the stylesheet's gate are the only inline scripts the CSP allows", async () => {
    const response = await page(`/product/${productId}`);
    const html = response.body;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const listed = new RegExp(
      `<script id="${PAGE_MODULES_ELEMENT_ID}" type="application/json">(.*?)</script>`,
    ).exec(html);
    const modules = JSON.parse(listed![1]!) as { entry: string; modules: string[] };
    expect(modules.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(modules.modules).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/assets\/ProductPage-[\w-]+\.js$/)]),
    );
    const inline = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1],
    );
    expect(inline).toEqual([STYLESHEET_GATE_SCRIPT, MODULE_LOADER_SCRIPT]);
    const scriptSources = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))![1]!;
    for (const script of inline) {
      const hash = `'sha256-${createHash('sha256').update(script!).digest('base64')}'`;
      expect(scriptSources.split(' ')).toContain(hash);
    }
    expect(scriptSources).not.toContain('unsafe-inline');
    for (const script of html.match(/<script[^>]*>/g) ?? []) {
      expect(script).toMatch(/^<script>$|type="application\/(json|ld\+json)"/);
    }
  });

  it('parses its content only once the stylesheet has come: an inline script stands between the stylesheet and #root', async () => {
    const html = (await page(`/product/${productId}`)).body;
    const gate = html.indexOf(`<script>${STYLESHEET_GATE_SCRIPT}</script>`);
    expect(gate).toBeGreaterThan(html.lastIndexOf('<link rel="stylesheet"'));
    expect(html.slice(gate)).toMatch(/^<script>[^<]*<\/script><div id="root">/);
  });

  it("asks for the product's picture first: its preload leads <head>, before the stylesheet", async () => {
    const html = (await page(`/product/${productId}`)).body;
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = head.indexOf('<link rel="preload" as="image"');
    expect(preload).toBeGreaterThan(-1);
    expect(head.slice(preload)).toMatch(
      /^<link rel="preload" as="image" imageSrcSet="\/media\/products\/golden-pixiu\/320\.webp 320w[^>]*fetchPriority="high"/,
    );
    expect(preload).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
    // Moved, not copied: #root keeps no second preload of it.
    expect(rootOf(html)).not.toContain(
      '<link rel="preload" as="image" imageSrcSet="/media/products/golden-pixiu',
    );
  });

  it("shows the owner's edit on the very next visit: the HTML is rendered per request and never cached", async () => {
    await t.db.update(products).set({ name: 'Golden Pixiu Bracelet II' }).where(eq(products.id, productId));
    const response = await page(`/product/${productId}`);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(rootOf(response.body)).toContain('Golden Pixiu Bracelet II');
  });

  it('renders an unknown product as its not-found page with a 404, the 404 travelling to the browser', async () => {
    const response = await page('/product/987654');
    expect(response.statusCode).toBe(404);
    expect(rootOf(response.body)).toContain(MESSAGES.productNotFound);
    const detail = pageState(response.body)?.queries.queries.find(
      (query) => JSON.stringify(query.queryKey) === JSON.stringify(catalogKeys.product(987654)),
    );
    expect(detail?.state.error).toMatchObject({ status: 404, message: expect.any(String) });
  });
});

describe('other pages', () => {
  it('renders a category with its products', async () => {
    const response = await page(`/category/${slug}`);
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toContain('Lucky Charms');
    expect(rootOf(response.body)).toContain('Golden Pixiu Bracelet');
  });

  it.each(['/Product/{id}', '/SHOP', '/Category/{slug}'])(
    'answers %s, a path in other letters, as any unknown path: a 404 and no page rendered under it',
    async (path) => {
      const response = await page(path.replace('{id}', String(productId)).replace('{slug}', slug));
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('Golden Pixiu Bracelet');
    },
  );

  it('sends the checkout, a page of signed-in customers, as the shell the browser renders', async () => {
    const response = await page('/checkout');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('id="page-state"');
    // Without JavaScript the shell is not a blank page: it says what the shop needs.
    expect(response.body).toMatch(/<noscript>[\s\S]*This shop needs JavaScript[\s\S]*<\/noscript>/);
  });

  it('renders the consultation page, the services a visitor may book, without the browser', async () => {
    const response = await page('/consultation');
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toContain('Our services');
    expect(rootOf(response.body)).toContain('Book Consultation');
  });

  it('keeps the server-side renderer itself out of the public files', async () => {
    expect((await page('/server/entry-server.js')).statusCode).toBe(404);
  });
});
