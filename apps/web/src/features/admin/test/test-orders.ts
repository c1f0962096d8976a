import type { AdminOrderDetail, AdminOrderRow } from '@fengshui/shared/admin-orders';
import type { SessionUser } from '@fengshui/shared/auth';
import type { OrderRead } from '@fengshui/shared/order-read';
import { maria } from '../../../test/fixtures.ts';

// Test data of the order desk's component tests.

export const owner: SessionUser = { ...maria, id: 1, firstName: 'Lily', lastName: 'Tan', userType: 'admin' };

export function orderRow(overrides: Partial<AdminOrderRow> = {}): AdminOrderRow {
  return {
    order_id: 41,
    order_code: 'FS-20250310-0041',
    order_status: 'processing',
    payment_status: 'paid',
    payment_method: 'dragonpay',
    customer_name: 'Maria Santos',
    customer_email: 'maria@example.ph',
    item_count: 2,
    total_price: 1250,
    tracking_number: null,
    created_at: '2025-03-10T02:15:00Z',
    ...overrides,
  };
}

export function orderRead(overrides: Partial<OrderRead> = {}): OrderRead {
  return {
    order_id: 41,
    order_code: 'FS-20250310-0041',
    order_status: 'processing',
    payment_status: 'paid',
    payment_method: 'dragonpay',
    created_at: '2025-03-10T02:15:00Z',
    updated_at: '2025-03-10T02:20:00Z',
    item_count: 2,
    subtotal: 1100,
    total_product_price: 1100,
    shipping_fee: 150,
    total_shipping_fee: 150,
    product_discount: 0,
    shipping_discount: 0,
    total_price: 1250,
    voucher_code: null,
    tracking_number: null,
    shipping_status: null,
    first_name: 'Maria',
    last_name: 'Santos',
    phone: '09171234567',
    email: 'maria@example.ph',
    shipping: {
      name: 'Maria Santos',
      phone: '09171234567',
      email: 'maria@example.ph',
      address: '12 Mabini St, Barangay San Roque, Quezon City, Metro Manila 1100',
    },
    shipping_address: {},
    address: '12 Mabini St, Barangay San Roque, Quezon City, Metro Manila 1100',
    payment: {
      payment_method: 'dragonpay',
      payment_status: 'paid',
      reference_number: 'DP-778812',
      transaction_id: 'TXN-41',
    },
    delivered_at: null,
    cancelled_at: null,
    items: [
      {
        product_id: 11,
        variant_id: 4,
        product_name: 'Jade Bracelet',
        product_code: 'JB-01',
        variant_attributes: { size: 'M' },
        price: 550,
        quantity: 2,
        image_url: null,
      },
    ],
    ...overrides,
  };
}

export function orderDetail(
  overrides: Partial<AdminOrderDetail> = {},
  order: Partial<OrderRead> = {},
): AdminOrderDetail {
  return {
    order: orderRead(order),
    customer: { id: 7, name: 'Maria Santos', email: 'maria@example.ph' },
    history: [
      {
        status: 'pending_payment',
        actor: 'Maria Santos (customer)',
        note: null,
        created_at: '2025-03-10T02:15:00Z',
      },
      {
        status: 'processing',
        actor: 'Payment gateway',
        note: 'Payment received',
        created_at: '2025-03-10T02:20:00Z',
      },
    ],
    payments: [
      {
        transaction_id: 'TXN-41',
        method: 'dragonpay',
        status: 'paid',
        amount: 1250,
        reference_number: 'DP-778812',
        provider_status: 'S',
        updated_at: '2025-03-10T02:20:00Z',
      },
    ],
    tracking_events: [],
    courier: 'Ninja Van',
    next_statuses: ['for_packing', 'cancelled'],
    can_book_courier: false,
    can_hand_to_courier: false,
    can_cancel: true,
    can_mark_cod_collected: false,
    can_mark_refunded: false,
    ...overrides,
  };
}
