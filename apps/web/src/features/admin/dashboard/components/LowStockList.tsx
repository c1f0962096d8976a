import { ADMIN_LOW_STOCK_THRESHOLD, type DashboardProduct } from '@fengshui/shared/admin-dashboard';
import { Link } from 'react-router';
import { Card } from '../../../../components/Card.tsx';

function stockText(stock: number): { text: string; tone: string } {
  if (stock <= 0) return { text: 'Sold out', tone: 'bg-red-100 text-red-800 ring-red-200' };
  if (stock <= ADMIN_LOW_STOCK_THRESHOLD)
    return { text: `${stock} left`, tone: 'bg-amber-100 text-amber-800 ring-amber-200' };
  return { text: `${stock} in stock`, tone: 'bg-stone-100 text-stone-600 ring-stone-200' };
}

/** The active products with the least stock; each opens the product table searched for its code. */
export function LowStockList({ products }: { products: DashboardProduct[] }) {
  return (
    <Card
      look="admin"
      title="Lowest stock"
      action={
        <Link
          to="/admin/products?status=active"
          className="text-sm font-semibold text-brand-600 hover:underline"
        >
          All products
        </Link>
      }
    >
      {products.length === 0 ? (
        <p className="text-sm text-stone-500">No active products.</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {products.map((product) => {
            const { text, tone } = stockText(product.stock);
            return (
              <li
                key={product.product_id}
                data-testid="low-stock-product"
                className="flex items-center gap-3 py-2.5"
              >
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/admin/products?search=${encodeURIComponent(product.product_code)}`}
                    className="font-semibold text-brand-600 hover:underline"
                  >
                    {product.name}
                  </Link>
                  <span className="block text-xs text-stone-500">
                    {product.product_code}
                    {product.has_variants && ' · all variants together'}
                  </span>
                </div>
                <span
                  className={`inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone}`}
                >
                  {text}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
