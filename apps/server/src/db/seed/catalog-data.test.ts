import { CATEGORY_SLUGS } from '@fengshui/shared/constants';
import { describe, expect, it } from 'vitest';
import { seedCategories, seedProducts } from './catalog-data.ts';
import { renderCategoryArt, renderProductArt } from './product-art.ts';

const EXPECTED_SLUGS: readonly string[] = CATEGORY_SLUGS;

const MAX_SVG_BYTES = 20 * 1024;

describe('seed categories', () => {
  it('has exactly the 22 expected slugs with unique 3-letter codes', () => {
    expect(seedCategories).toHaveLength(22);
    expect(seedCategories.map((c) => c.slug).sort()).toEqual([...EXPECTED_SLUGS].sort());
    const codes = seedCategories.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{3}$/);
  });

  it('links sub-categories to existing top-level parents', () => {
    const slugs = new Set(seedCategories.map((c) => c.slug));
    const topLevel = seedCategories.filter((c) => c.parentSlug === null);
    expect(topLevel).toHaveLength(7);
    for (const c of seedCategories) {
      if (c.parentSlug !== null) {
        expect(slugs.has(c.parentSlug)).toBe(true);
        expect(topLevel.some((t) => t.slug === c.parentSlug)).toBe(true);
      }
    }
  });
});

describe('seed products', () => {
  it('has at least 160 products with unique kebab-case slugs', () => {
    expect(seedProducts.length).toBeGreaterThanOrEqual(160);
    const slugs = seedProducts.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('puts at least 5 products in every category', () => {
    for (const slug of EXPECTED_SLUGS) {
      const count = seedProducts.filter((p) => p.categorySlug === slug).length;
      expect(count, slug).toBeGreaterThanOrEqual(5);
    }
  });

  it('keeps variant price and stock consistent with the product', () => {
    for (const p of seedProducts) {
      if (p.variants.length === 0) continue;
      expect(p.price, p.slug).toBe(Math.min(...p.variants.map((v) => v.price)));
      expect(p.stock, p.slug).toBe(p.variants.reduce((sum, v) => sum + v.stock, 0));
    }
  });

  it('uses unique SKUs across all variants', () => {
    const skus = seedProducts.flatMap((p) => p.variants.map((v) => v.sku));
    expect(skus.length).toBeGreaterThan(0);
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('has at least 6 products that are entirely out of stock', () => {
    const soldOut = seedProducts.filter((p) => p.stock === 0 && p.variants.every((v) => v.stock === 0));
    expect(soldOut.length).toBeGreaterThanOrEqual(6);
  });

  it('has running and expired flash deals within the allowed ranges', () => {
    const deals = seedProducts.flatMap((p) => (p.flashDeal ? [p.flashDeal] : []));
    expect(deals.filter((d) => d.endsInHours > 0).length).toBeGreaterThanOrEqual(10);
    expect(deals.filter((d) => d.endsInHours < 0).length).toBeGreaterThanOrEqual(1);
    for (const d of deals) {
      expect(Number.isInteger(d.discountPercentage)).toBe(true);
      expect(d.discountPercentage).toBeGreaterThanOrEqual(5);
      expect(d.discountPercentage).toBeLessThanOrEqual(40);
      if (d.endsInHours > 0) {
        expect(d.endsInHours).toBeGreaterThanOrEqual(6);
        expect(d.endsInHours).toBeLessThanOrEqual(240);
      }
    }
  });

  it('has at least 15 new arrivals created within 25 days', () => {
    expect(seedProducts.filter((p) => p.createdDaysAgo <= 25).length).toBeGreaterThanOrEqual(15);
  });

  it('has real descriptions and sensible numbers', () => {
    for (const p of seedProducts) {
      expect(p.description.toLowerCase(), p.slug).not.toContain('lorem');
      expect(p.description.startsWith('<p>'), p.slug).toBe(true);
      const specCount = Object.keys(p.specs).length;
      expect(specCount, p.slug).toBeGreaterThanOrEqual(3);
      expect(specCount, p.slug).toBeLessThanOrEqual(6);
      expect(p.price, p.slug).toBeGreaterThan(0);
      expect(Math.round(p.price * 100), p.slug).toBe(p.price * 100);
      expect(p.createdDaysAgo, p.slug).toBeGreaterThanOrEqual(0);
      expect(p.createdDaysAgo, p.slug).toBeLessThanOrEqual(400);
    }
  });
});

describe('product art', () => {
  it('renders every product as a small SVG for each view', () => {
    for (const p of seedProducts) {
      for (let view = 0; view <= 2; view++) {
        const svg = renderProductArt(p.art, { view });
        expect(svg.startsWith('<svg'), `${p.slug} view ${view}`).toBe(true);
        expect(Buffer.byteLength(svg), `${p.slug} view ${view}`).toBeLessThan(MAX_SVG_BYTES);
      }
    }
  });

  it('applies colour overrides for variants', () => {
    const product = seedProducts.find((p) => p.variants.some((v) => v.color && v.color !== p.art.primary));
    expect(product).toBeDefined();
    const variant = product?.variants.find((v) => v.color && v.color !== product.art.primary);
    if (!product || !variant?.color) return;
    const svg = renderProductArt(product.art, { colorOverride: variant.color });
    expect(svg).not.toBe(renderProductArt(product.art));
  });

  it('renders category art', () => {
    for (const c of seedCategories) {
      const svg = renderCategoryArt(c.slug, '#B3261E', '#FBF6EC');
      expect(svg.startsWith('<svg'), c.slug).toBe(true);
      expect(Buffer.byteLength(svg), c.slug).toBeLessThan(MAX_SVG_BYTES);
    }
  });
});
