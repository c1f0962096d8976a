import { describe, expect, it } from 'vitest';
import { deskSteps, groupOfStatus, ORDER_STATUS_GROUPS } from './admin-order-views.ts';
import { ORDER_STATUSES } from './order-status.ts';

describe('the order desk’s road to Packed and Shipped', () => {
  it('walks every stage from a placed order, each recorded on the way', () => {
    expect(deskSteps('processing', 'shipped')).toEqual(['for_packing', 'packed', 'for_shipping', 'shipped']);
    expect(deskSteps('processing', 'packed')).toEqual(['for_packing', 'packed']);
    expect(deskSteps('packed', 'shipped')).toEqual(['for_shipping', 'shipped']);
    expect(deskSteps('ready_to_ship', 'shipped')).toEqual(['shipped']);
  });

  it('is empty where the order already is, and closed to unpaid, later and ended orders', () => {
    expect(deskSteps('packed', 'packed')).toEqual([]);
    for (const status of ['pending_payment', 'delivered', 'cancelled', 'returned', 'in_transit'])
      expect(deskSteps(status, 'shipped')).toBeNull();
    expect(deskSteps('for_shipping', 'packed')).toBeNull();
    expect(deskSteps('ready_to_ship', 'packed')).toBeNull();
  });
});

describe('the status tabs', () => {
  it('hold every status exactly once', () => {
    const grouped = ORDER_STATUS_GROUPS.flatMap((group) => group.statuses);
    expect([...grouped].sort()).toEqual([...ORDER_STATUSES].sort());
    expect(groupOfStatus('for_shipping')).toBe('packed');
  });
});
