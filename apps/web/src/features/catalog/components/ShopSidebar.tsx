import type { Category } from '@fengshui/shared/catalog';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { categoryTree } from '../logic/shop-filter.ts';

export const SECTION_LINKS = [
  { id: 'flash-deals', label: 'Flash Deals' },
  { id: 'whats-new', label: "What's New" },
  { id: 'best-sellers', label: 'Best Sellers' },
  { id: 'products', label: 'All Products' },
] as const;

export function scrollToSection(id: string) {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/**
 * A link to one of the shop's sections: before the page's code runs it jumps there as a plain
 * anchor; once it runs, it scrolls there smoothly and leaves the address as it is.
 */
export function SectionLink({
  id,
  onNavigate,
  className,
  children,
}: {
  id: string;
  onNavigate?: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <a
      href={`#${id}`}
      onClick={(event) => {
        event.preventDefault();
        onNavigate?.();
        scrollToSection(id);
      }}
      className={className}
    >
      {children}
    </a>
  );
}

/** docs/catalogue.md#shop-home: links to every category page and scroll links to the shop's sections. */
export function ShopSidebar({ categories, onNavigate }: { categories: Category[]; onNavigate?: () => void }) {
  return (
    <nav aria-label="Shop" className="space-y-6 text-sm">
      <div>
        <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-stone-500">Jump to</p>
        <ul className="space-y-1">
          {SECTION_LINKS.map((section) => (
            <li key={section.id}>
              <SectionLink
                id={section.id}
                onNavigate={onNavigate}
                className="block w-full rounded-lg px-3 py-1.5 text-left text-stone-700 hover:bg-brand-50 hover:text-brand-700"
              >
                {section.label}
              </SectionLink>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-stone-500">Categories</p>
        <ul className="space-y-0.5">
          {categoryTree(categories).map(({ parent, children }) => (
            <li key={parent.id}>
              <Link
                to={`/category/${parent.slug}`}
                onClick={onNavigate}
                className="flex justify-between rounded-lg px-3 py-1.5 font-medium text-ink hover:bg-brand-50 hover:text-brand-700"
              >
                {parent.name}
                <span className="text-xs text-stone-500">{parent.product_count}</span>
              </Link>
              {children.length > 0 && (
                <ul className="ml-3 border-l border-stone-200 pl-2">
                  {children.map((child) => (
                    <li key={child.id}>
                      <Link
                        to={`/category/${child.slug}`}
                        onClick={onNavigate}
                        className="flex justify-between rounded-lg px-3 py-1 text-stone-600 hover:bg-brand-50 hover:text-brand-700"
                      >
                        {child.name}
                        <span className="text-xs text-stone-500">{child.product_count}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
