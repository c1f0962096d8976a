import type { AdminDashboard } from '@fengshui/shared/admin-dashboard';
import { formatPeso } from '@fengshui/shared/money';
import {
  Banknote,
  Hourglass,
  Inbox,
  type LucideIcon,
  PackageOpen,
  TriangleAlert,
  Truck,
  Undo2,
  Warehouse,
} from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../../components/Card.tsx';
import { type ToDoKey, toDoItems } from '../logic/to-do-items.ts';

const ICONS: Record<ToDoKey, LucideIcon> = {
  awaiting_courier_booking: Truck,
  to_pack: PackageOpen,
  to_hand_over: Warehouse,
  refunds_due: Undo2,
  cod_to_collect: Banknote,
  unpaid_online: Hourglass,
  new_messages: Inbox,
  low_stock_products: TriangleAlert,
};

/** What waits for the owner, each a count linking to the screen that deals with it. */
export function ToDoList({ toDo }: { toDo: AdminDashboard['to_do'] }) {
  const items = toDoItems(toDo);
  const clear = items.every((item) => item.count === 0);
  return (
    <Card look="admin" title="To do">
      {clear && <p className="mb-3 text-sm text-emerald-700">Nothing is waiting. Well done!</p>}
      <ul className="grid gap-2 sm:grid-cols-2">
        {items.map(({ key, title, hint, count, amount, to }) => {
          const Icon = ICONS[key];
          const waiting = count > 0;
          return (
            <li key={key}>
              <Link
                to={to}
                data-testid="to-do-item"
                className={`flex h-full items-center gap-3 rounded-lg p-3 ring-1 transition hover:ring-gold-400 ${
                  waiting ? 'bg-white ring-stone-200' : 'bg-stone-50 ring-stone-100'
                }`}
              >
                <span
                  className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full ${
                    waiting ? 'bg-brand-50 text-brand-600' : 'bg-stone-100 text-stone-400'
                  }`}
                >
                  <Icon size={18} aria-hidden />
                </span>
                <span className="min-w-0 flex-1">
                  <span className={`block font-semibold ${waiting ? 'text-ink' : 'text-stone-500'}`}>
                    {title}
                  </span>
                  {/* On a phone an empty task keeps to its title, so the work waiting stands out. */}
                  <span className={`text-xs text-stone-500 ${waiting ? 'block' : 'hidden sm:block'}`}>
                    {hint}
                  </span>
                  {amount !== null && waiting && (
                    <span className="mt-0.5 block text-sm font-semibold figures text-brand-700">
                      {formatPeso(amount)}
                    </span>
                  )}
                </span>
                <span
                  data-testid="to-do-count"
                  className={`font-display text-2xl font-bold figures ${waiting ? 'text-brand-600' : 'text-stone-300'}`}
                >
                  {count}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
