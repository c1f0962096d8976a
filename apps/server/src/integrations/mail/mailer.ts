import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { DbOrTx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { statementOf } from '../../db/statement-parts.ts';
import { jobsInsert } from '../../modules/jobs/index.ts';
import { ACCOUNT_LINK_NOTE } from './templates.ts';
import type { Mailer, MailMessage, MailTransport } from './types.ts';

/**
 * Every message is first written to the outbox, so nothing is lost and the owner can read what was
 * sent, and a `mail.deliver` job is written beside it: the worker hands it to the mail server and
 * retries a failure (docs/decisions/009-safe-side-effects.md). Nobody waits for SMTP.
 */
export function createMailer(db: DbOrTx): Mailer {
  const mailer: Mailer = {
    async send(message: MailMessage, tx: DbOrTx = db) {
      await tx.execute(statementOf(mailer.sendParts(message, 'mail')));
    },
    sendParts(message: MailMessage, name: string) {
      return [
        { name, write: db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id }) },
        {
          name: `${name}_job`,
          write: jobsInsert(
            'mail.deliver',
            sql`select jsonb_build_object('mailId', written.id) as payload from ${sql.identifier(name)} as written`,
          ),
        },
      ];
    },
  };
  return mailer;
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async deliver(message) {
      await transport.sendMail(message);
    },
  };
}

/**
 * The `mail.deliver` job: one outbox message to the mail server, marked sent, or its error kept and
 * thrown so the worker tries again later. Without SMTP the outbox is where mail is read: nothing to do.
 */
export async function deliverMail(
  db: DbOrTx,
  transport: MailTransport | null,
  from: string,
  mailId: number,
): Promise<void> {
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
  if (!mail || mail.sentAt || !transport) return;
  try {
    await transport.deliver({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  } catch (error) {
    await db
      .update(mailOutbox)
      .set({ error: (error instanceof Error ? error.message : String(error)).slice(0, 2000) })
      .where(eq(mailOutbox.id, mailId));
    throw error;
  }
  await db
    .update(mailOutbox)
    .set({
      sentAt: new Date(),
      error: null,
      // Delivered, its link is the customer's alone: no copy for a backup or an admin to follow.
      ...(mail.carriesAccountLink ? { text: ACCOUNT_LINK_NOTE, html: ACCOUNT_LINK_NOTE } : {}),
    })
    .where(eq(mailOutbox.id, mailId));
}
