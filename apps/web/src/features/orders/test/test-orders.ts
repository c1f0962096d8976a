// Test data for the order pages: orders shaped like the server's (packages/shared order-read.ts).
import type { OrderItemRead, OrderRead } from '@fengshui/shared/order-read';

export function orderItem(overrides: Partial<OrderItemRead> = {}): OrderItemRead {
  return {
    product_id: 11,
    variant_id: null,
    product_name: 'Jade Bracelet',
    product_code: 'BRA001',
    variant_attributes: null,
    price: 450,
    quantity: 2,
    image_url: '/images/jade.jpg',
    ...overrides,
  };
}

export function order(overrides: Partial<OrderRead> = {}): OrderRead {
  const base: OrderRead = {
    order_id: 42,
    order_code: 'ORD-20250309-0042',
    order_status: 'processing',
    payment_status: 'paid',
    payment_method: 'dragonpay',
    created_at: '2025-03-09T15:05:00.000Z',
    updated_at: '2025-03-09T15:05:00.000Z',
    item_count: 2,
    subtotal: 900,
    total_product_price: 900,
    shipping_fee: 120,
    total_shipping_fee: 120,
    product_discount: 0,
    shipping_discount: 0,
    total_price: 1020,
    voucher_code: null,
    tracking_number: 'NVPHFS000000042',
    shipping_status: null,
    first_name: 'Maria',
    last_name: 'Santos',
    phone: '09171234567',
    email: 'maria@example.ph',
    shipping: {
      name: 'Maria Santos',
      phone: '09171234567',
      email: 'maria@example.ph',
      address: '12 Mabini St, Poblacion, Makati, Metro Manila, 1210',
    },
    shipping_address: {},
    address: '12 Mabini St, Poblacion, Makati, Metro Manila, 1210',
    payment: {
      payment_method: 'dragonpay',
      payment_status: 'paid',
      reference_number: 'REF12345',
      transaction_id: 'TXN-42',
    },
    delivered_at: null,
    cancelled_at: null,
    items: [orderItem()],
  };
  const merged = { ...base, ...overrides };
  // The payment block follows the order's own method and status unless a test sets it.
  return overrides.payment
    ? merged
    : {
        ...merged,
        payment: {
          ...base.payment,
          payment_method: merged.payment_method,
          payment_status: merged.payment_status,
        },
      };
}

export const orderList = (orders: OrderRead[], page = 1, totalPages = 1) => ({
  success: true,
  orders,
  page,
  total: orders.length,
  total_pages: totalPages,
});
