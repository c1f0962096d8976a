import type { z } from 'zod';
import { retryUnlessClientError } from '../../../lib/query-client.ts';

/** A 200 whose body is not the shape the shared schema promises (docs/orders-and-delivery.md#messages). */
export class InvalidResponseError extends Error {
  constructor() {
    super('Invalid response from server');
    this.name = 'InvalidResponseError';
  }
}

/** The body as the schema reads it, or an InvalidResponseError. */
export function parseResponse<Schema extends z.ZodType>(schema: Schema, body: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new InvalidResponseError();
  return parsed.data;
}

const retryServerFailures = retryUnlessClientError(3);

/** A malformed body will be malformed again: only network and server failures are worth a retry. */
export function retryUnlessInvalid(failureCount: number, error: unknown): boolean {
  return !(error instanceof InvalidResponseError) && retryServerFailures(failureCount, error);
}
