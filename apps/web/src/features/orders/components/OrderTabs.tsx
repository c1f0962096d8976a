import { ORDER_TABS, type OrderTab } from '@fengshui/shared/order-status';
import { Link } from 'react-router';
import { useSelectedInView } from '../../../lib/use-selected-in-view.ts';

/**
 * docs/orders-and-delivery.md#order-history: the six filter tabs. Each is a link to `?tab=`, so the browser's back and
 * forward buttons move between them and a tab can be bookmarked.
 */
export function OrderTabs({ active }: { active: OrderTab }) {
  const row = useSelectedInView<HTMLElement>(active);
  return (
    <nav
      ref={row}
      aria-label="Filter orders by status"
      className="-mx-4 overflow-x-auto px-4 no-scrollbar sm:mx-0 sm:px-0"
    >
      <ul className="flex min-w-max gap-1 border-b border-stone-200">
        {ORDER_TABS.map((tab) => {
          const current = tab.id === active;
          return (
            <li key={tab.id}>
              <Link
                to={{ search: `?tab=${tab.id}` }}
                aria-current={current ? 'page' : undefined}
                className={`-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap transition sm:px-4 ${
                  current
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-stone-500 hover:border-stone-300 hover:text-stone-800'
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
