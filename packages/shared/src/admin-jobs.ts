import { z } from 'zod';
import { ROW_ID_MAX } from './constants.ts';
import { fromNumberText } from './number-text.ts';

// The owner's view of the side-effect outbox (docs/admin.md#background-jobs): what waits, what failed and why.

export const ADMIN_JOB_PAGE_SIZE = 25;
export const JOB_STATUSES = ['pending', 'running', 'failed', 'done'] as const;

export const adminJobListQuerySchema = z.object({
  status: z
    .enum(['open', ...JOB_STATUSES], { error: 'Status must be open, pending, running, failed or done' })
    .default('open'),
  page: fromNumberText(z.number({ error: 'Page must be a number' }).int().min(1).max(10_000)).prefault(1),
});
export type AdminJobListQuery = z.infer<typeof adminJobListQuerySchema>;

export const jobIdParamsSchema = z.object({
  id: fromNumberText(z.number({ error: 'Invalid job id' }).int().positive().max(ROW_ID_MAX)),
});

export const adminJobRowSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** What the job does, as the owner reads it ("Send an e-mail: Order confirmed to maria@…"). */
  what: z.string(),
  status: z.enum(JOB_STATUSES),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_run_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminJobRow = z.infer<typeof adminJobRowSchema>;

export const adminJobListSchema = z.object({
  jobs: z.array(adminJobRowSchema),
  page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
  /** Failed jobs across all pages: the number the owner must act on. */
  failed: z.number().int(),
});
export type AdminJobList = z.infer<typeof adminJobListSchema>;

export const adminJobRetryResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  job: adminJobRowSchema,
});

export const JOB_MESSAGES = {
  retried: 'The job will run again in a moment.',
  notFound: 'Job not found.',
  notRetriable: 'Only a failed or waiting job can be retried.',
} as const;
