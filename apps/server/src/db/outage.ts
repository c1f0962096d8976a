/**
 * Which failures mean "the database cannot be reached right now" rather than "this request is
 * wrong" (docs/architecture.md#when-the-database-is-down): those answer 503 with `Retry-After`, and
 * the same request will work once the database is back. Everything else stays a 500.
 */

/** Seconds a client is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// Socket failures of the driver: refused, reset, timed out, the host gone from DNS (a stopped
// container), or the PGlite worker's socket file removed with the worker.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// SQLSTATEs of a server that is going away or not taking connections yet: admin_shutdown,
// crash_shutdown, cannot_connect_now (starting up or in recovery), too_many_connections.
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

// node-postgres and PGlite say these in words only.
const MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /is not queryable/,
  /Cannot use a pool after calling end/,
  /PGlite is closed/,
];

interface DriverError {
  code?: unknown;
  syscall?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

function describesOutage(error: DriverError): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (NETWORK_CODES.has(code) || SERVER_CODES.has(code)) return true;
  // Class 08: connection exceptions.
  if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  if (code === 'ENOENT' && error.syscall === 'connect') return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when `error`, or what it wraps (Drizzle's "Failed query" keeps the driver's error as its
 * `cause`; a connection to several addresses fails with an AggregateError), says the database is
 * unreachable.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const driverError = error as DriverError;
  if (describesOutage(driverError)) return true;
  if (
    Array.isArray(driverError.errors) &&
    driverError.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true;
  return isDatabaseUnavailable(driverError.cause, depth + 1);
}
