import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seedBlogPosts } from './blog-posts.ts';
import { renderBlogCover } from './cover-art.ts';

/** The cover drawn small, as the blog list shows it at a glance: 48 x 27 pixels of colour. */
async function thumbnail(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(48, 27).removeAlpha().raw().toBuffer();
}

function meanDifference(a: Buffer, b: Buffer): number {
  let total = 0;
  for (let index = 0; index < a.length; index += 1) total += Math.abs(a[index]! - b[index]!);
  return total / a.length;
}

describe('the seeded blog covers (docs/content.md#blog)', () => {
  it('give every post its own picture: no two covers look alike', async () => {
    const covers = await Promise.all(
      seedBlogPosts.map((post, index) => thumbnail(renderBlogCover(post.category, post.art.variant, index))),
    );
    const alike: string[] = [];
    for (let first = 0; first < covers.length; first += 1) {
      for (let second = first + 1; second < covers.length; second += 1) {
        // 0 is the same picture; a new palette or composition moves the average well past 6 of 255.
        if (meanDifference(covers[first]!, covers[second]!) < 6) {
          alike.push(`${seedBlogPosts[first]!.title} / ${seedBlogPosts[second]!.title}`);
        }
      }
    }
    expect(alike).toEqual([]);
  });
});
