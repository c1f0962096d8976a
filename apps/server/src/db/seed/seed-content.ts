import { ZODIAC_SIGNS } from '@fengshui/shared/cms';
import sharp from 'sharp';
import type { MediaStorage } from '../../integrations/storage/types.ts';
import { CONTENT_IMAGE_WIDTHS, storeContentImage, storeGuidePdf } from '../../modules/cms/index.ts';
import type { DbOrTx } from '../client.ts';
import { seedBlogPosts } from './content/blog-posts.ts';
import {
  createBlogPost,
  createFaqEntry,
  createGuideEntry,
  createZodiacEntry,
} from './content/content-factories.ts';
import { renderBlogCover } from './content/cover-art.ts';
import { seedFaqs } from './content/faqs.ts';
import { renderGuideEmblem, renderGuidePreview } from './content/guide-art.ts';
import { renderGuidePdf } from './content/guide-pdf.ts';
import { seedGuides } from './content/guide-texts.ts';
import { seedZodiacs } from './content/zodiac-texts.ts';

// docs/architecture.md#demo-data: the blog, the twelve signs, the fifteen product guides and the server FAQs. The covers,
// previews and PDFs are rendered before the seeding transaction (slow, stored by content hash).

interface PreparedContent {
  blogCovers: string[];
  guideFiles: { previewImageKey: string; pdfKey: string }[];
}

const DAY = 24 * 60 * 60 * 1000;

async function prepare(storage: MediaStorage, log: (message: string) => void): Promise<PreparedContent> {
  const blogCovers = await Promise.all(
    seedBlogPosts.map((post, index) =>
      storeContentImage(
        storage,
        'blogs',
        // The post's number makes its composition its own (docs/content.md#blog).
        Buffer.from(renderBlogCover(post.category, post.art.variant, index)),
        CONTENT_IMAGE_WIDTHS.cover,
        {
          trustedSvg: true,
        },
      ),
    ),
  );
  const guideFiles = await Promise.all(
    seedGuides.map(async (guide) => {
      const emblemPng = await sharp(Buffer.from(renderGuideEmblem(guide)))
        .png()
        .toBuffer();
      const [previewImageKey, pdfKey] = await Promise.all([
        storeContentImage(
          storage,
          'guides',
          Buffer.from(renderGuidePreview(guide)),
          CONTENT_IMAGE_WIDTHS.preview,
          {
            trustedSvg: true,
          },
        ),
        renderGuidePdf(guide, emblemPng).then((pdf) => storeGuidePdf(storage, guide.title, pdf)),
      ]);
      return { previewImageKey, pdfKey };
    }),
  );
  log(`  content: ${blogCovers.length} blog covers, ${guideFiles.length} product guides`);
  return { blogCovers, guideFiles };
}

async function write(db: DbOrTx, content: PreparedContent, now = Date.now()): Promise<void> {
  for (const [index, post] of seedBlogPosts.entries()) {
    await createBlogPost(db, {
      slug: post.slug,
      title: post.title,
      category: post.category,
      contentHtml: post.html,
      coverImageKey: content.blogCovers[index] ?? null,
      // Mid-morning Manila time on the day, so the dates read naturally.
      publishDate: new Date(Math.floor((now - post.daysAgo * DAY) / DAY) * DAY + 2 * 60 * 60 * 1000),
      status: 'published',
    });
  }
  for (const sign of ZODIAC_SIGNS) await createZodiacEntry(db, sign, seedZodiacs[sign]);
  for (const [index, guide] of seedGuides.entries()) {
    const files = content.guideFiles[index]!;
    await createGuideEntry(db, {
      title: guide.title,
      description: guide.description,
      category: guide.category,
      previewImageKey: files.previewImageKey,
      pdfKey: files.pdfKey,
      position: index + 1,
    });
  }
  for (const [index, faq] of seedFaqs.entries()) {
    await createFaqEntry(db, {
      question: faq.question,
      answerHtml: faq.answerHtml,
      category: faq.category,
      position: index + 1,
      publishDate: new Date(now - (seedFaqs.length - index) * 7 * DAY),
    });
  }
}

export const seedContent = { prepare, write };
