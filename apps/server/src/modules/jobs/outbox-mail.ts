import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { ACCOUNT_LINK_NOTE } from '../../integrations/mail/templates.ts';

/**
 * GET /admin/mail: the outbox's mails, newest first (how verification and reset links are read
 * offline, docs/admin.md#mail-outbox). The mails are the mail jobs' payloads, so the jobs module reads
 * them for the admin. With a mail server (`delivered`), a verification or reset link is the customer's
 * alone: the admin sees that such a mail went, never its link.
 */
export async function listOutboxMail(db: Database, limit: number, delivered: boolean) {
  const rows = await db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
  return rows.map((row) => {
    const hidden = delivered && row.carriesAccountLink;
    return {
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: hidden ? ACCOUNT_LINK_NOTE : row.text,
      html: hidden ? ACCOUNT_LINK_NOTE : row.html,
      created_at: row.createdAt.toISOString(),
      sent_at: row.sentAt?.toISOString() ?? null,
      error: row.error,
    };
  });
}
