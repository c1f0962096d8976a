import type { AdminProductRow, AdminProductSort } from '@fengshui/shared/admin-product-reads';
import { formatPesoRange } from '@fengshui/shared/money';
import { Archive, ArchiveRestore, ArrowDown, ArrowUp, ArrowUpDown, Pencil, Trash2 } from 'lucide-react';
import { ImageWithFallback } from '../../../../components/ImageWithFallback.tsx';
import { tableCell, tableHead, WideTable } from '../../components/WideTable.tsx';
import { smallButtonClass } from './form-classes.ts';

export interface ProductSorting {
  sort: AdminProductSort;
  dir: 'asc' | 'desc';
  onSort: (column: AdminProductSort) => void;
}

export interface ProductSelection {
  selected: ReadonlySet<number>;
  onToggle: (productId: number) => void;
  onToggleAll: (productIds: number[], on: boolean) => void;
}

const checkboxClass = 'h-5 w-5 accent-brand-600';

/** A column header that sorts the table by its column; a second click turns the order round. */
function SortHeader({
  column,
  label,
  sorting,
  align = 'left',
}: {
  column: AdminProductSort;
  label: string;
  sorting: ProductSorting;
  align?: 'left' | 'right';
}) {
  const active = sorting.sort === column;
  const Icon = !active ? ArrowUpDown : sorting.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      className={`${tableHead} ${align === 'right' ? 'text-right' : ''}`}
      aria-sort={active ? (sorting.dir === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        onClick={() => sorting.onSort(column)}
        className={`inline-flex items-center gap-1 uppercase tracking-wider hover:text-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-gold-400 ${active ? 'text-brand-700' : ''}`}
      >
        {label}
        <Icon size={12} aria-hidden className={active ? '' : 'opacity-40'} />
      </button>
    </th>
  );
}

export interface ProductRowActions {
  onEdit: (row: AdminProductRow) => void;
  onDelete: (row: AdminProductRow) => void;
  onRestore: (row: AdminProductRow) => void;
  restoringId: number | null;
}

/** What Delete will do to this row: an ordered product can only be archived. */
export function removalKind(row: AdminProductRow): 'delete' | 'archive' | null {
  if (!row.in_orders) return 'delete';
  return row.status === 'active' ? 'archive' : null;
}

function StatusBadge({ status }: { status: AdminProductRow['status'] }) {
  return status === 'active' ? (
    <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-green-200">
      Active
    </span>
  ) : (
    <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-600 ring-1 ring-stone-300">
      Archived
    </span>
  );
}

function StockText({ row }: { row: AdminProductRow }) {
  const tone =
    row.stock === 0 ? 'text-brand-600 font-semibold' : row.stock <= 5 ? 'text-gold-700 font-semibold' : '';
  return (
    <span className={tone}>
      {row.stock === 0 ? 'Out of stock' : row.stock}
      {row.has_variants && (
        <span className="block text-xs font-normal text-stone-500">
          {row.variant_count} {row.variant_count === 1 ? 'variant' : 'variants'}
        </span>
      )}
    </span>
  );
}

function Actions({ row, actions }: { row: AdminProductRow; actions: ProductRowActions }) {
  const removal = removalKind(row);
  return (
    <div className="flex flex-wrap gap-1.5 md:flex-nowrap">
      <button
        type="button"
        className={smallButtonClass}
        onClick={() => actions.onEdit(row)}
        aria-label={`Edit ${row.name}`}
      >
        <Pencil size={14} aria-hidden /> Edit
      </button>
      {row.status === 'archived' && (
        <button
          type="button"
          className={smallButtonClass}
          disabled={actions.restoringId === row.product_id}
          onClick={() => actions.onRestore(row)}
          aria-label={`Restore ${row.name}`}
        >
          <ArchiveRestore size={14} aria-hidden /> Restore
        </button>
      )}
      {removal && (
        <button
          type="button"
          className={`${smallButtonClass} text-brand-700`}
          onClick={() => actions.onDelete(row)}
          aria-label={`${removal === 'delete' ? 'Delete' : 'Archive'} ${row.name}`}
        >
          {removal === 'delete' ? <Trash2 size={14} aria-hidden /> : <Archive size={14} aria-hidden />}
          {removal === 'delete' ? 'Delete' : 'Archive'}
        </button>
      )}
    </div>
  );
}

const priceText = (row: AdminProductRow) => formatPesoRange(row.price, row.max_price);

/**
 * One page of products: a table from tablet width up (sortable by its columns), cards on phones; rows
 * can be chosen for the bulk actions. Edit and Delete sit side by side.
 */
export function ProductResults({
  products,
  actions,
  sorting,
  selection,
}: {
  products: AdminProductRow[];
  actions: ProductRowActions;
  sorting: ProductSorting;
  selection: ProductSelection;
}) {
  const ids = products.map((row) => row.product_id);
  const allChosen = ids.length > 0 && ids.every((id) => selection.selected.has(id));
  const chooser = (row: AdminProductRow, extra = '') => (
    <input
      type="checkbox"
      aria-label={`Choose ${row.name}`}
      checked={selection.selected.has(row.product_id)}
      onChange={() => selection.onToggle(row.product_id)}
      className={`${checkboxClass} ${extra}`}
    />
  );
  return (
    <>
      <WideTable
        columns={
          <>
            <th className={`${tableHead} w-10`}>
              <input
                type="checkbox"
                aria-label="Choose every product on this page"
                checked={allChosen}
                onChange={(event) => selection.onToggleAll(ids, event.target.checked)}
                className={checkboxClass}
              />
            </th>
            <th className={tableHead}>
              <span className="sr-only">Picture</span>
            </th>
            <SortHeader column="name" label="Product" sorting={sorting} />
            <SortHeader column="category" label="Category" sorting={sorting} />
            <SortHeader column="price" label="Price" sorting={sorting} align="right" />
            <SortHeader column="stock" label="Stock" sorting={sorting} align="right" />
            <th className={tableHead}>Status</th>
            <th className={tableHead}>
              <span className="sr-only">Actions</span>
            </th>
          </>
        }
      >
        {products.map((row) => (
          <tr
            key={row.product_id}
            data-testid="product-row"
            className={selection.selected.has(row.product_id) ? 'bg-gold-100/60' : 'hover:bg-cream'}
          >
            <td className={tableCell}>{chooser(row)}</td>
            <td className={tableCell}>
              <ImageWithFallback src={row.image_url} alt="" className="h-12 w-12 rounded-md object-cover" />
            </td>
            <td className={tableCell}>
              <span className="line-clamp-2 block max-w-xs font-medium text-ink [overflow-wrap:anywhere]">
                {row.name}
              </span>
              <span className="block font-mono text-xs text-stone-500">{row.product_code}</span>
            </td>
            <td className={`${tableCell} text-stone-600`}>{row.category_name}</td>
            <td className={`${tableCell} whitespace-nowrap text-right figures`}>
              {priceText(row)}
              {row.is_flash_deal && row.discount_percentage !== null && (
                <span className="block text-xs text-brand-600">Flash deal −{row.discount_percentage}%</span>
              )}
            </td>
            <td className={`${tableCell} text-right figures`}>
              <StockText row={row} />
            </td>
            <td className={tableCell}>
              <StatusBadge status={row.status} />
            </td>
            <td className={tableCell}>
              <Actions row={row} actions={actions} />
            </td>
          </tr>
        ))}
      </WideTable>
      <ul className="space-y-3 md:hidden">
        {products.map((row) => (
          <li
            key={row.product_id}
            data-testid="product-card"
            className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-stone-200"
          >
            <div className="flex gap-3">
              {chooser(row, 'mt-1 shrink-0')}
              <ImageWithFallback
                src={row.image_url}
                alt=""
                className="h-16 w-16 shrink-0 rounded-md object-cover"
              />
              <div className="min-w-0 flex-1">
                {/* A long unbroken name wraps and keeps to two lines; the pill keeps its place. */}
                <div className="flex items-start justify-between gap-2">
                  <p className="line-clamp-2 min-w-0 font-medium break-words text-ink [overflow-wrap:anywhere]">
                    {row.name}
                  </p>
                  <span className="shrink-0">
                    <StatusBadge status={row.status} />
                  </span>
                </div>
                <p className="font-mono text-xs break-all text-stone-500">
                  {row.product_code} · {row.category_name}
                </p>
                <p className="mt-1 text-sm">
                  <span className="font-semibold text-ink">{priceText(row)}</span>
                  <span className="text-stone-500"> · Stock </span>
                  <StockText row={row} />
                </p>
              </div>
            </div>
            <div className="mt-3">
              <Actions row={row} actions={actions} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
