import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.ts';
import { blogs, categories, products } from '../db/schema/index.ts';

const STATIC_PATHS = [
  '/',
  '/shop',
  '/blog',
  '/horoscope',
  '/consultation',
  '/product-guide',
  '/faqs',
  '/contact',
];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!,
  );

export async function renderSitemap({ db, config }: Pick<AppDeps, 'db' | 'config'>): Promise<string> {
  const [categoryRows, productRows, blogRows] = await Promise.all([
    db.select({ slug: categories.slug }).from(categories).orderBy(categories.position, categories.id),
    db
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(eq(products.status, 'active'))
      .orderBy(products.id),
    // The posts the public can read: published and not scheduled for later.
    db
      .select({ id: blogs.id, updatedAt: blogs.updatedAt })
      .from(blogs)
      .where(and(eq(blogs.status, 'published'), lte(blogs.publishDate, sql`now()`)))
      .orderBy(desc(blogs.publishDate), desc(blogs.id)),
  ]);
  const entry = (loc: string, lastmod?: Date) =>
    `  <url><loc>${escapeXml(`${config.publicUrl}${loc}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...STATIC_PATHS.map((path) => entry(path)),
    ...categoryRows.map((row) => entry(`/category/${row.slug}`)),
    ...productRows.map((row) => entry(`/product/${row.id}`, row.updatedAt)),
    ...blogRows.map((row) => entry(`/blog/${row.id}`, row.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

export function renderRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /account',
    'Disallow: /cart',
    'Disallow: /checkout',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
