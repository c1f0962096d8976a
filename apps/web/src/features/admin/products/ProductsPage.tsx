import type { AdminProductRow, AdminProductStatusFilter } from '@fengshui/shared/admin-product-reads';
import { Plus, Search, Tags } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAdminCategories } from '../categories/api/get-admin-categories.ts';
import { ListResults } from '../components/ListResults.tsx';
import { primaryButtonClass } from '../components/orders/action-classes.ts';
import { Pagination } from '../components/orders/Pagination.tsx';
import { useAddressFilters } from '../hooks/use-address-filters.ts';
import { useAddressSearch } from '../hooks/use-address-search.ts';
import { useDeleteProduct } from './api/delete-product.ts';
import { useAdminProducts } from './api/get-admin-products.ts';
import { useRestoreProduct } from './api/save-product.ts';
import { categoryOptions } from './components/BasicFields.tsx';
import { DeleteProductDialog } from './components/DeleteProductDialog.tsx';
import { inputClass } from './components/form-classes.ts';
import { ProductBulkBar } from './components/ProductBulkBar.tsx';
import { ProductFormDialog } from './components/ProductFormDialog.tsx';
import { ProductResults } from './components/ProductResults.tsx';
import { nextSort, productFiltersToParams, readProductFilters } from './logic/product-filters.ts';

/**
 * /admin/products (docs/admin.md#products): the table, with Add New Product, Edit and Delete, sorted
 * by any column; chosen rows are archived, moved to a category or put on a flash deal together.
 */
export function ProductsPage() {
  useDocumentTitle('Products | Admin');
  const [filters, updateFilters] = useAddressFilters(readProductFilters, productFiltersToParams);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  // Other filters show other rows: what was chosen is let go rather than acted on unseen.
  const update = (changes: Parameters<typeof updateFilters>[0], replace?: boolean) => {
    setChosen(new Set());
    updateFilters(changes, replace);
  };
  const choose = (change: (next: Set<number>) => void) =>
    setChosen((current) => {
      const next = new Set(current);
      change(next);
      return next;
    });
  const [search, setSearch] = useAddressSearch(filters.search, (text) => update({ search: text }, true));
  const products = useAdminProducts(filters);
  const categories = useAdminCategories();
  // undefined: no modal; null: adding; a number: editing that product.
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const [removing, setRemoving] = useState<AdminProductRow | null>(null);
  const remove = useDeleteProduct();
  const restore = useRestoreProduct();

  const data = products.data;
  const filtered = Boolean(filters.search || filters.category !== null || filters.status !== 'all');
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl font-bold text-brand-700 sm:text-4xl">Products</h1>
        {data && (
          <span className="text-sm text-stone-500">
            {data.total} {data.total === 1 ? 'product' : 'products'}
          </span>
        )}
        <div className="ml-auto flex flex-wrap gap-2">
          <Link
            to="/admin/categories"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-brand-600 px-4 text-sm font-semibold text-brand-600 hover:bg-brand-50"
          >
            <Tags size={16} aria-hidden /> Categories
          </Link>
          <button type="button" className={primaryButtonClass} onClick={() => setEditing(null)}>
            <Plus size={16} aria-hidden /> Add New Product
          </button>
        </div>
      </div>

      <div className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <label className="relative block">
          <span className="sr-only">Search products</span>
          <Search
            size={18}
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-stone-400"
          />
          <input
            type="search"
            value={search}
            maxLength={200}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Name, product code or SKU"
            className={`${inputClass} rounded-full pl-10`}
          />
        </label>
        <label className="block">
          <span className="sr-only">Filter by category</span>
          <select
            value={filters.category ?? ''}
            onChange={(event) => update({ category: event.target.value ? Number(event.target.value) : null })}
            className={inputClass}
          >
            <option value="">All categories</option>
            {categoryOptions(categories.data ?? []).map(({ category, depth }) => (
              <option key={category.id} value={category.id}>
                {depth > 0 ? `↳ ${category.name}` : category.name}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="sr-only">Filter by status</span>
          <select
            value={filters.status}
            onChange={(event) => update({ status: event.target.value as AdminProductStatusFilter })}
            className={inputClass}
          >
            <option value="all">Active and archived</option>
            <option value="active">Active only</option>
            <option value="archived">Archived only</option>
          </select>
        </label>
      </div>

      {chosen.size > 0 && (
        <ProductBulkBar
          productIds={[...chosen]}
          categories={categories.data ?? []}
          onClear={() => setChosen(new Set())}
        />
      )}

      <ListResults
        query={products}
        loadingLabel="Loading products…"
        isEmpty={(loaded) => loaded.products.length === 0}
        emptyTitle={filtered ? 'No products match these filters.' : 'No products yet.'}
      >
        {(loaded) => (
          <>
            <ProductResults
              products={loaded.products}
              actions={{
                onEdit: (row) => setEditing(row.product_id),
                onDelete: setRemoving,
                onRestore: (row) => restore.mutate(row.product_id),
                restoringId: restore.isPending ? (restore.variables ?? null) : null,
              }}
              sorting={{
                sort: filters.sort,
                dir: filters.dir,
                onSort: (column) => update(nextSort(filters, column)),
              }}
              selection={{
                selected: chosen,
                onToggle: (productId) =>
                  choose((next) => (next.has(productId) ? next.delete(productId) : next.add(productId))),
                onToggleAll: (productIds, on) =>
                  choose((next) => {
                    for (const productId of productIds) on ? next.add(productId) : next.delete(productId);
                  }),
              }}
            />
            <Pagination
              page={loaded.page}
              totalPages={loaded.total_pages}
              onPage={(page) => update({ page: Math.max(1, page) })}
            />
          </>
        )}
      </ListResults>

      {editing !== undefined && (
        <ProductFormDialog
          productId={editing}
          categories={categories.data ?? []}
          onClose={() => setEditing(undefined)}
        />
      )}
      <DeleteProductDialog
        product={removing}
        pending={remove.isPending}
        onConfirm={(product) => remove.mutate(product.product_id, { onSettled: () => setRemoving(null) })}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
