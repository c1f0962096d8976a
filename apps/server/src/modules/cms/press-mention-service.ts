import {
  PRESS_MENTION_MESSAGES,
  type PressMention,
  type pressMentionInputSchema,
} from '@fengshui/shared/press-mentions';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { pressMentions } from '../../db/schema/index.ts';
import { NotFound } from '../../domain/errors.ts';

type PressMentionRow = typeof pressMentions.$inferSelect;
type PressMentionValues = z.output<typeof pressMentionInputSchema>;

function mentionOf(row: PressMentionRow): PressMention {
  return { id: row.id, name: row.name, url: row.url, logo_url: row.logoUrl, position: row.position };
}

/** Every mention in the owner's order; the home page shows them all, or hides the strip when none. */
export async function listPressMentions(db: DbOrTx): Promise<PressMention[]> {
  const rows = await db
    .select()
    .from(pressMentions)
    .orderBy(asc(pressMentions.position), asc(pressMentions.id));
  return rows.map(mentionOf);
}

export async function createPressMention(db: DbOrTx, input: PressMentionValues): Promise<PressMention> {
  const [row] = await db
    .insert(pressMentions)
    .values({
      name: input.name,
      url: input.url,
      logoUrl: input.logo_url ?? null,
      position: input.position ?? 0,
    })
    .returning();
  return mentionOf(row!);
}

export async function updatePressMention(
  db: DbOrTx,
  id: number,
  input: PressMentionValues,
): Promise<PressMention> {
  const [row] = await db
    .update(pressMentions)
    .set({
      name: input.name,
      url: input.url,
      logoUrl: input.logo_url ?? null,
      ...(input.position === undefined ? {} : { position: input.position }),
      updatedAt: new Date(),
    })
    .where(eq(pressMentions.id, id))
    .returning();
  if (!row) throw new NotFound(PRESS_MENTION_MESSAGES.notFound, 'PRESS_MENTION_NOT_FOUND');
  return mentionOf(row);
}

export async function deletePressMention(db: DbOrTx, id: number): Promise<void> {
  const deleted = await db
    .delete(pressMentions)
    .where(eq(pressMentions.id, id))
    .returning({ id: pressMentions.id });
  if (deleted.length === 0) throw new NotFound(PRESS_MENTION_MESSAGES.notFound, 'PRESS_MENTION_NOT_FOUND');
}
