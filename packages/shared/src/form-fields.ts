import { z } from 'zod';
import { readNumberText } from './number-text.ts';

// A multipart request carries every field as text; a JSON request carries real values. These accept
// both, so one schema checks the two (docs/catalogue.md#api: "variants as JSON text").

export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const formBoolean = (label: string) =>
  z.preprocess(
    (value) => {
      if (value === 'true' || value === '1' || value === 'on') return true;
      if (value === 'false' || value === '0') return false;
      return value;
    },
    z.boolean({ error: `${label} must be true or false` }),
  );

export const formNumber = (label: string) =>
  z.number({
    error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`),
  });

/**
 * A form's number as plain decimal text (readNumberText): `Number()` would also read "0x10" as 16 and
 * "1e3" as 1000, so a stock typed with a stray letter would save a number nobody wrote.
 */
export const asNumber = (value: unknown) => {
  const blank = blankToUndefined(value);
  return typeof blank === 'string' ? readNumberText(blank.trim()) : blank;
};

/** Text that names emptiness ('' or 'null') clears a nullable field. */
export const asNullableNumber = (value: unknown) =>
  value === null || value === 'null' || (typeof value === 'string' && value.trim() === '')
    ? null
    : asNumber(value);

export const jsonText = <T extends z.ZodType>(schema: T, label: string) =>
  z.preprocess((value, context) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      context.addIssue({ code: 'custom', message: `${label} must be valid JSON` });
      return z.NEVER;
    }
  }, schema);
