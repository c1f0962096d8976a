import { useSearchParams } from 'react-router';
import { PageHero } from '../../../components/PageHero.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { PageData } from '../../../lib/page-data.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { productGuidesQuery, useProductGuides } from '../api/get-product-guides.ts';
import { ErrorNotice } from '../components/ErrorNotice.tsx';
import { FilterChips } from '../components/FilterChips.tsx';
import { ProductGuideCard } from '../components/ProductGuideCard.tsx';

/** /product-guide (also /product-guides): the printable PDF care and placement guides. */
export const productGuidesPageData: PageData = (queryClient) => [
  queryClient.prefetchQuery(productGuidesQuery()),
];

export function ProductGuidesPage() {
  useDocumentTitle('Product Guides');
  const [params] = useSearchParams();
  const guides = useProductGuides();
  const categories = [...new Set((guides.data ?? []).map((guide) => guide.category))];
  const wanted = params.get('category');
  const category = categories.find((name) => name.toLowerCase() === wanted?.toLowerCase()) ?? null;
  const shown = (guides.data ?? []).filter((guide) => category === null || guide.category === category);

  return (
    <>
      <PageHero eyebrow="Free printable guides" title="Product Guides">
        <p>
          How to place, cleanse, activate and care for your feng shui items. Each guide opens as a PDF you can
          keep or print.
        </p>
      </PageHero>

      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
        {guides.isPending ? (
          <Spinner label="Loading product guides…" />
        ) : guides.isError ? (
          <ErrorNotice title="Error" message={errorMessage(guides.error)} />
        ) : (
          <>
            {categories.length > 1 && (
              <FilterChips
                label="Guide categories"
                chips={[
                  { label: 'All', to: '/product-guide', active: category === null },
                  ...categories.map((name) => ({
                    label: name,
                    to: `/product-guide?category=${encodeURIComponent(name)}`,
                    active: category === name,
                  })),
                ]}
              />
            )}
            <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {shown.map((guide) => (
                <li key={guide.id}>
                  <ProductGuideCard guide={guide} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </>
  );
}
