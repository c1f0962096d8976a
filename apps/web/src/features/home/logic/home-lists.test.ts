import type { ProductCard } from '@fengshui/shared/catalog';
import type { RecentReview } from '@fengshui/shared/reviews';
import { describe, expect, it } from 'vitest';
import { featuredProducts, recentReviewList, shopSlideProducts } from './home-lists.ts';

const product = (id: number) => ({ product_id: id, name: `Product ${id}` }) as ProductCard;
const products = (...ids: number[]) => ids.map(product);
const ids = (list: ProductCard[]) => list.map((item) => item.product_id);
const review = (id: number) => ({ review_id: id }) as RecentReview;

describe('featuredProducts', () => {
  it('takes the first four best sellers', () => {
    expect(ids(featuredProducts(products(1, 2, 3, 4, 5, 6)))).toEqual([1, 2, 3, 4]);
    expect(featuredProducts(undefined)).toEqual([]);
  });
});

describe('shopSlideProducts', () => {
  it('uses the best sellers the ticker does not show', () => {
    expect(ids(shopSlideProducts(products(1, 2, 3, 4, 5, 6, 7), products(20)))).toEqual([5, 6, 7]);
  });

  it('tops up with new arrivals, never showing a product twice', () => {
    expect(ids(shopSlideProducts(products(1, 2, 3, 4, 5), products(5, 8, 9, 10)))).toEqual([5, 8, 9]);
  });

  it('is empty when neither list could be loaded', () => {
    expect(shopSlideProducts(undefined, undefined)).toEqual([]);
  });
});

describe('recentReviewList', () => {
  it('reads a plain list, keeping three', () => {
    expect(recentReviewList([review(1), review(2), review(3), review(4)]).map((r) => r.review_id)).toEqual([
      1, 2, 3,
    ]);
  });

  it('reads an object holding the list (docs/content.md#api)', () => {
    expect(recentReviewList({ reviews: [review(9)] }).map((r) => r.review_id)).toEqual([9]);
  });

  it('treats anything else as no reviews', () => {
    expect(recentReviewList(null)).toEqual([]);
    expect(recentReviewList({ items: [review(1)] })).toEqual([]);
  });
});
