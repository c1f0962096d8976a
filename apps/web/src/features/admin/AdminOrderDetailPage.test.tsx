import type { AdminOrderDetail } from '@fengshui/shared/admin-orders';
import { fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubDialogs } from '../../test/dialogs.ts';
import { json } from '../../test/fixtures.ts';
import { recordRequests, type SentRequest, server } from '../../test/msw.ts';
import { renderAdminAt } from './test/admin-test-app.tsx';
import { orderDetail } from './test/test-orders.ts';

beforeAll(stubDialogs);

interface Answer {
  status: number;
  body: unknown;
}

/**
 * The detail of order 41, and fixed answers for the actions, keyed "POST /api/admin/orders/41/status".
 * Returns what was sent.
 */
function mockServer(detail: AdminOrderDetail, actions: Record<string, Answer> = {}): SentRequest[] {
  server.use(
    http.get('/api/admin/orders/41', () => json(200, detail)),
    ...Object.entries(actions).map(([route, answer]) => {
      const [method, path] = route.split(' ') as [string, string];
      return http.all(path, ({ request }) =>
        request.method === method ? json(answer.status, answer.body) : undefined,
      );
    }),
  );
  return recordRequests();
}

const posted = (sent: SentRequest[]) => sent.filter((request) => request.method === 'POST');

function renderDetail() {
  renderAdminAt('/admin/orders/41');
}

const actions = async () => screen.findByRole('region', { name: 'Actions' });

describe('Order detail (admin)', () => {
  it('shows the order, its customer, the status history and the payments', async () => {
    mockServer(orderDetail());
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'FS-20250310-0041' })).toBeTruthy();
    const items = screen.getByRole('region', { name: 'Items (2)' });
    expect(within(items).getByText('Jade Bracelet')).toBeTruthy();
    expect(within(items).getByText('₱1,250.00')).toBeTruthy();
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(within(customer).getByText(/12 Mabini St/)).toBeTruthy();
    expect(within(customer).getByText('DP-778812')).toBeTruthy();
    const history = screen.getByRole('list', { name: 'Status history' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    expect(within(history).getByText('Payment received')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Payments' })).getByText(/TXN-41/)).toBeTruthy();
  });

  it('offers only the actions the server allows', async () => {
    mockServer(orderDetail());
    renderDetail();
    const panel = await actions();
    const select = within(panel).getByRole('combobox', { name: 'Move to' });
    // Cancelling is its own button (with restock), so the move list leaves it out.
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['For Packing']);
    expect(within(panel).getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    for (const name of ['Book courier', 'Mark COD cash collected', 'Mark refunded']) {
      expect(within(panel).queryByRole('button', { name })).toBeNull();
    }
    expect(within(panel).queryByRole('link', { name: 'Print waybill' })).toBeNull();
  });

  it('offers courier booking, the waybill, cash collection and refund when the detail allows them', async () => {
    mockServer(
      orderDetail(
        {
          next_statuses: [],
          can_cancel: false,
          can_book_courier: true,
          can_mark_cod_collected: true,
          can_mark_refunded: true,
        },
        { order_status: 'delivered', tracking_number: 'NVPH0000041' },
      ),
    );
    renderDetail();
    const panel = await actions();
    expect(within(panel).queryByRole('combobox', { name: 'Move to' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Book courier' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Mark COD cash collected' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Mark refunded' })).toBeTruthy();
    const waybill = within(panel).getByRole('link', { name: 'Print waybill' });
    expect(waybill.getAttribute('href')).toBe('/api/delivery/ninjavan/waybill/NVPH0000041');
    expect(waybill.getAttribute('target')).toBe('_blank');
  });

  it('moves the status after a confirmation, posting {status}, and shows the detail the server returns', async () => {
    const moved = orderDetail(
      {
        next_statuses: ['packed', 'cancelled'],
        history: [
          ...orderDetail().history,
          { status: 'for_packing', actor: 'Lily Tan', note: null, created_at: '2025-03-10T03:00:00Z' },
        ],
      },
      { order_status: 'for_packing' },
    );
    const sent = mockServer(orderDetail(), {
      'POST /api/admin/orders/41/status': {
        status: 200,
        body: { success: true, message: 'Order moved to For Packing.', detail: moved },
      },
    });
    renderDetail();
    const panel = await actions();
    fireEvent.click(within(panel).getByRole('button', { name: 'Update status' }));
    const dialog = screen.getByRole('dialog', { name: 'Change the order status?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move to For Packing' }));

    expect(await screen.findByText('Order moved to For Packing.')).toBeTruthy();
    expect(posted(sent).map((request) => request.body)).toEqual([{ status: 'for_packing' }]);
    expect(screen.getByTestId('order-status').textContent).toBe('For Packing');
    expect(
      within(screen.getByRole('list', { name: 'Status history' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    expect(
      within(await actions())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Packed']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('packs and hands the order to the courier in one action, showing each stage in the history', async () => {
    const stages = ['for_packing', 'packed', 'for_shipping', 'shipped'].map((status, index) => ({
      status,
      actor: 'Admin',
      note: null,
      created_at: `2025-03-10T03:0${index}:00Z`,
    }));
    const shipped = orderDetail(
      { next_statuses: [], can_hand_to_courier: false, history: [...orderDetail().history, ...stages] },
      { order_status: 'shipped' },
    );
    const sent = mockServer(orderDetail({ can_hand_to_courier: true }), {
      'POST /api/admin/orders/41/hand-to-courier': {
        status: 200,
        body: {
          success: true,
          message: 'Order FS-20250310-0041 is packed and handed to the courier (Shipped)',
          detail: shipped,
        },
      },
    });
    renderDetail();
    const panel = await actions();
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark as packed and hand to courier' }));
    const dialog = screen.getByRole('dialog', { name: 'Packed and handed to the courier?' });
    expect(dialog.textContent).toContain('For Packing → Packed → For Shipping → Shipped');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));

    expect(await screen.findByText(/is packed and handed to the courier/)).toBeTruthy();
    expect(posted(sent)).toHaveLength(1);
    expect(screen.getByTestId('order-status').textContent).toBe('Shipped');
    const history = within(screen.getByRole('list', { name: 'Status history' })).getAllByRole('listitem');
    expect(history.slice(-4).map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^For Packing.*Admin$/),
      expect.stringMatching(/^Packed.*Admin$/),
      expect.stringMatching(/^For Shipping.*Admin$/),
      expect.stringMatching(/^Shipped.*Admin$/),
    ]);
    expect(screen.queryByRole('button', { name: 'Mark as packed and hand to courier' })).toBeNull();
  });

  it("toasts the server's message when a move is refused (409)", async () => {
    mockServer(orderDetail(), {
      'POST /api/admin/orders/41/status': {
        status: 409,
        body: { message: 'This order has already moved on.' },
      },
    });
    renderDetail();
    const panel = await actions();
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Note (optional)' }), {
      target: { value: 'Packed by Ana' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Update status' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Move to For Packing' }));
    expect(await screen.findByText('This order has already moved on.')).toBeTruthy();
  });

  it('cancels with restock after a confirmation, sending the optional reason', async () => {
    const sent = mockServer(orderDetail(), {
      'POST /api/admin/orders/41/cancel': {
        status: 200,
        body: {
          success: true,
          message: 'Order cancelled. Stock restored; refund due.',
          detail: orderDetail(
            { next_statuses: [], can_cancel: false, can_mark_refunded: true },
            { order_status: 'cancelled', payment_status: 'refund_due' },
          ),
        },
      },
    });
    renderDetail();
    fireEvent.click(within(await actions()).getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), {
      target: { value: 'Customer asked' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    expect(await screen.findByText('Order cancelled. Stock restored; refund due.')).toBeTruthy();
    expect(posted(sent).map((request) => request.body)).toEqual([{ note: 'Customer asked' }]);
    expect(within(await actions()).getByRole('button', { name: 'Mark refunded' })).toBeTruthy();
  });
});
