import { z } from 'zod';
import { ROW_ID_MAX } from './constants.ts';
import type { OrderStatus } from './order-status.ts';

// docs/admin.md#order-desk: the desk's status tabs (the fifteen statuses in seven groups), its saved
// views (the work waiting, oldest first) and its one-step and bulk actions. One place for the server's
// filters and the web's tabs.

export const ORDER_STATUS_GROUPS = [
  { id: 'unpaid', label: 'Unpaid', statuses: ['pending_payment'] },
  { id: 'processing', label: 'Processing', statuses: ['processing', 'for_packing'] },
  { id: 'packed', label: 'Packed', statuses: ['packed', 'for_shipping', 'ready_to_ship'] },
  { id: 'shipped', label: 'Shipped', statuses: ['shipped', 'picked_up', 'in_transit', 'out_for_delivery'] },
  { id: 'delivered', label: 'Delivered', statuses: ['delivered', 'received'] },
  { id: 'completed', label: 'Completed', statuses: ['completed'] },
  { id: 'closed', label: 'Cancelled', statuses: ['cancelled', 'returned'] },
] as const satisfies readonly { id: string; label: string; statuses: readonly OrderStatus[] }[];
export type OrderStatusGroup = (typeof ORDER_STATUS_GROUPS)[number]['id'];
export const ORDER_STATUS_GROUP_IDS = ORDER_STATUS_GROUPS.map((group) => group.id) as [
  OrderStatusGroup,
  ...OrderStatusGroup[],
];

export function statusesOfGroup(group: OrderStatusGroup): readonly OrderStatus[] {
  return ORDER_STATUS_GROUPS.find((entry) => entry.id === group)?.statuses ?? [];
}

export function groupOfStatus(status: string): OrderStatusGroup | null {
  return (
    ORDER_STATUS_GROUPS.find((group) => (group.statuses as readonly string[]).includes(status))?.id ?? null
  );
}

/** The COD orders whose cash the desk may record: the parcel has reached the customer. */
export const COD_COLLECTABLE_STATUSES: readonly OrderStatus[] = ['delivered', 'received', 'completed'];

/**
 * Saved views: the work that waits, oldest first, as the dashboard's to-do list counts it. A view is
 * a status set and, where money is the point, the payment that waits: cash on delivery still to
 * collect, or a refund still to send.
 */
export const ORDER_VIEWS = [
  { id: 'to-pack', label: 'To pack', statuses: ['processing', 'for_packing'], awaits: null },
  {
    id: 'to-ship',
    label: 'To ship',
    statuses: ['packed', 'for_shipping', 'ready_to_ship'],
    awaits: null,
  },
  { id: 'cod-to-collect', label: 'COD to collect', statuses: COD_COLLECTABLE_STATUSES, awaits: 'cod_cash' },
  // A refund is due only on an order that was cancelled or came back.
  { id: 'refunds-due', label: 'Refunds due', statuses: ['cancelled', 'returned'], awaits: 'refund' },
] as const satisfies readonly {
  id: string;
  label: string;
  statuses: readonly OrderStatus[];
  awaits: 'cod_cash' | 'refund' | null;
}[];
export type OrderView = (typeof ORDER_VIEWS)[number]['id'];
export const ORDER_VIEW_IDS = ORDER_VIEWS.map((view) => view.id) as [OrderView, ...OrderView[]];

export function orderView(id: OrderView) {
  return ORDER_VIEWS.find((view) => view.id === id)!;
}

// ---- one-step moves ------------------------------------------------------------------------------

/**
 * The road of a parcel through the shop, each stage recorded in the history: "Mark as packed and hand
 * to courier" walks it to Shipped in one action instead of five rounds of pick, Update, confirm.
 */
export const DESK_ROAD: readonly OrderStatus[] = [
  'processing',
  'for_packing',
  'packed',
  'for_shipping',
  'shipped',
];

export type DeskGoal = 'packed' | 'shipped';

/**
 * The statuses an order passes on its way from `from` to `goal`, in order; [] when it is there, null
 * when the road does not lead there (unpaid, already past it, cancelled). ready_to_ship joins the
 * road at its last step.
 */
export function deskSteps(from: string, goal: DeskGoal): OrderStatus[] | null {
  const goalIndex = DESK_ROAD.indexOf(goal);
  if (from === 'ready_to_ship') return goal === 'shipped' ? ['shipped'] : null;
  const fromIndex = DESK_ROAD.indexOf(from as OrderStatus);
  if (fromIndex === -1 || fromIndex > goalIndex) return null;
  return DESK_ROAD.slice(fromIndex + 1, goalIndex + 1);
}

export const DESK_BULK_ACTIONS = ['mark_packed', 'hand_to_courier'] as const;
export type DeskBulkAction = (typeof DESK_BULK_ACTIONS)[number];
export const DESK_BULK_MAX = 100;

export const DESK_ACTION_LABELS: Record<DeskBulkAction, string> = {
  mark_packed: 'Mark as packed',
  hand_to_courier: 'Mark as packed and hand to courier',
};

const orderIds = z
  .array(z.number({ error: 'Order ids must be numbers' }).int().positive().max(ROW_ID_MAX), {
    error: 'Choose the orders to change',
  })
  .min(1, { error: 'Choose at least one order' })
  .max(DESK_BULK_MAX, { error: `Choose at most ${DESK_BULK_MAX} orders at a time` })
  .transform((ids) => [...new Set(ids)]);

/** POST /admin/orders/bulk: one action on several orders; each order succeeds or fails on its own. */
export const deskBulkRequestSchema = z.object({
  action: z.enum(DESK_BULK_ACTIONS, { error: 'Action must be mark_packed or hand_to_courier' }),
  order_ids: orderIds,
});
export type DeskBulkRequest = z.infer<typeof deskBulkRequestSchema>;

export const deskBulkResultSchema = z.object({
  order_id: z.number().int(),
  order_code: z.string().nullable(),
  ok: z.boolean(),
  /** The status the order reached, or why it could not move. */
  message: z.string(),
  status: z.string().nullable(),
});
export type DeskBulkResult = z.infer<typeof deskBulkResultSchema>;

export const deskBulkResponseSchema = z.object({
  message: z.string(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  results: z.array(deskBulkResultSchema),
});
export type DeskBulkResponse = z.infer<typeof deskBulkResponseSchema>;

/** GET /admin/orders/waybills?ids=1,2,3: the booked orders' waybills as one PDF. */
export const deskWaybillsQuerySchema = z.object({
  ids: z
    .string({ error: 'ids is required' })
    .max(1200, { error: 'Choose at most 100 orders at a time' })
    .transform((text, context) => {
      const ids = text.split(',').map((part) => Number(part.trim()));
      if (ids.some((id) => !Number.isInteger(id) || id < 1 || id > ROW_ID_MAX)) {
        context.addIssue({ code: 'custom', message: 'ids must be order ids separated by commas' });
        return z.NEVER;
      }
      return ids;
    })
    .pipe(orderIds),
});
