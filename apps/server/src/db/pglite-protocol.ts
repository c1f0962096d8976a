// Readers of PostgreSQL's wire protocol for PGlite's worker (`db/pglite-worker.ts`). PGlite is one
// backend shared by every connection, so the worker schedules it between them by reading the messages
// as they pass: the client's batches (a plain BEGIN it can answer itself, a named Parse the backend
// already holds, whether an extended-protocol cycle is still open) and the backend's answers (its
// transaction state, its errors, the notifications it hears). Pure functions of bytes, kept apart so
// they can be tested without a backend. The worker loads this file with Node's own type stripping:
// only erasable TypeScript, nothing of the app imported.

const QUERY = 0x51; // 'Q'
const PARSE = 0x50; // 'P'
const SYNC = 0x53; // 'S'
const READY_FOR_QUERY = 0x5a; // 'Z'
const PARSE_COMPLETE = 0x31; // '1'
const ERROR_RESPONSE = 0x45; // 'E'
const NOTIFICATION = 0x41; // 'A'

/** Whether a batch is one simple-protocol query of a plain BEGIN, as drizzle starts a transaction. */
export function isPlainBegin(batch: Buffer): boolean {
  if (batch.length < 6 || batch[0] !== QUERY || 1 + batch.readUInt32BE(1) !== batch.length) return false;
  return /^\s*begin\s*;?\s*$/i.test(batch.toString('utf8', 5, batch.length - 1));
}

export interface Answer {
  /** The answer to send on, without the notifications. */
  bytes: Uint8Array;
  /**
   * The transaction state of its last ReadyForQuery: 'I' idle, 'T' in a transaction, 'E' in a failed
   * one; null when it has none (an extended-protocol cycle still open, waiting for its Sync).
   */
  state: string | null;
  notifications: { channel: string; payload: string }[];
  /** Whether it holds a ParseComplete. */
  parsed: boolean;
  /** Whether an ErrorResponse came after its last ReadyForQuery: the backend skips to the next Sync. */
  failedSinceReady: boolean;
}

/** A named Parse at the start of a batch: its statement name, query text and length. */
export function namedParse(batch: Buffer): { name: string; text: string; length: number } | null {
  if (batch.length < 5 || batch[0] !== PARSE) return null;
  const length = 1 + batch.readUInt32BE(1);
  const nameEnd = batch.indexOf(0, 5);
  if (nameEnd <= 5 || nameEnd >= length) return null;
  const textEnd = batch.indexOf(0, nameEnd + 1);
  return {
    name: batch.toString('utf8', 5, nameEnd),
    text: batch.toString('utf8', nameEnd + 1, textEnd),
    length,
  };
}

/** Reads the backend's answer message by message: its last ReadyForQuery, and its notifications. */
export function readAnswer(answer: Uint8Array): Answer {
  const bytes = Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
  let state: string | null = null;
  let parsed = false;
  let failedSinceReady = false;
  const notifications: Answer['notifications'] = [];
  const kept: Buffer[] = [];
  let offset = 0;
  while (offset + 5 <= bytes.length) {
    const end = offset + 1 + bytes.readUInt32BE(offset + 1);
    if (bytes[offset] === READY_FOR_QUERY && offset + 5 < bytes.length) {
      state = String.fromCharCode(bytes[offset + 5]!);
      failedSinceReady = false;
    }
    if (bytes[offset] === PARSE_COMPLETE) parsed = true;
    if (bytes[offset] === ERROR_RESPONSE) failedSinceReady = true;
    if (bytes[offset] === NOTIFICATION) {
      // 'A', length, backend pid, channel\0, payload\0
      const channelEnd = bytes.indexOf(0, offset + 9);
      const payloadEnd = bytes.indexOf(0, channelEnd + 1);
      notifications.push({
        channel: bytes.toString('utf8', offset + 9, channelEnd),
        payload: bytes.toString('utf8', channelEnd + 1, payloadEnd),
      });
      if (kept.length === 0) kept.push(bytes.subarray(0, offset));
    } else if (kept.length > 0) {
      kept.push(bytes.subarray(offset, end));
    }
    offset = end;
  }
  return {
    bytes: kept.length > 0 ? Buffer.concat(kept) : bytes,
    state,
    notifications,
    parsed,
    failedSinceReady,
  };
}

/** Offsets of the messages of a batch (a start-up message, which has no type byte, counts as one). */
export function messageStarts(batch: Buffer): number[] {
  const starts: number[] = [];
  let offset = 0;
  if (batch.length >= 4 && batch[0] === 0) {
    starts.push(0);
    offset = batch.readInt32BE(0);
  }
  while (offset + 5 <= batch.length) {
    starts.push(offset);
    offset += 1 + batch.readUInt32BE(offset + 1);
  }
  return starts;
}

/**
 * A batch cut before each named Parse: a pipelining client sends several statements at once, and a
 * Parse the backend already has is answered by the worker (see its `BackendScheduler`) wherever it
 * stands.
 */
export function partsAtNamedParses(batch: Buffer): Buffer[] {
  const cuts = messageStarts(batch).filter(
    (start) => start > 0 && batch[start] === PARSE && batch[start + 5] !== 0,
  );
  const parts: Buffer[] = [];
  let from = 0;
  for (const cut of cuts) {
    parts.push(batch.subarray(from, cut));
    from = cut;
  }
  parts.push(batch.subarray(from));
  return parts;
}

/** Whether messages follow the batch's last Sync or simple Query: an extended-protocol cycle is open. */
export function endsInOpenCycle(batch: Buffer): boolean {
  const starts = messageStarts(batch);
  const last = starts.at(-1);
  if (last === undefined || (last === 0 && batch[0] === 0)) return false;
  return batch[last] !== SYNC && batch[last] !== QUERY;
}
