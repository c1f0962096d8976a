import {
  MEDIA_LIBRARY_PAGE_SIZE,
  type MediaLibraryQuery,
  type MediaLibraryResponse,
  type MediaPicture,
} from '@fengshui/shared/admin-media';
import { eq, isNotNull, like, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { blogs, faqs, productGuides, productImages, products } from '../../db/schema/index.ts';
import type { MediaStorage } from '../../integrations/storage/types.ts';
import { imageUrls } from './image-urls.ts';

// docs/admin.md#rich-text: the pictures the owner has already put in the shop, for the rich-text
// editor to place in a text. Read from where they are used, so nothing extra is kept: product
// pictures, blog covers, guide previews, and the pictures inside posts and FAQ answers (only the
// shop's own /media/ addresses, the ones the sanitiser keeps).

const OWN_PICTURE = /<img[^>]*\ssrc="(\/media\/[^"]+)"(?:[^>]*\salt="([^"]*)")?/gi;

interface Dated extends MediaPicture {
  at: Date;
}

function picturesInHtml(html: string, fallbackAlt: string, at: Date): Dated[] {
  return [...html.matchAll(OWN_PICTURE)].map((match) => ({
    url: match[1]!,
    alt: match[2] || fallbackAlt,
    source: 'text' as const,
    at,
  }));
}

export async function mediaLibrary(
  db: DbOrTx,
  storage: MediaStorage,
  query: MediaLibraryQuery,
): Promise<MediaLibraryResponse> {
  const [productRows, blogRows, guideRows, faqRows] = await Promise.all([
    db
      .select({ key: productImages.storageKey, name: products.name, at: products.updatedAt })
      .from(productImages)
      .innerJoin(products, eq(products.id, productImages.productId)),
    db
      .select({
        title: blogs.title,
        cover: blogs.coverImageKey,
        html: blogs.contentHtml,
        at: blogs.updatedAt,
      })
      .from(blogs)
      .where(or(isNotNull(blogs.coverImageKey), like(blogs.contentHtml, '%<img%'))),
    db
      .select({ title: productGuides.title, key: productGuides.previewImageKey, at: productGuides.updatedAt })
      .from(productGuides)
      .where(isNotNull(productGuides.previewImageKey)),
    db
      .select({ question: faqs.question, html: faqs.answerHtml, at: faqs.updatedAt })
      .from(faqs)
      .where(like(faqs.answerHtml, '%<img%')),
  ]);
  const all: Dated[] = [
    ...productRows.map((row) => ({
      url: imageUrls(storage, row.key).url,
      alt: row.name,
      source: 'product' as const,
      at: row.at,
    })),
    ...blogRows.flatMap((row) => [
      ...(row.cover
        ? [{ url: storage.publicUrl(row.cover), alt: row.title, source: 'blog' as const, at: row.at }]
        : []),
      ...picturesInHtml(row.html, row.title, row.at),
    ]),
    ...guideRows.map((row) => ({
      url: storage.publicUrl(row.key!),
      alt: row.title,
      source: 'guide' as const,
      at: row.at,
    })),
    ...faqRows.flatMap((row) => picturesInHtml(row.html, row.question, row.at)),
  ];
  const term = query.q?.toLowerCase();
  const seen = new Set<string>();
  const pictures = all
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .filter((picture) => {
      if (seen.has(picture.url) || !picture.url.startsWith('/media/')) return false;
      seen.add(picture.url);
      return !term || picture.alt.toLowerCase().includes(term);
    });
  const start = (query.page - 1) * MEDIA_LIBRARY_PAGE_SIZE;
  return {
    pictures: pictures
      .slice(start, start + MEDIA_LIBRARY_PAGE_SIZE)
      .map(({ url, alt, source }) => ({ url, alt, source })),
    page: query.page,
    total: pictures.length,
    total_pages: Math.max(1, Math.ceil(pictures.length / MEDIA_LIBRARY_PAGE_SIZE)),
  };
}
