import type { Category } from '@fengshui/shared/catalog';
import { LayoutGrid } from 'lucide-react';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../../components/ImageWithFallback.tsx';

interface Props {
  categories: Category[];
  selectedId: number | null;
  /** The address (its search) of a category's products, or of all of them for null. */
  searchFor: (category: Category | null) => string;
}

/**
 * The sticky strip of top-level category cards above the products grid. Each is a link, so a press
 * before the page's code runs loads that category's products as a plain link would.
 */
export function CategoryCards({ categories, selectedId, searchFor }: Props) {
  const topLevel = categories.filter((category) => category.parent_id === null);
  const card = (active: boolean) =>
    `flex w-24 shrink-0 flex-col items-center gap-1 rounded-xl border p-2 text-center text-xs font-medium transition sm:w-28 ${
      active
        ? 'border-brand-600 bg-brand-50 text-brand-700'
        : 'border-stone-200 bg-white text-stone-700 hover:border-gold-400'
    }`;
  return (
    <div className="sticky top-16 z-20 -mx-4 border-b border-stone-200 bg-cream/95 px-4 py-3 backdrop-blur">
      <ul className="no-scrollbar flex gap-2 overflow-x-auto" aria-label="Categories">
        <li>
          <Link
            to={{ search: searchFor(null) }}
            preventScrollReset
            className={card(selectedId === null)}
            aria-current={selectedId === null ? 'page' : undefined}
          >
            <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-gold-300">
              <LayoutGrid size={22} aria-hidden />
            </span>
            All
          </Link>
        </li>
        {topLevel.map((category) => (
          <li key={category.id}>
            <Link
              to={{ search: searchFor(category) }}
              preventScrollReset
              className={card(selectedId === category.id)}
              aria-current={selectedId === category.id ? 'page' : undefined}
            >
              <ImageWithFallback
                src={category.category_image}
                srcSet={category.category_image_srcset ?? undefined}
                sizes="48px"
                alt=""
                width={48}
                height={48}
                className="h-12 w-12 rounded-full object-cover"
                loading="lazy"
                decoding="async"
              />
              <span className="line-clamp-2">{category.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
