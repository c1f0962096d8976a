import type { ReactNode } from 'react';
import { ListResults } from './ListResults.tsx';
import { Pagination } from './orders/Pagination.tsx';

/** How many there are, as "12 customers". */
export interface ListCount {
  value: number;
  one: string;
  many: string;
}

interface HeaderProps {
  title: string;
  /** Pages of the admin area are h1; sections inside the content desk are h2. */
  level?: 1 | 2;
  count?: ListCount | null;
  /** Buttons or links beside the title (New post, Export CSV, Refresh). */
  actions?: ReactNode;
  /** A sentence under the title about what the list holds. */
  intro?: ReactNode;
}

/** The title of an admin list with its count, its actions on the right and its intro below. */
export function ListPageHeader({ title, level = 1, count, actions, intro }: HeaderProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <Heading
          className={
            level === 1
              ? 'font-display text-3xl font-bold text-brand-700 sm:text-4xl'
              : 'font-display text-2xl font-bold text-ink'
          }
        >
          {title}
        </Heading>
        {count && (
          <span className="text-sm text-stone-500">
            {count.value} {count.value === 1 ? count.one : count.many}
          </span>
        )}
        {actions && <div className="ml-auto flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {intro && <p className="mt-1 max-w-3xl text-sm text-stone-600">{intro}</p>}
    </>
  );
}

interface PagedProps<Data> {
  query: Parameters<typeof ListResults<Data>>[0]['query'];
  loadingLabel: string;
  isEmpty: (data: Data) => boolean;
  emptyTitle: string;
  /** The page the answer is on and how many there are; none for a list that is not paged. */
  pageOf?: (data: Data) => { page: number; totalPages: number };
  onPage?: (page: number) => void;
  children: (data: Data) => ReactNode;
}

/** The results of an admin list under its filters, with the pages below them. */
export function PagedResults<Data>({ pageOf, onPage, children, ...results }: PagedProps<Data>) {
  return (
    <ListResults {...results}>
      {(data) => (
        <>
          {children(data)}
          {pageOf && onPage && (
            <Pagination
              page={pageOf(data).page}
              totalPages={pageOf(data).totalPages}
              onPage={(page) => onPage(Math.max(1, page))}
            />
          )}
        </>
      )}
    </ListResults>
  );
}
