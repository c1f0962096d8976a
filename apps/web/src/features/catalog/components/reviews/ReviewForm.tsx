import { REVIEW_TEXT_MAX, reviewRequestSchema } from '@fengshui/shared/reviews';
import { type FormEvent, useState } from 'react';
import { FormField } from '../../../../components/FormField.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { usePostReview } from '../../api/post-review.ts';
import { StarPicker } from './StarPicker.tsx';

interface FieldErrors {
  rating?: string;
  review_text?: string;
}

/**
 * The review form of a customer the product has reached (docs/catalogue.md#reviews). It checks with the same schema as
 * the server; the server's refusals (already reviewed, not delivered) are shown in its own words.
 */
export function ReviewForm({ productId }: { productId: number }) {
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const post = usePostReview();

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = reviewRequestSchema.safeParse({
      product_id: productId,
      rating: rating || undefined,
      review_text: text,
    });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof FieldErrors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    post.mutate(parsed.data, {
      onSuccess: (response) => toast.success(response.message),
      onError: (error) => setFailure(errorMessage(error)),
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Write a review" className="flex flex-col gap-4">
      <StarPicker
        value={rating}
        onChange={(value) => {
          setRating(value);
          setErrors((current) => ({ ...current, rating: undefined }));
        }}
        error={errors.rating}
      />
      <FormField
        id="review-text"
        label="Your review"
        optional
        error={errors.review_text}
        hint={`${text.length}/${REVIEW_TEXT_MAX} characters`}
      >
        {(a11y) => (
          <textarea
            {...a11y}
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={REVIEW_TEXT_MAX}
            rows={4}
            placeholder="How has it worked for you? Where did you place it?"
            className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink shadow-sm placeholder:text-stone-400 focus:border-gold-500 focus:ring-2 focus:ring-gold-300 focus:outline-none aria-invalid:border-brand-500 sm:text-sm"
          />
        )}
      </FormField>
      {failure && (
        <p role="alert" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-700">
          {failure}
        </p>
      )}
      <button
        type="submit"
        disabled={post.isPending}
        className="inline-flex min-h-11 items-center justify-center self-start rounded-full bg-brand-600 px-6 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-gold-400 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-wait disabled:opacity-70"
      >
        {post.isPending ? 'Posting…' : 'Submit review'}
      </button>
    </form>
  );
}
