import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Category } from '@fengshui/shared/catalog';
import type { BlogSummary, ProductGuide } from '@fengshui/shared/cms';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CategoryCards } from '../features/catalog/components/CategoryCards.tsx';
import { BlogCard } from '../features/content/components/BlogCard.tsx';
import { ProductGuideCard } from '../features/content/components/ProductGuideCard.tsx';
import { product } from '../test/cart-lines.ts';
import { ProductCard, ProductGrid } from './ProductCard.tsx';

afterEach(cleanup);

const inRouter = (node: ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);
const images = (container: HTMLElement) => [...container.querySelectorAll('img')];

const PRODUCT_SRCSET =
  '/media/products/abc/320.webp 320w, /media/products/abc/640.webp 640w, /media/products/abc/960.webp 960w';
const jade = product({ image_url: '/media/products/abc/640.webp', image_srcset: PRODUCT_SRCSET });

describe('product cards', () => {
  it('offer every width of the picture with the sizes the grid gives it, and reserve its square', () => {
    const [img] = images(inRouter(<ProductCard product={jade} />).container);
    expect(img?.getAttribute('src')).toBe('/media/products/abc/640.webp');
    expect(img?.getAttribute('srcset')).toBe(PRODUCT_SRCSET);
    expect(img?.getAttribute('sizes')).toBe('(max-width: 640px) 50vw, (max-width: 1024px) 33vw, 240px');
    expect(img?.getAttribute('width')).toBe('320');
    expect(img?.getAttribute('height')).toBe('320');
  });

  it('load lazily below the fold, and the first cards of a grid at once, the very first with priority', () => {
    const products = [1, 2, 3, 4, 5, 6].map((id) => ({ ...jade, product_id: id, id }));
    const pictures = images(inRouter(<ProductGrid products={products} eagerCount={4} />).container);
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(pictures.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      null,
      null,
      null,
      null,
    ]);
    expect(pictures.every((img) => img.getAttribute('decoding') === 'async')).toBe(true);
  });

  it('after the first screen, are laid out and painted only as they near it, in a row or a grid', () => {
    const products = [1, 2, 3, 4].map((id) => ({ ...jade, product_id: id, id }));
    for (const rowOnPhone of [true, false]) {
      const { container } = inRouter(
        <ProductGrid products={products} eagerCount={2} rowOnPhone={rowOnPhone} />,
      );
      const cards = [...container.querySelectorAll('article')];
      // The first screen's cards are drawn with the page (docs/decisions/007-delivering-bytes.md).
      expect(cards.map((card) => card.closest('.render-card-when-near') !== null)).toEqual([
        false,
        false,
        true,
        true,
      ]);
      cleanup();
    }
    const styles = readFileSync(path.resolve(import.meta.dirname, '../styles.css'), 'utf8');
    expect(styles).toMatch(
      /@utility render-card-when-near \{\s*content-visibility: auto;\s*contain-intrinsic-size: auto [\d.]+rem;/,
    );
  });

  it('are all lazy in a grid that starts below the fold', () => {
    const pictures = images(inRouter(<ProductGrid products={[jade]} />).container);
    expect(pictures[0]?.getAttribute('loading')).toBe('lazy');
    expect(pictures[0]?.getAttribute('fetchpriority')).toBeNull();
  });
});

const blog: BlogSummary = {
  blogID: 3,
  slug: 'bagua-map',
  title: 'The Bagua Map, Explained',
  category: 'Feng Shui',
  excerpt: 'Nine areas of the home.',
  cover_image: '/media/cms/blogs/abc/1600.webp',
  cover_image_srcset: '/media/cms/blogs/abc/480.webp 480w, /media/cms/blogs/abc/1600.webp 1600w',
  publish_date: '2025-03-01T02:00:00.000Z',
};

describe('blog cards', () => {
  it('offer the cover in every width, lazily, in a 16:10 box', () => {
    const [img] = images(inRouter(<BlogCard blog={blog} excerptLength={80} />).container);
    expect(img?.getAttribute('srcset')).toBe(blog.cover_image_srcset);
    expect(img?.getAttribute('sizes')).toBe('(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('decoding')).toBe('async');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['800', '500']);
  });

  it('show a cover stored in one width without a srcset', () => {
    const [img] = images(
      inRouter(<BlogCard blog={{ ...blog, cover_image_srcset: null }} excerptLength={80} />).container,
    );
    expect(img?.getAttribute('src')).toBe('/media/cms/blogs/abc/1600.webp');
    expect(img?.hasAttribute('srcset')).toBe(false);
  });
});

describe('product guide cards', () => {
  it('offer the preview in every width, lazily', () => {
    const guide: ProductGuide = {
      id: 4,
      title: 'Wind Chimes',
      category: 'Windchimes',
      description: 'Where to hang one.',
      previewImage: '/media/cms/guides/abc/800.webp',
      previewImageSrcset: '/media/cms/guides/abc/480.webp 480w, /media/cms/guides/abc/800.webp 800w',
      pdf: null,
    };
    const [img] = images(render(<ProductGuideCard guide={guide} />).container);
    expect(img?.getAttribute('srcset')).toBe(guide.previewImageSrcset);
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['800', '600']);
  });
});

describe('category cards', () => {
  it('fetch the smallest width of a category picture for its 48 px circle', () => {
    const category: Category = {
      id: 2,
      category_id: 2,
      slug: 'amulets',
      name: 'Amulets',
      code: 'AMU',
      description: '',
      category_image: '/media/categories/abc/640.webp',
      category_image_srcset: '/media/categories/abc/320.webp 320w, /media/categories/abc/640.webp 640w',
      parent_id: null,
      product_count: 3,
    };
    const { container } = inRouter(
      <CategoryCards categories={[category]} selectedId={null} searchFor={() => ''} />,
    );
    const [img] = images(container);
    expect(img?.getAttribute('srcset')).toBe(category.category_image_srcset);
    expect(img?.getAttribute('sizes')).toBe('48px');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['48', '48']);
  });
});
