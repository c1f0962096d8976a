import type { SessionUser } from '@fengshui/shared/auth';
import type { Product } from '@fengshui/shared/catalog';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, maria } from '../../../../test/fixtures.ts';
import { recordRequests, type SentRequest, server } from '../../../../test/msw.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { ProductReviews } from './ProductReviews.tsx';

const product = { product_id: 42, name: 'Citrine Tree', average_rating: 4.5, review_count: 2 } as Product;

const reviewOf = (id: number, text: string, createdAt: string) => ({
  review_id: id,
  id,
  product_id: 42,
  user_id: id,
  rating: 5,
  review_text: text,
  comment: text,
  text,
  user_name: 'Jose R.',
  username: 'Jose R.',
  created_at: createdAt,
  updated_at: createdAt,
});

let reviews: unknown[];
let check: { hasPurchased: boolean; hasReviewed: boolean };
let sent: SentRequest[] = [];

function renderReviews(user: SessionUser | null) {
  renderApp([{ path: '/product/:id', element: <ProductReviews product={product} /> }], {
    at: '/product/42',
    user,
  });
}

// The review form is a lazy chunk: loaded once here, so a test finds it as soon as the page offers it.
beforeAll(async () => {
  await import('./ReviewForm.tsx');
});

describe('ProductReviews', () => {
  beforeEach(() => {
    reviews = [];
    check = { hasPurchased: false, hasReviewed: false };
    server.use(
      http.get('/api/reviews/product/42', () => json(200, reviews)),
      http.get('/api/orders/check/42', () => json(200, check)),
    );
    sent = recordRequests();
  });

  it('lists the reviews with author, MM/DD/YYYY date and the text as plain text', async () => {
    reviews = [reviewOf(2, '<img src=x onerror=alert(1)> Sulit!', '2026-03-13T17:30:00.000Z')];
    renderReviews(null);
    expect(await screen.findByText('<img src=x onerror=alert(1)> Sulit!')).toBeTruthy();
    expect(screen.getByText('Jose R.')).toBeTruthy();
    expect(screen.getByText('03/14/2026')).toBeTruthy();
    expect(document.querySelector('#reviews img')).toBeNull();
    expect(screen.getByText('Based on 2 reviews')).toBeTruthy();
  });

  it('says when there are no reviews yet', async () => {
    renderReviews(null);
    expect(await screen.findByText(/No reviews yet/)).toBeTruthy();
  });

  it('asks a guest to log in, returning to the reviews, without asking the server', async () => {
    renderReviews(null);
    const link = screen.getByRole('link', { name: 'Log in to review' });
    expect(link.getAttribute('href')).toBe('/login');
    await screen.findByText(/No reviews yet/);
    expect(sent.map((request) => request.url)).not.toContain('/api/orders/check/42');
  });

  it('tells a customer without a delivered order when they can review', async () => {
    renderReviews(maria);
    expect(
      await screen.findByText('You can review this product once it has been delivered to you.'),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Write a review' })).toBeNull();
  });

  it('gives the form to a customer the product reached, once', async () => {
    check = { hasPurchased: true, hasReviewed: false };
    renderReviews(maria);
    expect(await screen.findByRole('form', { name: 'Write a review' })).toBeTruthy();
  });

  it('thanks a customer who has already reviewed it instead of offering the form again', async () => {
    check = { hasPurchased: true, hasReviewed: true };
    renderReviews(maria);
    expect(await screen.findByText('Thank you for reviewing this product!')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Write a review' })).toBeNull();
  });
});
