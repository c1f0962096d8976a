import {
  ADMIN_SUBSCRIBER_PAGE_SIZE,
  type AdminSubscriber,
  type AdminSubscriberList,
  type AdminSubscriberListQuery,
} from '@fengshui/shared/newsletter';
import { asc, count, desc, ilike, isNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import { newsletterWelcomeEmail } from '../../integrations/mail/templates.ts';
import type { Mailer } from '../../integrations/mail/types.ts';
import { toCsv } from './csv.ts';
import { mintWelcomePromotion, WELCOME_OFFER } from './welcome-offer.ts';

type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

const toSubscriber = (row: SubscriberRow): AdminSubscriber => ({
  id: row.id,
  email: row.email,
  subscribed_at: row.createdAt.toISOString(),
  unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
});

export interface NewsletterDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * POST /subscribe. Subscribing twice is the same as once (and an address that had left is subscribed
 * again): the answer never tells whether an address was already on the list. Only an address's first
 * subscription earns the welcome code, minted in the same transaction as the subscriber row (so two
 * subscriptions at once make one code) and e-mailed once that has committed.
 */
export async function subscribeToNewsletter(
  deps: NewsletterDeps,
  email: string,
  now = new Date(),
): Promise<void> {
  const welcome = await deps.db.transaction(async (tx) => {
    const [added] = await tx
      .insert(newsletterSubscribers)
      .values({ email })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id });
    if (added) return mintWelcomePromotion(tx, email, now);
    await tx
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: null })
      .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`);
    return null;
  });
  if (welcome) {
    await deps.mailer.send(
      newsletterWelcomeEmail({
        to: email,
        code: welcome.code,
        percent: WELCOME_OFFER.percent,
        endsAt: welcome.endsAt,
        shopUrl: deps.publicUrl,
      }),
    );
  }
}

/** GET /admin/newsletter/subscribers: newest first, searched by e-mail. */
export async function listSubscribers(
  db: DbOrTx,
  query: AdminSubscriberListQuery,
): Promise<AdminSubscriberList> {
  const where = query.search
    ? ilike(newsletterSubscribers.email, `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`)
    : undefined;
  const [rows, [total], [active]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
      .limit(ADMIN_SUBSCRIBER_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_SUBSCRIBER_PAGE_SIZE),
    db.select({ value: count() }).from(newsletterSubscribers).where(where),
    db
      .select({ value: count() })
      .from(newsletterSubscribers)
      .where(isNull(newsletterSubscribers.unsubscribedAt)),
  ]);
  const totalCount = Number(total?.value ?? 0);
  return {
    subscribers: rows.map(toSubscriber),
    page: query.page,
    total: totalCount,
    total_pages: Math.max(1, Math.ceil(totalCount / ADMIN_SUBSCRIBER_PAGE_SIZE)),
    active_total: Number(active?.value ?? 0),
  };
}

/** GET /admin/newsletter/subscribers.csv: the addresses to send to (current subscribers), oldest first. */
export async function subscribersCsv(db: DbOrTx): Promise<string> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(isNull(newsletterSubscribers.unsubscribedAt))
    .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id));
  return toCsv([['email', 'subscribed_at'], ...rows.map((row) => [row.email, row.createdAt.toISOString()])]);
}
