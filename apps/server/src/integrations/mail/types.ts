import type { DbOrTx } from '../../db/client.ts';
import type { StatementPart } from '../../db/statement-parts.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The message holds a link that acts on the account (verifies it, resets its password): once a mail
   * server has it, the shop keeps no readable copy (docs/admin.md#mail-outbox).
   */
  carriesAccountLink?: boolean;
}

/**
 * Sends e-mail: the message is kept in the outbox (read at /admin/mail) and handed to the job worker,
 * which delivers it through SMTP when SMTP_URL is set. Pass the flow's transaction as `db` and the mail
 * exists exactly when the change it tells of was committed.
 */
export interface Mailer {
  send(message: MailMessage, db?: DbOrTx): Promise<void>;
  /**
   * The same writes as `send`, the outbox row and its job, as parts of the caller's statement
   * (db/statement-parts.ts), named `name` and `${name}_job`: a flow that writes much at once sends
   * them in its own statement instead of two more round trips inside its transaction.
   */
  sendParts(message: MailMessage, name: string): StatementPart[];
}

/** The wire to a mail server (SMTP); the worker's only way out, so tests replace it with a fake. */
export interface MailTransport {
  deliver(message: MailMessage & { from: string }): Promise<void>;
}
