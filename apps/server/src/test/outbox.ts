import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

/** The newest e-mail sent to `to`, as a tester would open it at /admin/mail. */
export async function latestMailTo(db: Database, to: string) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

/** The token of the link in an e-mail ("/verify-email/{token}" or "/reset-password/{token}"). */
export function linkToken(text: string | undefined, path: 'verify-email' | 'reset-password'): string {
  const match = new RegExp(`/${path}/([A-Za-z0-9_-]+)`).exec(text ?? '');
  if (!match) throw new Error(`No ${path} link in the e-mail`);
  return match[1]!;
}
