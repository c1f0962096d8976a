import { Star } from 'lucide-react';
import { useState } from 'react';

const WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

interface Props {
  value: number;
  onChange: (rating: number) => void;
  error?: string | undefined;
}

/**
 * Five native radio buttons drawn as stars: Tab reaches the group, the arrow keys move the rating and
 * a screen reader reads "4 stars, Very good" (docs/catalogue.md#reviews: a star picker usable by keyboard).
 */
export function StarPicker({ value, onChange, error }: Props) {
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <fieldset aria-describedby={error ? 'review-rating-error' : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-stone-700">Your rating</legend>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the hover preview is decoration; the radios carry the meaning */}
        <div className="flex" onMouseLeave={() => setHovered(0)}>
          {WORDS.map((word, index) => {
            const rating = index + 1;
            return (
              <label key={word} className="cursor-pointer p-1" onMouseEnter={() => setHovered(rating)}>
                <input
                  type="radio"
                  name="review-rating"
                  value={rating}
                  checked={value === rating}
                  onChange={() => onChange(rating)}
                  aria-label={`${rating} ${rating === 1 ? 'star' : 'stars'}, ${word}`}
                  className="peer sr-only"
                />
                <Star
                  size={30}
                  aria-hidden
                  className={`rounded transition peer-focus-visible:ring-2 peer-focus-visible:ring-gold-400 peer-focus-visible:ring-offset-2 ${
                    rating <= shown ? 'fill-gold-500 text-gold-500' : 'text-stone-300'
                  }`}
                />
              </label>
            );
          })}
        </div>
        <span className="min-w-20 text-sm text-stone-600" aria-hidden>
          {shown ? WORDS[shown - 1] : 'Tap a star'}
        </span>
      </div>
      {error && (
        <p id="review-rating-error" className="mt-1.5 text-sm text-brand-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
