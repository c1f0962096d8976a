import { z } from 'zod';
import { ROW_ID_MAX } from './constants.ts';
import { fromNumberText } from './number-text.ts';

// The owner's read-only customer list (docs/admin.md#customers): who they are, how much they ordered, their orders.

export const ADMIN_CUSTOMER_PAGE_SIZE = 25;

export const adminCustomerListQuerySchema = z.object({
  search: z.string().trim().max(80, { error: 'Search must be at most 80 characters' }).optional(),
  page: fromNumberText(z.number({ error: 'Page must be a number' }).int().min(1).max(10_000)).prefault(1),
});
export type AdminCustomerListQuery = z.infer<typeof adminCustomerListQuerySchema>;

export const customerIdParamsSchema = z.object({
  id: fromNumberText(z.number({ error: 'Invalid customer id' }).int().positive().max(ROW_ID_MAX)),
});

export const adminCustomerRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  verified: z.boolean(),
  /** The customer deleted the account: the row stays, anonymised, for the books. */
  deleted: z.boolean(),
  created_at: z.string(),
  /** Every order placed, whatever became of it. */
  order_count: z.number().int(),
  /**
   * What the orders that went ahead came to: neither cancelled nor returned, and not an online
   * payment still awaited.
   */
  total_spent: z.number(),
  last_order_at: z.string().nullable(),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRowSchema>;

export const adminCustomerListSchema = z.object({
  customers: z.array(adminCustomerRowSchema),
  page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
});
export type AdminCustomerList = z.infer<typeof adminCustomerListSchema>;

export const adminCustomerOrderSchema = z.object({
  order_id: z.number().int(),
  order_code: z.string(),
  order_status: z.string(),
  payment_status: z.string(),
  payment_method: z.string(),
  item_count: z.number().int(),
  total_price: z.number(),
  voucher_code: z.string().nullable(),
  created_at: z.string(),
});
export type AdminCustomerOrder = z.infer<typeof adminCustomerOrderSchema>;

export const adminCustomerAddressSchema = z.object({
  id: z.number().int(),
  recipient_name: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string(),
  is_default: z.boolean(),
});

export const adminCustomerDetailSchema = z.object({
  customer: adminCustomerRowSchema.extend({
    first_name: z.string(),
    last_name: z.string(),
    signs_in_with_google: z.boolean(),
  }),
  addresses: z.array(adminCustomerAddressSchema),
  orders: z.array(adminCustomerOrderSchema),
});
export type AdminCustomerDetail = z.infer<typeof adminCustomerDetailSchema>;
