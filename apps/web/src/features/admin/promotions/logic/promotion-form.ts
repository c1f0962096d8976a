import {
  type AdminPromotion,
  type AdminPromotionInput,
  type AdminPromotionInputBody,
  adminPromotionInputSchema,
  type PromotionKind,
} from '@fengshui/shared/admin-promotions';

// The add/edit form of a promotion: what the fields hold (text, as typed), how they become the request
// body, and the shared schema's verdict on them, field by field.

export interface PromotionFormValues {
  code: string;
  name: string;
  description: string;
  type: PromotionKind;
  /** Percent for percentage codes, pesos for fixed ones; not shown for free shipping. */
  value: string;
  minOrder: string;
  /** `datetime-local` text, in Philippine time. */
  startsAt: string;
  endsAt: string;
  totalLimit: string;
  perCustomerLimit: string;
  productIds: number[];
  categoryIds: number[];
}

export type PromotionFormField = keyof PromotionFormValues;
export type PromotionFormErrors = Partial<Record<PromotionFormField, string>>;

export const EMPTY_PROMOTION_FORM: PromotionFormValues = {
  code: '',
  name: '',
  description: '',
  type: 'percentage',
  value: '',
  minOrder: '',
  startsAt: '',
  endsAt: '',
  totalLimit: '',
  perCustomerLimit: '',
  productIds: [],
  categoryIds: [],
};

// The shop is in the Philippines (UTC+8 all year, no daylight saving): the window is entered and shown
// in its time, whatever the owner's computer is set to.
const MANILA_OFFSET = '+08:00';
const MANILA_PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Manila',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO instant as `datetime-local` text in Philippine time ('' for none). */
export function isoToManilaInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    MANILA_PARTS.formatToParts(date).find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** `datetime-local` text read as Philippine time, as an ISO instant (null when empty, text when garbled). */
export function manilaInputToIso(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const withSeconds = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(trimmed) ? `${trimmed}:00` : trimmed;
  const date = new Date(`${withSeconds}${MANILA_OFFSET}`);
  // Left as typed, so the schema names the field that is wrong.
  return Number.isNaN(date.getTime()) ? trimmed : date.toISOString();
}

const numberOrNull = (text: string): number | null => {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
};

/** The request body for these values (not yet checked). */
export function promotionFormToBody(values: PromotionFormValues): AdminPromotionInputBody {
  return {
    code: values.code,
    name: values.name,
    description: values.description,
    type: values.type,
    value: values.type === 'free_shipping' ? null : numberOrNull(values.value),
    min_order: numberOrNull(values.minOrder) ?? 0,
    starts_at: manilaInputToIso(values.startsAt),
    ends_at: manilaInputToIso(values.endsAt),
    total_limit: numberOrNull(values.totalLimit),
    per_customer_limit: numberOrNull(values.perCustomerLimit),
    product_ids: values.productIds,
    category_ids: values.categoryIds,
  };
}

const FIELD_OF: Record<string, PromotionFormField> = {
  code: 'code',
  name: 'name',
  description: 'description',
  type: 'type',
  value: 'value',
  min_order: 'minOrder',
  starts_at: 'startsAt',
  ends_at: 'endsAt',
  total_limit: 'totalLimit',
  per_customer_limit: 'perCustomerLimit',
  product_ids: 'productIds',
  category_ids: 'categoryIds',
};

export type PromotionFormCheck =
  | { ok: true; body: AdminPromotionInput }
  | { ok: false; errors: PromotionFormErrors };

/** The server's own rules (shared schema), with the first problem of each field. */
export function checkPromotionForm(values: PromotionFormValues): PromotionFormCheck {
  const result = adminPromotionInputSchema.safeParse(promotionFormToBody(values));
  if (result.success) return { ok: true, body: result.data };
  const errors: PromotionFormErrors = {};
  for (const issue of result.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The form filled with a saved promotion, for editing. */
export function promotionToForm(promotion: AdminPromotion): PromotionFormValues {
  return {
    code: promotion.code,
    name: promotion.name,
    description: promotion.description,
    type: promotion.type,
    value: promotion.value === null ? '' : String(promotion.value),
    minOrder: promotion.min_order ? String(promotion.min_order) : '',
    startsAt: isoToManilaInput(promotion.starts_at),
    endsAt: isoToManilaInput(promotion.ends_at),
    totalLimit: promotion.total_limit === null ? '' : String(promotion.total_limit),
    perCustomerLimit: promotion.per_customer_limit === null ? '' : String(promotion.per_customer_limit),
    productIds: promotion.product_ids,
    categoryIds: promotion.category_ids,
  };
}
