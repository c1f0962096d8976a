// PGlite on its own thread, reached over the PostgreSQL wire protocol on a private Unix socket, so
// node-postgres serves both databases and PGlite's work never blocks the thread that answers requests
// (docs/decisions/008-api-performance.md). Node loads this file itself (type stripping, no tsx), so
// it uses only erasable TypeScript and imports nothing of the app but its protocol readers
// (`db/pglite-protocol.ts`).
import { stat } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import { getPriority, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  endsInOpenCycle,
  isPlainBegin,
  namedParse,
  partsAtNamedParses,
  readAnswer,
} from './pglite-protocol.ts';

export interface PgliteWorkerData {
  /** The data directory; in memory when absent. */
  dataDir?: string;
  /** Path of the Unix socket to listen on. */
  socketPath: string;
  /** Channels to LISTEN on; what they hear is posted to the parent, not sent to any client. */
  channels: string[];
}

export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'closed' }
  | { type: 'log'; message: string }
  | { type: 'notification'; channel: string; payload: string };

/** How many steps of niceness below the request thread PGlite's thread runs (a thread starts at its creator's). */
const WORKER_NICENESS = 10;
const LOWEST_PRIORITY = 19;
const PROTOCOL_3 = 196_608;
const SSL_REQUEST = 80_877_103;
const GSS_REQUEST = 80_877_104;
const CANCEL_REQUEST = 80_877_102;
const TERMINATE = 0x58; // 'X'
const READY_FOR_QUERY = 0x5a; // 'Z'
const PARSE_COMPLETE = Buffer.from([0x31, 0, 0, 0, 4]); // '1'
const SYNC = Buffer.from([0x53, 0, 0, 0, 4]);
const ROLLBACK = Buffer.concat([Buffer.from([0x51, 0, 0, 0, 13]), Buffer.from('rollback\0')]);
const QUERY = 0x51; // 'Q'
const BEGIN = Buffer.concat([Buffer.from([QUERY, 0, 0, 0, 10]), Buffer.from('begin\0')]);
/** What the backend answers a plain BEGIN: CommandComplete "BEGIN", ReadyForQuery in a transaction. */
const BEGUN = Buffer.concat([
  Buffer.from([0x43, 0, 0, 0, 10]),
  Buffer.from('BEGIN\0'),
  Buffer.from([READY_FOR_QUERY, 0, 0, 0, 5, 0x54]),
]);

interface Connection {
  socket: Socket;
  /** Bytes received and not yet cut into whole messages. */
  buffer: Buffer;
  /** Whole messages waiting for the backend, in order. */
  pending: Buffer[];
  started: boolean;
  closed: boolean;
  /** The client began a transaction that the backend has not been told of yet (see `offer`). */
  beginDeferred?: boolean;
}

/** Cuts whole messages off the front of `connection.buffer` (the first one has no type byte). */
function takeMessages(connection: Connection): void {
  for (;;) {
    const { buffer } = connection;
    if (!connection.started) {
      if (buffer.length < 8) return;
      const length = buffer.readInt32BE(0);
      if (buffer.length < length) return;
      const code = buffer.readInt32BE(4);
      connection.buffer = buffer.subarray(length);
      if (code === SSL_REQUEST || code === GSS_REQUEST) {
        // No encryption on a private socket; the client goes on in plain text.
        connection.socket.write('N');
        continue;
      }
      if (code === CANCEL_REQUEST || code !== PROTOCOL_3) {
        connection.socket.destroy();
        return;
      }
      connection.started = true;
      connection.pending.push(Buffer.from(buffer.subarray(0, length)));
      continue;
    }
    if (buffer.length < 5) return;
    const length = 1 + buffer.readInt32BE(1);
    if (buffer.length < length) return;
    connection.buffer = buffer.subarray(length);
    if (buffer[0] === TERMINATE) {
      connection.socket.end();
      return;
    }
    connection.pending.push(Buffer.from(buffer.subarray(0, length)));
  }
}

/**
 * One backend shared by many connections. A connection owns it from its first message until the
 * backend is idle again (ReadyForQuery 'I'): through a whole extended-protocol cycle and a whole
 * transaction, so one transaction's statements never interleave with another connection's.
 * Others wait their turn in arrival order.
 */
export class BackendScheduler {
  #db: PGlite;
  #owner: Connection | null = null;
  #waiting: Connection[] = [];
  #scheduled = false;
  /** A turn is under way (it awaits the backend's answer): no second one starts meanwhile. */
  #running = false;
  /** Another turn was asked for while one ran. */
  #again = false;
  /**
   * Named prepared statements live in the one backend, while each client believes its connection
   * has its own: a client that prepares a name the backend already has (same text) is answered
   * ParseComplete without asking the backend again.
   */
  #statements = new Map<string, string>();
  /** The owner's open extended-protocol cycle failed: the backend skips messages until its Sync. */
  #skipping = false;

  constructor(db: PGlite) {
    this.#db = db;
  }

  /**
   * New messages of `connection` are pending: run them when the backend is free for it.
   *
   * A transaction's BEGIN is answered at once and told to the backend only with the transaction's
   * first statement: run on its own, it made the backend, which serves one transaction at a time, wait
   * idle for a whole round trip through the server's busy thread before that statement came
   * (docs/decisions/008-api-performance.md). Nothing can tell: PostgreSQL itself takes a transaction's
   * snapshot at its first statement, not at BEGIN.
   */
  offer(connection: Connection): void {
    if (
      connection !== this.#owner &&
      !connection.beginDeferred &&
      connection.pending.length === 1 &&
      isPlainBegin(connection.pending[0]!)
    ) {
      connection.pending = [];
      connection.beginDeferred = true;
      connection.socket.write(BEGUN);
      return;
    }
    if (connection !== this.#owner && !this.#waiting.includes(connection)) this.#waiting.push(connection);
    this.#schedule();
  }

  /** The client went away: its queued work is dropped and its open transaction rolled back. */
  release(connection: Connection): void {
    connection.closed = true;
    connection.pending = [];
    this.#waiting = this.#waiting.filter((waiting) => waiting !== connection);
    if (this.#owner === connection) {
      this.#owner = null;
      // Finish an open extended-protocol cycle, then undo an open transaction.
      this.#db.execProtocolRawSync(SYNC);
      this.#skipping = false;
      if (this.#db.isInTransaction()) this.#db.execProtocolRawSync(ROLLBACK);
    }
    this.#schedule();
  }

  #schedule(): void {
    if (this.#running) this.#again = true;
    if (this.#scheduled || this.#running) return;
    this.#scheduled = true;
    // Let socket reads land between turns, so a busy client cannot starve the rest.
    setImmediate(() => {
      this.#scheduled = false;
      this.#running = true;
      this.#again = false;
      void this.#runTurn().finally(() => {
        this.#running = false;
        if (this.#again) this.#schedule();
      });
    });
  }

  /**
   * Runs `batch` and returns the backend's answer. Read as it is written, not through
   * `execProtocolRawSync`: that one also copies the answer into a buffer of its own and parses every
   * message of it into objects for PGlite's own query API (which this worker never uses), a fifth of
   * the worker's time under list reads (docs/decisions/008-api-performance.md).
   */
  async #execute(batch: Buffer): Promise<Buffer> {
    const chunks: Buffer[] = [];
    await this.#db.execProtocolRawStream(new Uint8Array(batch.buffer, batch.byteOffset, batch.byteLength), {
      syncToFs: false,
      // A view into PGlite's memory, reused by its next write: copied at once.
      onRawData: (chunk) => chunks.push(Buffer.from(chunk)),
    });
    return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
  }

  async #runTurn(): Promise<void> {
    const connection = this.#owner ?? this.#waiting.shift();
    if (!connection) return;
    if (connection.closed || connection.pending.length === 0) {
      // The owner has nothing to send yet: the backend waits for it (its transaction is open).
      if (connection !== this.#owner) this.#schedule();
      return;
    }
    const batch =
      connection.pending.length === 1 ? connection.pending[0]! : Buffer.concat(connection.pending);
    connection.pending = [];
    const answers: Uint8Array[] = [];
    let state: string | null = null;
    try {
      if (connection.beginDeferred) {
        connection.beginDeferred = false;
        // Its answer was sent when it came; a plain BEGIN outside a transaction cannot fail.
        await this.#execute(BEGIN);
      }
      for (const part of partsAtNamedParses(batch)) {
        const parse = namedParse(part);
        const known = parse !== null && !this.#skipping && this.#statements.get(parse.name) === parse.text;
        const sent = known ? part.subarray(parse.length) : part;
        const read = readAnswer(sent.length > 0 ? await this.#execute(sent) : new Uint8Array(0));
        if (parse && !known && read.parsed) this.#statements.set(parse.name, parse.text);
        for (const notification of read.notifications) post({ type: 'notification', ...notification });
        if (known) answers.push(PARSE_COMPLETE);
        answers.push(read.bytes);
        this.#skipping = read.failedSinceReady || (read.state === null && this.#skipping);
        state = read.state ?? state;
      }
    } catch (error) {
      post({ type: 'log', message: `PGlite failed a request and dropped its connection: ${String(error)}` });
      connection.socket.destroy();
      this.release(connection);
      return;
    }
    const bytes = answers.length === 1 ? answers[0]! : Buffer.concat(answers);
    if (bytes.length > 0 && !connection.closed) connection.socket.write(bytes);
    this.#owner = state === 'I' && !endsInOpenCycle(batch) ? null : connection;
    if (this.#owner === null && connection.pending.length > 0) this.#waiting.push(connection);
    if (this.#owner !== null || this.#waiting.length > 0) this.#schedule();
  }
}

/**
 * Lowers this thread's scheduling priority (Linux keeps a nice value per thread, so the request
 * thread keeps its own): when both want the CPU, the server answers what needs no database before
 * PGlite runs the next query, instead of sharing the cores evenly with it.
 *
 * A thread starts at the niceness of the thread that creates it, and libuv creates its shared pool
 * (files, compression, password hashing) on first use: one file read first makes sure the pool is
 * not started from here and lowered with it.
 */
async function yieldToRequestThread(): Promise<void> {
  await stat(import.meta.filename);
  try {
    setPriority(Math.min(LOWEST_PRIORITY, getPriority() + WORKER_NICENESS));
  } catch {
    // A system that refuses only leaves the two threads equal, as they were.
  }
}

function post(message: WorkerMessage): void {
  parentPort?.postMessage(message);
}

async function main(): Promise<void> {
  const options = workerData as PgliteWorkerData;
  await yieldToRequestThread();
  const db = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
  for (const channel of options.channels) {
    const statement = `LISTEN "${channel.replaceAll('"', '""')}"`;
    const query = Buffer.alloc(6 + Buffer.byteLength(statement));
    query[0] = 0x51; // 'Q'
    query.writeInt32BE(query.length - 1, 1);
    query.write(statement, 5);
    db.execProtocolRawSync(new Uint8Array(query.buffer, query.byteOffset, query.byteLength));
  }
  const scheduler = new BackendScheduler(db);
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    const connection: Connection = {
      socket,
      buffer: Buffer.alloc(0),
      pending: [],
      started: false,
      closed: false,
    };
    socket.setNoDelay(true);
    socket.on('data', (data) => {
      connection.buffer = connection.buffer.length === 0 ? data : Buffer.concat([connection.buffer, data]);
      const before = connection.pending.length;
      takeMessages(connection);
      if (connection.pending.length > before) scheduler.offer(connection);
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      sockets.delete(socket);
      scheduler.release(connection);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.socketPath, resolve);
  });

  parentPort?.on('message', async (message: { type: string }) => {
    if (message.type !== 'close') return;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
    await db.close();
    post({ type: 'closed' });
    parentPort?.close();
  });
  post({ type: 'ready' });
}

if (parentPort) {
  main().catch((error: unknown) => {
    post({
      type: 'failed',
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  });
}
