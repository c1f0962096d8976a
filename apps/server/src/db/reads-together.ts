import { type Answers, settledInOrder } from '../domain/settled-in-order.ts';
import type { Database } from './client.ts';
import { databaseOn, poolSessionOf, socketOf } from './pool-connection.ts';

/**
 * Reads that do not wait for each other, sent to the database together: `start` begins them all on
 * one connection (each must send its first statement before its first await, as Drizzle's `execute`
 * does), and they leave in one write, in node-postgres' pipeline mode (db/client.ts), so the database
 * answers them in one turn instead of one round trip each. A read may send more once its first answer
 * is in (on the same connection). Every read is awaited before the connection goes back; the first
 * failure in `start`'s order is thrown, as if they had run one after the other.
 *
 * Why: on PGlite each round trip is a turn of its one backend through the server's thread, and an
 * order read four things one by one before its transaction (docs/decisions/008-api-performance.md,
 * thirteenth pass). On PGlite in this thread (tests) they run side by side on it.
 */
export async function readsTogether<const Reads extends readonly Promise<unknown>[]>(
  db: Database,
  start: (on: Database) => Reads,
): Promise<Answers<Reads>> {
  const parts = poolSessionOf(db);
  if (!parts) return settledInOrder(start(db));
  const connection = await parts.client.connect();
  try {
    const socket = socketOf(connection);
    socket.cork();
    let reads: Reads;
    try {
      reads = start(databaseOn(connection, parts));
    } finally {
      socket.uncork();
    }
    return await settledInOrder(reads);
  } finally {
    connection.release();
  }
}
