import { type SQL, sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Database, DbOrTx } from './client.ts';
import { type PoolSessionParts, poolSessionOf, socketOf } from './pool-connection.ts';
import { namedByText, nameOfText } from './prepared.ts';

/** A write of a transaction whose answer nothing waits for: sent together with the commit. */
export interface LastWrite {
  /** The prefix of its prepared statement's name; it is named after its text (db/prepared.ts). */
  name: string;
  statement: SQL;
  /** What its failure means to the caller (a refusal to throw instead), undefined to throw it as it is. */
  refusal?: (error: unknown) => Error | undefined;
}

export interface TransactionEnd<T> {
  result: T;
  /** Sent in this order after everything the body awaited, then the commit. */
  last: LastWrite[];
}

const dialect = new PgDialect();

/**
 * A transaction whose last writes go to the database together with its COMMIT, without waiting for
 * each answer in between (node-postgres' pipeline mode, db/client.ts). `body` runs the statements
 * whose answers it needs, awaited as usual, and returns the writes that only have to succeed: an
 * order's one statement and its stock updates. A write that fails (a check refusing stock, say) makes
 * the database skip the rest and answer the commit with a rollback, so all or nothing still holds; the
 * first failure is thrown, as its `refusal` names it.
 *
 * Why: every turn of an open transaction holds the rows it locked, and on PGlite the one backend, for a
 * round trip through the server's busy thread (docs/decisions/008-api-performance.md, twelfth pass).
 * On a database without pipelining (PGlite in this thread, in tests) the writes are sent one by one.
 */
export async function pipelinedTransaction<T>(
  db: Database,
  body: (tx: DbOrTx) => Promise<TransactionEnd<T>>,
): Promise<T> {
  const parts = poolSessionOf(db);
  if (!parts) {
    return db.transaction(async (tx) => {
      const { result, last } = await body(tx);
      for (const write of last) {
        try {
          await namedByText(tx, write.name, write.statement);
        } catch (error) {
          throw write.refusal?.(error) ?? error;
        }
      }
      return result;
    });
  }
  return onPoolClient(parts, body);
}

async function onPoolClient<T>(
  parts: PoolSessionParts,
  body: (tx: DbOrTx) => Promise<TransactionEnd<T>>,
): Promise<T> {
  const logger = parts.options.logger;
  const client = await parts.client.connect();
  // Whether the transaction may still be open on the connection: then it is not given back.
  let open = true;
  try {
    // The same classes Drizzle's own transaction uses, on the one client that the end goes out on.
    const txSession = new NodePgSession(client, parts.dialect, parts.schema as never, parts.options);
    const tx = new NodePgTransaction(parts.dialect, txSession, parts.schema as never) as unknown as DbOrTx;
    await tx.execute(sql`begin`);
    let end: TransactionEnd<T>;
    try {
      end = await body(tx);
    } catch (error) {
      await tx.execute(sql`rollback`);
      open = false;
      throw error;
    }
    const queries = end.last.map((write) => {
      const query = dialect.sqlToQuery(write.statement);
      logger?.logQuery(query.sql, query.params);
      return { name: nameOfText(write.name, query.sql), text: query.sql, values: query.params };
    });
    // A value node-postgres failed to serialise would fail its write before it is sent, and the
    // writes behind it and the commit would still go: half an order. Drizzle hands over plain values
    // (JSON and dates already as text); anything else is sent one write at a time.
    const together = queries.every((query) => query.values.every(isPlainValue));
    const log = (text: string) => logger?.logQuery(text, []);
    const outcomes = together
      ? await sendTogether(client, queries, log)
      : await sendInTurn(client, queries, log);
    const commit = outcomes.at(-1)!;
    // Answered at all (COMMIT, or ROLLBACK after a failed write), the transaction is over.
    open = commit.status === 'rejected';
    const failed = outcomes.findIndex((outcome) => outcome.status === 'rejected');
    if (failed === -1) return end.result;
    const reason = (outcomes[failed] as PromiseRejectedResult).reason;
    throw end.last[failed]?.refusal?.(reason) ?? reason;
  } finally {
    client.release(open ? new Error('The transaction was left open; its connection is closed') : undefined);
  }
}

interface Query {
  name: string | undefined;
  text: string;
  values: unknown[];
}

/** Pipeline mode sends each query as it is asked for, in order; corked, they leave in one write. */
async function sendTogether(client: pg.PoolClient, queries: Query[], log: (text: string) => void) {
  const socket = socketOf(client);
  log('commit');
  socket.cork();
  const sent = [...queries.map((query) => client.query(query)), client.query('commit')];
  socket.uncork();
  return Promise.allSettled(sent);
}

/** One at a time, stopping at the first failure: then the commit is a rollback. */
async function sendInTurn(client: pg.PoolClient, queries: Query[], log: (text: string) => void) {
  const outcomes: PromiseSettledResult<unknown>[] = [];
  for (const query of queries) {
    const [outcome] = await Promise.allSettled([client.query(query)]);
    outcomes.push(outcome!);
    if (outcome!.status === 'rejected') break;
  }
  const end = outcomes.some((outcome) => outcome.status === 'rejected') ? 'rollback' : 'commit';
  log(end);
  outcomes.push(...(await Promise.allSettled([client.query(end)])));
  return outcomes;
}

function isPlainValue(value: unknown): boolean {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}
