// Renders home sections on a memory router with a fresh cache, a stand-in API and a chosen motion
// preference, so slider timing can be driven with fake timers.
import type { Product } from '@fengshui/shared/catalog';
import type { BlogSummary, ZodiacSummary } from '@fengshui/shared/cms';
import { type ZodiacSign, zodiacDisplayName } from '@fengshui/shared/cms-constants';
import type { RecentReview } from '@fengshui/shared/reviews';
import type { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { vi } from 'vitest';
import { answerRequests } from '../../../test/msw.ts';
import { renderApp } from '../../../test/render-app.tsx';

export function productOf(id: number, overrides: Partial<Product> = {}): Product {
  return {
    product_id: id,
    id,
    product_code: `P-${id}`,
    slug: `product-${id}`,
    name: `Lucky Charm ${id}`,
    description: '',
    price: 500,
    stock: 10,
    stock_quantity: 10,
    base_stock: 10,
    category_id: 1,
    category_name: 'Amulets',
    category_slug: 'amulets',
    created_at: '2026-11-01T00:00:00.000Z',
    is_best_seller: true,
    is_flash_deal: false,
    is_featured: true,
    is_preferred: false,
    free_shipping: false,
    flash_deal_end: null,
    discount_percentage: null,
    discounted_price: null,
    images: [],
    image_url: `/media/products/${id}.webp`,
    image_srcset: null,
    variants: [],
    has_variants: false,
    average_rating: 4.5,
    review_count: 2,
    items_sold: 10,
    weight_grams: 100,
    specs: {},
    priceRange: { minPrice: 500, maxPrice: 500, hasVariants: false },
    ...overrides,
  };
}

export function blogOf(id: number): BlogSummary {
  return {
    blogID: id,
    slug: `post-${id}`,
    title: `Feng shui post ${id}`,
    category: 'Feng Shui',
    excerpt: 'An excerpt.',
    cover_image: null,
    cover_image_srcset: null,
    publish_date: '2026-11-01T00:00:00.000Z',
  };
}

export function zodiacSummaryOf(sign: ZodiacSign, overview: string): ZodiacSummary {
  const name = zodiacDisplayName(sign);
  return {
    zodiacID: name,
    sign,
    name,
    overview,
    color: 'Gold',
    number: '8',
    is_updated: false,
    is_read: false,
  };
}

export function reviewOf(id: number, text: string): RecentReview {
  return {
    review_id: id,
    id,
    product_id: 100 + id,
    user_id: id,
    rating: 5,
    review_text: text,
    comment: text,
    text,
    user_name: `Customer ${id}.`,
    username: `Customer ${id}.`,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    product_name: `Lucky Charm ${100 + id}`,
  };
}

/** Answers by path ("/api/cms/zodiacs"); any path left out fails with a 500, as a broken server would. */
export function mockApi(answers: Record<string, unknown> = {}): string[] {
  const calls: string[] = [];
  answerRequests(({ path, url }) => {
    calls.push(url);
    const body = answers[path];
    return body === undefined
      ? new Response(JSON.stringify({ message: 'Server error' }), { status: 500 })
      : new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
  });
  return calls;
}

/** The browser's answers to media queries (jsdom has no matchMedia of its own). */
export function stubMediaQueries(matches: (query: string) => boolean): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })),
  );
}

/** Whether the visitor prefers reduced motion. */
export function stubMotionPreference(reduced: boolean): void {
  stubMediaQueries((query) => reduced && query.includes('prefers-reduced-motion'));
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export function renderHome(ui: ReactNode, prime?: (queryClient: QueryClient) => void) {
  const { router, queryClient } = renderApp(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <Where />
          </>
        ),
      },
    ],
    { user: null, prime },
  );
  return { router, queryClient, location: () => screen.getByTestId('location').textContent };
}
