import { REVIEW_MESSAGES } from '@fengshui/shared/reviews';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fixtures.ts';
import { recordRequests, type SentRequest, server } from '../../../../test/msw.ts';
import { testQueryClient } from '../../../../test/render-app.tsx';
import { ReviewForm } from './ReviewForm.tsx';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const review = {
  review_id: 9,
  id: 9,
  product_id: 42,
  user_id: 7,
  rating: 4,
  review_text: 'Lovely',
  comment: 'Lovely',
  text: 'Lovely',
  user_name: 'Maria S.',
  username: 'Maria S.',
  created_at: '2026-03-14T02:00:00.000Z',
  updated_at: '2026-03-14T02:00:00.000Z',
};

// What POST /api/reviews answers in the test; every request is recorded in `sent`.
let answer: Response;
let sent: SentRequest[] = [];

function renderForm() {
  const queryClient = testQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <ReviewForm productId={42} />
    </QueryClientProvider>,
  );
  return { invalidate };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
const sentBody = () => sent[0]?.body;

describe('ReviewForm', () => {
  beforeEach(() => {
    server.use(http.post('/api/reviews', () => answer));
    sent = recordRequests();
    answer = json(201, {
      success: true,
      message: REVIEW_MESSAGES.posted,
      review,
      average_rating: 4,
      review_count: 1,
    });
  });
  afterEach(() => {
    cleanup();
    vi.mocked(toast.success).mockClear();
  });

  it('offers five labelled stars as one radio group', () => {
    renderForm();
    const group = screen.getByRole('group', { name: 'Your rating' });
    expect(group).toBeTruthy();
    const stars = screen.getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual([
      '1 star, Poor',
      '2 stars, Fair',
      '3 stars, Good',
      '4 stars, Very good',
      '5 stars, Excellent',
    ]);
  });

  it('asks for a rating before sending anything', () => {
    renderForm();
    fireEvent.change(screen.getByLabelText(/Your review/), { target: { value: 'Nice' } });
    submit();
    expect(screen.getByText('Please choose a rating from 1 to 5 stars')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('refuses a text over 2000 characters', () => {
    renderForm();
    fireEvent.click(screen.getByRole('radio', { name: /^5 stars/ }));
    fireEvent.change(screen.getByLabelText(/Your review/), { target: { value: 'x'.repeat(2001) } });
    submit();
    expect(screen.getByText('Your review must be at most 2000 characters')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('posts the rating and the trimmed text, thanks the customer and refreshes the reviews and product', async () => {
    const { invalidate } = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: /^4 stars/ }));
    expect((screen.getByRole('radio', { name: /^4 stars/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText(/Your review/), {
      target: { value: '  <b>Maganda</b>, arrived in Iloilo in 3 days\n ' },
    });
    submit();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(REVIEW_MESSAGES.posted));
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual(['POST /api/reviews']);
    expect(sentBody()).toEqual({
      product_id: 42,
      rating: 4,
      review_text: '<b>Maganda</b>, arrived in Iloilo in 3 days',
    });
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toContainEqual(['reviews']);
    expect(keys).toContainEqual(['catalog', 'products', 'detail', 42]);
  });

  it("shows the server's refusal in its own words", async () => {
    answer = json(409, { message: REVIEW_MESSAGES.alreadyReviewed, code: 'ALREADY_REVIEWED' });
    renderForm();
    fireEvent.click(screen.getByRole('radio', { name: /^5 stars/ }));
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('You have already reviewed this product');
    expect(toast.success).not.toHaveBeenCalled();
  });
});
