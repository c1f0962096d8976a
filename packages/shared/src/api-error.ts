import { z } from 'zod';

// docs/architecture.md#errors: every error answers { message, code, details? }.
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
