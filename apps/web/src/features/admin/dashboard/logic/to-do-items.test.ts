import type { AdminDashboard } from '@fengshui/shared/admin-dashboard';
import { describe, expect, it } from 'vitest';
import { ordersLink, toDoItems } from './to-do-items.ts';

const none = { count: 0, total: 0, by_status: {} };
const toDo: AdminDashboard['to_do'] = {
  awaiting_courier_booking: { count: 3, total: 6360, by_status: { packed: 1, processing: 2 } },
  to_pack: none,
  to_hand_over: { count: 2, total: 900, by_status: { ready_to_ship: 1, for_shipping: 1 } },
  unpaid_online: none,
  refunds_due: { count: 1, total: 7120, by_status: { cancelled: 1 } },
  cod_to_collect: none,
  new_messages: 2,
  low_stock_products: 0,
};

describe('ordersLink', () => {
  it("opens the order desk on the earliest status that holds the task's orders", () => {
    expect(ordersLink(toDo.awaiting_courier_booking, 'processing')).toBe('/admin/orders?status=processing');
    expect(ordersLink(toDo.to_hand_over, 'packed')).toBe('/admin/orders?status=for_shipping');
  });

  it('falls back to the given status when nothing waits', () => {
    expect(ordersLink(none, 'delivered')).toBe('/admin/orders?status=delivered');
  });
});

describe('toDoItems', () => {
  it('lists the work most pressing first, each linked to the desk view that holds exactly its orders', () => {
    expect(toDoItems(toDo).map(({ key, count, to }) => [key, count, to])).toEqual([
      ['awaiting_courier_booking', 3, '/admin/orders?status=processing'],
      ['to_pack', 0, '/admin/orders?view=to-pack'],
      ['to_hand_over', 2, '/admin/orders?view=to-ship'],
      ['refunds_due', 1, '/admin/orders?view=refunds-due'],
      ['cod_to_collect', 0, '/admin/orders?view=cod-to-collect'],
      ['unpaid_online', 0, '/admin/orders?status=pending_payment'],
      ['new_messages', 2, '/admin/messages?status=new'],
      ['low_stock_products', 0, '/admin/products?status=active'],
    ]);
  });

  it('shows the money only where it is what the owner acts on: refunds and COD cash', () => {
    const amounts = toDoItems(toDo).filter((item) => item.amount !== null);
    expect(amounts.map(({ key, amount }) => [key, amount])).toEqual([
      ['refunds_due', 7120],
      ['cod_to_collect', 0],
    ]);
  });
});
