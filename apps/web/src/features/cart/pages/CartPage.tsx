import type { CartLine } from '@fengshui/shared/cart';
import { CART_MESSAGES } from '@fengshui/shared/cart-messages';
import { ORDER_LINES_MAX } from '@fengshui/shared/constants';
import { ShoppingBag } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Spinner } from '../../../components/Spinner.tsx';
import { storeCheckoutItems } from '../../../lib/checkout-items.ts';
import { toast } from '../../../lib/toast.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useIsBelowMobileBreakpoint } from '../../../lib/use-media-query.ts';
import { CartCardList } from '../components/CartCardList.tsx';
import { CartSummaryBar } from '../components/CartSummaryBar.tsx';
import { CartTable } from '../components/CartTable.tsx';
import { CART_TOASTS } from '../logic/cart-messages.ts';
import { useCart } from '../use-cart.ts';

export function CartPage() {
  useDocumentTitle('Shopping Cart');
  const cart = useCart();
  const compact = useIsBelowMobileBreakpoint();
  const navigate = useNavigate();

  if (cart.status === 'loading') return <Spinner label="Loading your cart..." />;
  if (cart.lines.length === 0) return <EmptyCart />;

  // docs/cart.md#cart-page: checkout needs a signed-in user and at least one selected line.
  const checkout = () => {
    if (cart.userId === null) {
      void navigate('/login', { state: { from: '/cart' } });
      return;
    }
    const items = cart.lines.filter((line) => line.selected);
    if (items.length === 0) {
      toast.error(CART_TOASTS.selectForCheckout);
      return;
    }
    if (items.length > ORDER_LINES_MAX) {
      toast.error(CART_MESSAGES.tooManyForOneOrder);
      return;
    }
    storeCheckoutItems(items);
    void navigate('/checkout', { state: { items } });
  };

  const handlers = {
    onSelect: (line: CartLine, selected: boolean) => void cart.setSelected(line, selected),
    onQuantity: (line: CartLine, quantity: number) => {
      // docs/cart.md#cart-page: on the cart page a quantity below 1 is ignored (Delete removes a line).
      if (quantity >= 1) void cart.updateQuantity(line, quantity);
    },
    onRemove: (line: CartLine) => void cart.remove(line),
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <header className="mb-5 flex items-end justify-between gap-4">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">Your selection</p>
          <h1 className="font-display text-3xl font-bold text-brand-700 sm:text-4xl">Shopping Cart</h1>
        </div>
        <Link to="/shop" className="pb-1 text-sm font-medium text-brand-600 hover:text-brand-700">
          Continue shopping
        </Link>
      </header>
      {compact ? (
        <CartCardList lines={cart.lines} {...handlers} />
      ) : (
        <CartTable lines={cart.lines} {...handlers} />
      )}
      <CartSummaryBar
        lines={cart.lines}
        onSelectAll={(selected) => void cart.setAllSelected(selected)}
        onDeleteSelected={() => void cart.removeSelected()}
        onCheckout={checkout}
      />
    </div>
  );
}

function EmptyCart() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <div className="flex w-full flex-col items-center rounded-2xl border border-stone-200 bg-white px-6 py-12 shadow-sm">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-gold-100 text-gold-700 ring-4 ring-gold-100/50">
          <ShoppingBag size={30} aria-hidden />
        </span>
        <h1 className="mt-5 font-display text-3xl font-bold text-brand-700">Your Shopping Cart is Empty</h1>
        <p className="mt-3 text-stone-600">Bring home a little luck: amulets, bracelets, incense and more.</p>
        <Link
          to="/shop"
          className="mt-8 inline-flex min-h-12 items-center rounded-full bg-brand-600 px-7 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
        >
          Start Shopping
        </Link>
      </div>
    </section>
  );
}
