import {
  ADMIN_MESSAGE_PAGE_SIZE,
  type AdminMessage,
  type AdminMessageList,
  type AdminMessageListQuery,
  type ContactMessageKind,
  type ContactMessageStatus,
  type ContactRequest,
  DEFAULT_SUBJECTS,
} from '@fengshui/shared/contact-messages';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { NotFound } from '../../domain/errors.ts';
import { contactRequestReceivedEmail, contactRequestToShopEmail } from '../../integrations/mail/templates.ts';
import type { Mailer } from '../../integrations/mail/types.ts';

export interface ContactDeps {
  db: DbOrTx;
  mailer: Mailer;
  publicUrl: string;
}

type MessageRow = typeof contactMessages.$inferSelect;

function toAdminMessage(row: MessageRow): AdminMessage {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    status: row.status,
    user_id: row.userId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * POST /email/contact and /email/appointment: the request is kept for the owner's inbox first (so it is
 * never lost to a mail failure), then e-mailed to the shop, and the sender gets an acknowledgement.
 */
export async function takeContactRequest(
  deps: ContactDeps,
  kind: ContactMessageKind,
  input: ContactRequest,
  userId: number | null,
): Promise<void> {
  const subject = input.subject ?? DEFAULT_SUBJECTS[kind];
  const [row] = await deps.db
    .insert(contactMessages)
    .values({
      kind,
      name: input.name,
      email: input.email,
      phone: input.phone,
      subject,
      message: input.message,
      userId,
    })
    .returning({ id: contactMessages.id });
  await deps.mailer.send(
    contactRequestToShopEmail({
      kind,
      name: input.name,
      email: input.email,
      phone: input.phone,
      subject,
      message: input.message,
      inboxUrl: `${deps.publicUrl}/admin/messages?id=${row!.id}`,
    }),
  );
  await deps.mailer.send(
    contactRequestReceivedEmail({ kind, to: input.email, name: input.name, shopUrl: deps.publicUrl }),
  );
}

/** GET /admin/messages: the inbox, newest first, by kind and status, with counts for the chips. */
export async function listContactMessages(
  db: DbOrTx,
  query: AdminMessageListQuery,
): Promise<AdminMessageList> {
  const byKind = query.kind ? eq(contactMessages.kind, query.kind) : undefined;
  const where = and(byKind, query.status ? eq(contactMessages.status, query.status) : undefined);
  const [rows, [total], counts] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(ADMIN_MESSAGE_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_MESSAGE_PAGE_SIZE),
    db.select({ value: count() }).from(contactMessages).where(where),
    db
      .select({ status: contactMessages.status, value: count() })
      .from(contactMessages)
      .where(byKind)
      .groupBy(contactMessages.status),
  ]);
  const totalCount = Number(total?.value ?? 0);
  return {
    messages: rows.map(toAdminMessage),
    page: query.page,
    total: totalCount,
    total_pages: Math.max(1, Math.ceil(totalCount / ADMIN_MESSAGE_PAGE_SIZE)),
    status_counts: Object.fromEntries(counts.map((row) => [row.status, Number(row.value)])),
  };
}

/** PUT /admin/messages/:id: new, replied or closed; any of them may follow any other. */
export async function setContactMessageStatus(
  db: DbOrTx,
  id: number,
  status: ContactMessageStatus,
): Promise<AdminMessage> {
  const [row] = await db
    .update(contactMessages)
    .set({ status, updatedAt: new Date() })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw new NotFound('Message not found', 'MESSAGE_NOT_FOUND');
  return toAdminMessage(row);
}

/** GET /admin/messages/:id: one message, for the link in the shop's e-mail. */
export async function contactMessageForAdmin(db: DbOrTx, id: number): Promise<AdminMessage> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw new NotFound('Message not found', 'MESSAGE_NOT_FOUND');
  return toAdminMessage(row);
}
