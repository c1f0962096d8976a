import {
  ADMIN_JOB_PAGE_SIZE,
  type AdminJobListQuery,
  type AdminJobRow,
  JOB_MESSAGES,
} from '@fengshui/shared/admin-jobs';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobs, mailOutbox, orders } from '../../db/schema/index.ts';
import { Conflict, NotFound } from '../../domain/errors.ts';
import { JOB_LABELS, type JobKind } from './job-queue.ts';

type JobRow = typeof jobs.$inferSelect;

/** What a job is about, in words: the mail's subject and address, the order's code. */
async function describeJobs(db: Database, rows: JobRow[]): Promise<Map<number, string>> {
  const mailIds = rows.flatMap((row) => (typeof row.payload.mailId === 'number' ? [row.payload.mailId] : []));
  const orderIds = rows.flatMap((row) =>
    typeof row.payload.orderId === 'number' ? [row.payload.orderId] : [],
  );
  const [mails, orderRows] = await Promise.all([
    mailIds.length
      ? db
          .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject })
          .from(mailOutbox)
          .where(inArray(mailOutbox.id, mailIds))
      : [],
    orderIds.length
      ? db.select({ id: orders.id, code: orders.orderCode }).from(orders).where(inArray(orders.id, orderIds))
      : [],
  ]);
  const mailById = new Map(mails.map((mail) => [mail.id, mail]));
  const codeById = new Map(orderRows.map((order) => [order.id, order.code]));
  return new Map(
    rows.map((row) => {
      const label = JOB_LABELS[row.kind as JobKind] ?? row.kind;
      const mail = mailById.get(row.payload.mailId as number);
      const code = codeById.get(row.payload.orderId as number);
      const detail = mail
        ? `“${mail.subject}” to ${mail.to}`
        : code
          ? `order ${code}${typeof row.payload.trackingNumber === 'string' ? ` (${row.payload.trackingNumber})` : ''}`
          : null;
      return [row.id, detail ? `${label}: ${detail}` : label];
    }),
  );
}

function toRow(row: JobRow, what: string): AdminJobRow {
  const waiting = row.status === 'pending' || row.status === 'running';
  return {
    id: row.id,
    kind: row.kind,
    what,
    status: row.status,
    attempts: row.attempts,
    max_attempts: row.maxAttempts,
    last_error: row.lastError,
    next_run_at: waiting ? row.runAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** docs/admin.md#background-jobs: failed and waiting jobs first by default, newest first. */
export async function listJobs(db: Database, query: AdminJobListQuery) {
  const where: SQL | undefined =
    query.status === 'open'
      ? inArray(jobs.status, ['pending', 'running', 'failed'])
      : eq(jobs.status, query.status);
  const [rows, [total], [failed]] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.id))
      .limit(ADMIN_JOB_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_JOB_PAGE_SIZE),
    db.select({ value: count() }).from(jobs).where(where),
    db.select({ value: count() }).from(jobs).where(eq(jobs.status, 'failed')),
  ]);
  const described = await describeJobs(db, rows);
  const totalCount = total?.value ?? 0;
  return {
    jobs: rows.map((row) => toRow(row, described.get(row.id)!)),
    page: query.page,
    total: totalCount,
    total_pages: Math.max(1, Math.ceil(totalCount / ADMIN_JOB_PAGE_SIZE)),
    failed: failed?.value ?? 0,
  };
}

/** The owner's Retry: a failed (or waiting) job is due now with a fresh round of attempts. */
export async function retryJob(db: Database, id: number): Promise<AdminJobRow> {
  const [row] = await db
    .update(jobs)
    .set({ status: 'pending', attempts: 0, runAt: new Date(), finishedAt: null, updatedAt: new Date() })
    .where(and(eq(jobs.id, id), inArray(jobs.status, ['failed', 'pending'])))
    .returning();
  if (!row) {
    const [exists] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id));
    if (!exists) throw new NotFound(JOB_MESSAGES.notFound, 'JOB_NOT_FOUND');
    throw new Conflict(JOB_MESSAGES.notRetriable, undefined, 'JOB_NOT_RETRIABLE');
  }
  return toRow(row, (await describeJobs(db, [row])).get(row.id)!);
}
