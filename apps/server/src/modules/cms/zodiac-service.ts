import {
  type AdminZodiac,
  CMS_MESSAGES,
  ZODIAC_SIGNS,
  ZODIAC_TEXT_FIELDS,
  type Zodiac,
  type ZodiacSign,
  type ZodiacSummary,
  type ZodiacUpdateInput,
  zodiacDisplayName,
  zodiacSignOfYear,
} from '@fengshui/shared/cms';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { zodiacReads, zodiacs } from '../../db/schema/index.ts';
import { BadRequest, NotFound } from '../../domain/errors.ts';

type ZodiacRow = typeof zodiacs.$inferSelect;

/** The sign of an address or a request, in any letter case; anything else is bad input, as the spec says. */
export function zodiacSignOf(text: string): ZodiacSign {
  const sign = text.trim().toLowerCase();
  if (!(ZODIAC_SIGNS as readonly string[]).includes(sign))
    throw new BadRequest(CMS_MESSAGES.invalidSign, undefined, 'INVALID_ZODIAC_SIGN');
  return sign as ZodiacSign;
}

/**
 * is_updated / is_read of docs/content.md#horoscope for one customer: the texts changed since they last
 * read the sign (or they never did) is "updated and unread", which plays the horoscope page's chest
 * animation. Guests have read nothing and are shown nothing new.
 */
function readFlags(row: ZodiacRow, readAt: Date | null | undefined, signedIn: boolean) {
  if (!signedIn) return { is_updated: false, is_read: false };
  const isRead = readAt != null && readAt.getTime() >= row.contentUpdatedAt.getTime();
  return { is_updated: !isRead, is_read: isRead };
}

function summaryOf(row: ZodiacRow, readAt: Date | null | undefined, signedIn: boolean): ZodiacSummary {
  return {
    zodiacID: zodiacDisplayName(row.sign as ZodiacSign),
    sign: row.sign as ZodiacSign,
    name: row.name,
    overview: row.overview,
    color: row.color,
    number: row.number,
    ...readFlags(row, readAt, signedIn),
  };
}

function zodiacOf(row: ZodiacRow, readAt: Date | null | undefined, signedIn: boolean): Zodiac {
  return {
    ...summaryOf(row, readAt, signedIn),
    career: row.career,
    health: row.health,
    love: row.love,
    daily: row.daily,
    weekly: row.weekly,
    monthly: row.monthly,
    updated_at: row.contentUpdatedAt.toISOString(),
  };
}

const cycleOrder = sql`array_position(array['rat','ox','tiger','rabbit','dragon','snake','horse','goat','monkey','rooster','dog','pig']::text[], ${zodiacs.sign}::text)`;

async function readsOf(db: DbOrTx, userId: number | null): Promise<Map<string, Date>> {
  if (userId === null) return new Map();
  const rows = await db.select().from(zodiacReads).where(eq(zodiacReads.userId, userId));
  return new Map(rows.map((row) => [row.sign, row.readAt]));
}

/** Edit distance counting a swap of neighbours as one edit ("tigre" is one from "tiger"). */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/**
 * Whether a search names a sign: the start of its sign or name ("drag", "Dragon"), a word of the text
 * ("year of the horse"), a one-letter typo of a longer sign ("dragn", "tigre"), or a birth year ("1988").
 */
function matchesSearch(row: ZodiacRow, search: string): boolean {
  const text = search.trim().toLowerCase().slice(0, 200);
  if (/^\d{4}$/.test(text)) return zodiacSignOfYear(Number(text)) === row.sign;
  const name = row.name.toLowerCase();
  if (row.sign.startsWith(text) || name.startsWith(text)) return true;
  return text
    .split(/[^a-z]+/)
    .some(
      (word) =>
        word === row.sign || (word.length >= 4 && row.sign.length >= 4 && editDistance(word, row.sign) <= 1),
    );
}

/** GET /cms/zodiacs?search=: the published signs in the order of the cycle. */
export async function listZodiacs(
  db: DbOrTx,
  userId: number | null,
  search: string | undefined,
): Promise<ZodiacSummary[]> {
  const [rows, reads] = await Promise.all([
    db.select().from(zodiacs).where(eq(zodiacs.status, 'published')).orderBy(cycleOrder),
    readsOf(db, userId),
  ]);
  return rows
    .filter((row) => (search === undefined ? true : search.trim() !== '' && matchesSearch(row, search)))
    .map((row) => summaryOf(row, reads.get(row.sign), userId !== null));
}

/** GET /cms/zodiacs/:sign: bad input for an unknown sign, NotFound while it is not published. */
export async function getZodiac(db: DbOrTx, userId: number | null, signText: string): Promise<Zodiac> {
  const sign = zodiacSignOf(signText);
  const [row] = await db
    .select()
    .from(zodiacs)
    .where(and(eq(zodiacs.sign, sign), eq(zodiacs.status, 'published')));
  if (!row) throw new NotFound(CMS_MESSAGES.zodiacNotPublished, 'ZODIAC_NOT_PUBLISHED');
  const reads = await readsOf(db, userId);
  return zodiacOf(row, reads.get(sign), userId !== null);
}

/** POST /cms/zodiacs/:sign/read: the customer has seen the current texts; the chest stays closed. */
export async function markZodiacRead(db: DbOrTx, userId: number, signText: string) {
  const sign = zodiacSignOf(signText);
  const [row] = await db
    .select({ sign: zodiacs.sign })
    .from(zodiacs)
    .where(and(eq(zodiacs.sign, sign), eq(zodiacs.status, 'published')));
  if (!row) throw new NotFound(CMS_MESSAGES.zodiacNotPublished, 'ZODIAC_NOT_PUBLISHED');
  // The database clock, the same one that stamps contentUpdatedAt, decides what "since" means.
  await db
    .insert(zodiacReads)
    .values({ userId, sign, readAt: sql`now()` })
    .onConflictDoUpdate({ target: [zodiacReads.userId, zodiacReads.sign], set: { readAt: sql`now()` } });
  return { success: true as const, sign, is_read: true as const, is_updated: false as const };
}

// ---- the owner's side ---------------------------------------------------------------------------

function adminZodiacOf(row: ZodiacRow): AdminZodiac {
  const { is_read: _read, is_updated: _updated, ...rest } = zodiacOf(row, null, false);
  return {
    ...rest,
    status: row.status,
    content_updated_at: row.contentUpdatedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listZodiacsForAdmin(db: DbOrTx): Promise<AdminZodiac[]> {
  const rows = await db.select().from(zodiacs).orderBy(cycleOrder);
  return rows.map(adminZodiacOf);
}

async function findZodiac(db: DbOrTx, sign: ZodiacSign): Promise<ZodiacRow> {
  const [row] = await db.select().from(zodiacs).where(eq(zodiacs.sign, sign));
  // The seed writes all twelve; a missing row is a database someone emptied by hand.
  if (!row) throw new NotFound('This zodiac sign has no guide yet', 'ZODIAC_NOT_FOUND');
  return row;
}

export async function getZodiacForAdmin(db: DbOrTx, signText: string): Promise<AdminZodiac> {
  return adminZodiacOf(await findZodiac(db, zodiacSignOf(signText)));
}

const CHANGE_TRACKED_FIELDS = [...ZODIAC_TEXT_FIELDS, 'color', 'number', 'name'] as const;

/**
 * Saves the texts of a sign. A change to any text moves contentUpdatedAt, so every customer who has
 * not read the sign since sees it as updated (docs/admin.md#content: the horoscope page's chest animation).
 */
export async function updateZodiac(
  db: DbOrTx,
  signText: string,
  input: ZodiacUpdateInput,
): Promise<AdminZodiac> {
  const sign = zodiacSignOf(signText);
  const current = await findZodiac(db, sign);
  const changed = CHANGE_TRACKED_FIELDS.some(
    (field) => input[field] !== undefined && input[field] !== current[field],
  );
  const [row] = await db
    .update(zodiacs)
    .set({
      ...input,
      ...(changed ? { contentUpdatedAt: sql`now()` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(zodiacs.sign, sign))
    .returning();
  return adminZodiacOf(row!);
}
