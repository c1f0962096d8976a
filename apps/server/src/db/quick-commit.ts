import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

// `synchronous_commit` off makes a commit return before its WAL reaches the disk (PostgreSQL still
// writes it within a fraction of a second, in order): a crash of the database in that moment loses
// the transaction, it never corrupts anything. Only for writes whose last moment may be lost that
// way: the cart, never orders, payments or stock (docs/decisions/008-api-performance.md).
// set_config's `true` makes it local to the transaction, so it ends with it and never reaches the
// next statement of the pooled connection. Never use these in another module's transaction: they
// would turn its commit quick too. PGlite accepts the setting (and has no WAL flush to skip).

/**
 * A condition that is always true and turns the commit of its statement's transaction quick: for
 * the WHERE of a write that is its own transaction. Every row the statement writes passed it.
 */
export const quickCommit = (): SQL => sql`(select set_config('synchronous_commit', 'off', true)) = 'off'`;

/** Turns the commit of the transaction `tx` quick: for a transaction of several writes. */
export async function quickCommitTransaction(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select set_config('synchronous_commit', 'off', true)`);
}
