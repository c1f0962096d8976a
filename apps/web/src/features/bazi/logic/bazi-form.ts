import {
  BAZI_MESSAGES,
  type BaziRequest,
  BIRTH_TIME_PATTERN,
  baziRequestSchema,
  birthDateProblem,
} from '@fengshui/shared/bazi';
import { z } from 'zod';

// The calculator's form: the request of POST /bazi plus the "I don't know the hour" box, which sends
// no time at all (the hour pillar is then left out rather than guessed).
export const baziFormSchema = z
  // `time` may be undefined: react-hook-form leaves a disabled field out of the values.
  .object({ date: z.string(), time: z.string().optional(), hourUnknown: z.boolean() })
  .superRefine((values, context) => {
    const dateProblem = birthDateProblem(values.date);
    if (dateProblem) context.addIssue({ code: 'custom', path: ['date'], message: dateProblem });
    if (values.hourUnknown) return;
    if (!values.time) {
      context.addIssue({ code: 'custom', path: ['time'], message: BAZI_MESSAGES.timeRequired });
    } else if (!BIRTH_TIME_PATTERN.test(values.time)) {
      context.addIssue({ code: 'custom', path: ['time'], message: BAZI_MESSAGES.timeInvalid });
    }
  });
export type BaziFormValues = z.infer<typeof baziFormSchema>;

export const toBaziRequest = (values: BaziFormValues): BaziRequest => ({
  date: values.date,
  time: values.hourUnknown || !values.time ? null : values.time,
});

// The chart's address carries the birth moment (?date=1990-05-15&time=08:30), so a chart can be
// reloaded, shared and reached again with the back button.

/** The request in the page's address, or null when there is none or it is not valid. */
export function readBaziSearch(search: URLSearchParams): BaziRequest | null {
  const date = search.get('date');
  if (!date) return null;
  const parsed = baziRequestSchema.safeParse({ date, time: search.get('time') || null });
  return parsed.success ? { date: parsed.data.date, time: parsed.data.time ?? null } : null;
}

export function toBaziSearch(request: BaziRequest): URLSearchParams {
  const search = new URLSearchParams({ date: request.date });
  if (request.time) search.set('time', request.time);
  return search;
}

export const formValuesFor = (request: BaziRequest | null): BaziFormValues => ({
  date: request?.date ?? '',
  time: request?.time ?? '',
  hourUnknown: request !== null && !request.time,
});
