import { z } from 'zod';

// docs/architecture.md#errors: every error answers { message, code, details? }.
export const apiErrorSchema = z
  .object({
    message: z.string(),
    code: z.string(),
    details: z.unknown().optional(),
  })
  .describe('An error: a message for people, a code for programs, and details when there are any');
export type ApiError = z.infer<typeof apiErrorSchema>;
