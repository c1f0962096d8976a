import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { DbOrTx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { Mailer, MailMessage } from './types.ts';

/**
 * Every message is first written to the outbox, so nothing is lost and the owner can read what was
 * sent. With SMTP configured it is then handed to the server and marked sent (or its error kept).
 */
export function createMailer(
  db: DbOrTx,
  options: { smtpUrl?: string | undefined; from: string; onError?: (error: unknown) => void },
): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message: MailMessage) {
      const [row] = await db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
      if (!transport) return;
      try {
        await transport.sendMail({ from: options.from, ...message });
        await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row!.id));
      } catch (error) {
        await db
          .update(mailOutbox)
          .set({ error: error instanceof Error ? error.message : String(error) })
          .where(eq(mailOutbox.id, row!.id));
        options.onError?.(error);
      }
    },
  };
}
