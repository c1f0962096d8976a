import { z } from 'zod';
import { inDateYears } from './date-time-field.ts';

// The owner's insights (docs/admin.md#insights): charts of the shop's own orders over a chosen range of
// Manila calendar days, every figure an SQL aggregate (GET /api/admin/insights).

export const INSIGHTS_PRESETS = ['7d', '30d', '90d', 'year', 'custom'] as const;
export type InsightsPreset = (typeof INSIGHTS_PRESETS)[number];
export const INSIGHTS_PRESET_LABELS: Record<InsightsPreset, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  year: 'This year',
  custom: 'Custom',
};
export const DEFAULT_INSIGHTS_PRESET: InsightsPreset = '30d';
/** A custom range spans at most two years of days, so the daily chart stays readable and quick. */
export const INSIGHTS_MAX_DAYS = 731;
export const INSIGHTS_TOP_LENGTH = 10;

export const INSIGHTS_MESSAGES = {
  customNeedsDates: 'A custom range needs both From and To dates',
  fromAfterTo: 'From must be on or before To',
  tooLong: `A range can span at most ${INSIGHTS_MAX_DAYS} days`,
  future: 'The range cannot start in the future',
} as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD');

export const insightsQuerySchema = z.object({
  range: z.enum(INSIGHTS_PRESETS).default(DEFAULT_INSIGHTS_PRESET),
  from: day.optional(),
  to: day.optional(),
});
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

const MANILA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Manila calendar day of an instant, YYYY-MM-DD (the Philippines keeps UTC+8 all year). */
export function manilaDay(instant: Date): string {
  return new Date(instant.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Manila calendar day begins. */
export function manilaDayStart(dayText: string): Date {
  return new Date(Date.parse(`${dayText}T00:00:00Z`) - MANILA_OFFSET_MS);
}

export function addDays(dayText: string, days: number): string {
  return new Date(Date.parse(`${dayText}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

function validDay(text: string): boolean {
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text && inDateYears(text);
}

export type ResolvedRange =
  | { ok: true; preset: InsightsPreset; from: string; to: string }
  | { ok: false; message: string };

/** The first and last Manila days of a range (both included), as seen at `now`. */
export function resolveInsightsRange(query: InsightsQuery, now: Date): ResolvedRange {
  const today = manilaDay(now);
  switch (query.range) {
    case '7d':
      return { ok: true, preset: '7d', from: addDays(today, -6), to: today };
    case '30d':
      return { ok: true, preset: '30d', from: addDays(today, -29), to: today };
    case '90d':
      return { ok: true, preset: '90d', from: addDays(today, -89), to: today };
    case 'year':
      return { ok: true, preset: 'year', from: `${today.slice(0, 4)}-01-01`, to: today };
    default: {
      const { from, to } = query;
      if (!from || !to || !validDay(from) || !validDay(to))
        return { ok: false, message: INSIGHTS_MESSAGES.customNeedsDates };
      if (from > to) return { ok: false, message: INSIGHTS_MESSAGES.fromAfterTo };
      if (from > today) return { ok: false, message: INSIGHTS_MESSAGES.future };
      if (daysBetween(from, to) > INSIGHTS_MAX_DAYS) return { ok: false, message: INSIGHTS_MESSAGES.tooLong };
      return { ok: true, preset: 'custom', from, to };
    }
  }
}

const pesos = z.number();
const count = z.number().int();

export const insightsDaySchema = z.object({
  day: z.string(),
  orders: count,
  sales: pesos,
  paid: pesos,
  cod_collected: pesos,
  outstanding: pesos,
});
export type InsightsDay = z.infer<typeof insightsDaySchema>;

export const adminInsightsSchema = z.object({
  range: z.object({
    preset: z.enum(INSIGHTS_PRESETS),
    /** First and last Manila calendar day, both included. */
    from: z.string(),
    to: z.string(),
    days: count,
  }),
  /** Orders that count as sales: not cancelled, not returned, not an online order still unpaid. */
  totals: z.object({
    orders: count,
    sales: pesos,
    paid: pesos,
    cod_collected: pesos,
    outstanding: pesos,
    average_order_value: pesos,
    units: count,
  }),
  daily: z.array(insightsDaySchema),
  /** Every order placed in the range, cancelled ones too, by its status now. */
  by_status: z.array(z.object({ status: z.string(), orders: count, total: pesos })),
  payment_mix: z.array(z.object({ method: z.enum(['dragonpay', 'cod']), orders: count, sales: pesos })),
  top_products: z.array(
    z.object({ product_id: count, product_code: z.string(), name: z.string(), units: count, revenue: pesos }),
  ),
  top_categories: z.array(
    z.object({ category_id: count.nullable(), name: z.string(), units: count, revenue: pesos }),
  ),
  conversion: z.object({
    /** Orders placed plus carts still open whose first line was added in the range. */
    carts_started: count,
    orders_placed: count,
    open_carts: count,
    /** Orders placed out of carts started, 0 to 1. */
    rate: z.number(),
  }),
  customers: z.object({
    new_customers: count,
    returning_customers: count,
    new_sales: pesos,
    returning_sales: pesos,
  }),
  regions: z.array(z.object({ region: z.string(), orders: count, sales: pesos })),
  provinces: z.array(z.object({ province: z.string(), region: z.string(), orders: count, sales: pesos })),
});
export type AdminInsights = z.infer<typeof adminInsightsSchema>;
