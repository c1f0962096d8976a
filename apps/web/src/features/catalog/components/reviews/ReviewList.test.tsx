import type { Review } from '@fengshui/shared/reviews';
import type { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../../test/fixtures.ts';
import { server } from '../../../../test/msw.ts';
import { renderApp, renderAppOnServer } from '../../../../test/render-app.tsx';
import { productReviewsQuery } from '../../api/get-product-reviews.ts';
import { ReviewList } from './ReviewList.tsx';

const review = (id: number): Review => ({
  review_id: id,
  id,
  product_id: 7,
  user_id: id,
  rating: 5,
  review_text: `Review ${id}`,
  comment: `Review ${id}`,
  text: `Review ${id}`,
  user_name: `Buyer ${id}`,
  username: `buyer${id}`,
  created_at: '2025-03-01T02:00:00.000Z',
  updated_at: '2025-03-01T02:00:00.000Z',
});
// Seven reviews: five shown, and a button for the other two.
const reviews = [1, 2, 3, 4, 5, 6, 7].map(review);
const prime = (queryClient: QueryClient) =>
  queryClient.setQueryData(productReviewsQuery(7).queryKey, reviews);

beforeEach(() => server.use(http.get('/api/reviews/product/7', () => json(200, reviews))));

afterEach(cleanup);

// docs/decisions/007-delivering-bytes.md#presses-before-the-pages-code-runs
describe('Show more reviews', () => {
  it('arrives disabled, since the page’s code shows the others', () => {
    const page = within(renderAppOnServer(<ReviewList productId={7} />, { prime }));
    expect(page.getByRole('button', { name: 'Show more reviews (2)' })).toHaveProperty('disabled', true);
  });

  it('can be pressed once the page runs', () => {
    renderApp(<ReviewList productId={7} />, { prime });
    expect(screen.getByRole('button', { name: 'Show more reviews (2)' })).toHaveProperty('disabled', false);
  });
});
