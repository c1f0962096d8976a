export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail: SMTP when SMTP_URL is set, otherwise only the outbox (read at /admin/mail). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
