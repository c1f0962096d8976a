import { z } from 'zod';

// docs/architecture.md#api-conventions: how an id, a page or a limit written in an address or a query
// string is read as a number.

/** Plain decimal text: an optional minus sign, digits, and an optional fraction. */
const PLAIN_NUMBER = /^-?\d{1,20}(\.\d{1,20})?$/;

/**
 * The number plain decimal text names; anything else is returned as it came, for the schema to refuse
 * with its own message. `Number()` (and `z.coerce.number()`, which calls it) also reads "0x85", "1e2",
 * " 7" or "" as numbers, so `/api/products/0x85` answered product 133 under an address that is not its
 * own. A number (a JSON body's field) passes as it is.
 */
export function readNumberText(value: unknown): unknown {
  return typeof value === 'string' && PLAIN_NUMBER.test(value) ? Number(value) : value;
}

/**
 * `schema` (a `z.number()` with its checks and messages) for a value that arrives as text. A default
 * goes on the result with `.prefault()`, which passes it through the same checks and keeps it in the
 * OpenAPI document; `.default()` on a preprocessed schema would drop it from there.
 */
export function fromNumberText<T extends z.ZodType>(schema: T) {
  return z.preprocess(readNumberText, schema);
}
