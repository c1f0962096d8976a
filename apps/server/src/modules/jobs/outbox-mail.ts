import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

/**
 * GET /admin/mail: the outbox's mails, newest first (how verification and reset links are read
 * offline, docs/admin.md#mail-outbox). The mails are the mail jobs' payloads, so the jobs module reads
 * them for the admin.
 */
export async function listOutboxMail(db: Database, limit: number) {
  const rows = await db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    error: row.error,
  }));
}
