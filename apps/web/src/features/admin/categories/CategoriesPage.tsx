import type { Category } from '@fengshui/shared/catalog';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../../components/ImageWithFallback.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ListResults } from '../components/ListResults.tsx';
import { primaryButtonClass } from '../components/orders/action-classes.ts';
import { ConfirmActionDialog } from '../components/orders/ConfirmActionDialog.tsx';
import { categoryOptions } from '../products/components/BasicFields.tsx';
import { smallButtonClass } from '../products/components/form-classes.ts';
import { useDeleteCategory } from './api/delete-category.ts';
import { useAdminCategories } from './api/get-admin-categories.ts';
import { CategoryFormDialog } from './components/CategoryFormDialog.tsx';

/** Why a category cannot be deleted yet, or null when it can (the server checks again). */
function deleteBlocker(category: Category, categories: readonly Category[]): string | null {
  const children = categories.filter((other) => other.parent_id === category.id).length;
  if (children > 0) return `Has ${children} sub-${children === 1 ? 'category' : 'categories'}`;
  if (category.product_count > 0)
    return `Has ${category.product_count} ${category.product_count === 1 ? 'product' : 'products'}`;
  return null;
}

/** /admin/categories: list, create, edit, and delete when empty. */
export function CategoriesPage() {
  useDocumentTitle('Categories | Admin');
  const categories = useAdminCategories();
  // undefined: no modal; null: adding; a category: editing it.
  const [editing, setEditing] = useState<Category | null | undefined>(undefined);
  const [removing, setRemoving] = useState<Category | null>(null);
  const remove = useDeleteCategory();
  const all = categories.data ?? [];

  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl font-bold text-brand-700 sm:text-4xl">Categories</h1>
        {categories.data && <span className="text-sm text-stone-500">{all.length} categories</span>}
        <div className="ml-auto flex flex-wrap gap-2">
          <Link
            to="/admin/products"
            className="inline-flex min-h-11 items-center rounded-full border border-brand-600 px-4 text-sm font-semibold text-brand-600 hover:bg-brand-50"
          >
            Products
          </Link>
          <button type="button" className={primaryButtonClass} onClick={() => setEditing(null)}>
            <Plus size={16} aria-hidden /> Add Category
          </button>
        </div>
      </div>

      <ListResults
        query={categories}
        loadingLabel="Loading categories…"
        isEmpty={(loaded) => loaded.length === 0}
        emptyTitle="No categories yet."
      >
        {(loaded) => (
          <ul className="divide-y divide-stone-100 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
            {categoryOptions(loaded).map(({ category, depth }) => {
              const blocker = deleteBlocker(category, loaded);
              return (
                <li
                  key={category.id}
                  data-testid="category-row"
                  className={`flex flex-wrap items-center gap-3 px-3 py-3 sm:flex-nowrap ${depth > 0 ? 'bg-stone-50/60 pl-8 sm:pl-12' : ''}`}
                >
                  <ImageWithFallback
                    src={category.category_image}
                    alt=""
                    className="h-12 w-12 shrink-0 rounded-md object-cover"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-ink">
                      {category.name}
                      {category.code && (
                        <span className="ml-2 rounded bg-stone-100 px-1.5 py-0.5 font-mono text-xs text-stone-600">
                          {category.code}
                        </span>
                      )}
                    </p>
                    <p className="truncate text-xs text-stone-500">
                      /{category.slug} · {category.product_count}{' '}
                      {category.product_count === 1 ? 'product' : 'products'}
                      {depth > 0 ? ' · sub-category' : ''}
                    </p>
                    {blocker && <p className="text-xs text-stone-500">{blocker}: cannot be deleted yet.</p>}
                  </div>
                  <div className="flex w-full gap-1.5 sm:w-auto">
                    <button
                      type="button"
                      className={smallButtonClass}
                      onClick={() => setEditing(category)}
                      aria-label={`Edit ${category.name}`}
                    >
                      <Pencil size={14} aria-hidden /> Edit
                    </button>
                    <button
                      type="button"
                      className={`${smallButtonClass} text-brand-700`}
                      disabled={blocker !== null}
                      title={blocker ?? undefined}
                      onClick={() => setRemoving(category)}
                      aria-label={`Delete ${category.name}`}
                    >
                      <Trash2 size={14} aria-hidden /> Delete
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </ListResults>

      {editing !== undefined && (
        <CategoryFormDialog category={editing} categories={all} onClose={() => setEditing(undefined)} />
      )}
      <ConfirmActionDialog
        open={removing !== null}
        title="Delete this category?"
        confirmLabel="Delete category"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        danger
        onConfirm={() => {
          if (removing) remove.mutate(removing.id, { onSettled: () => setRemoving(null) });
        }}
        onClose={() => setRemoving(null)}
      >
        <p>
          <strong>{removing?.name}</strong> will be deleted. Only an empty category can go: one without
          products (archived ones count) and without sub-categories.
        </p>
      </ConfirmActionDialog>
    </div>
  );
}
