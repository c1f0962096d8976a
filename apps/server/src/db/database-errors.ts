/** What PostgreSQL (and PGlite) said about a failed statement, whether the driver wrapped it or not. */
export interface DatabaseFailure {
  /** SQLSTATE: 23505 unique, 23503 foreign key, 23514 check. */
  code: string;
  constraint?: string;
}

/** The database's own failure inside `error` (Drizzle wraps it in `cause`), or undefined. */
export function databaseFailureOf(error: unknown): DatabaseFailure | undefined {
  for (const candidate of [error, (error as { cause?: unknown } | undefined)?.cause]) {
    const code = (candidate as { code?: unknown } | undefined)?.code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return { code, constraint: (candidate as { constraint?: string }).constraint };
  }
  return undefined;
}

/** Whether `error` is the database refusing a write with SQLSTATE `code`, by constraint `name` when given. */
function isRefusal(error: unknown, code: string, name: string | undefined): boolean {
  const failure = databaseFailureOf(error);
  return failure?.code === code && (name === undefined || failure.constraint === name);
}

/** Whether `error` is the check constraint `name` refusing a write. */
export function isCheckRefusal(error: unknown, name: string): boolean {
  return isRefusal(error, '23514', name);
}

/**
 * Whether `error` is a unique (or primary key) constraint refusing a second row: the one named `name`,
 * or any when no name is given.
 */
export function isUniqueRefusal(error: unknown, name?: string): boolean {
  return isRefusal(error, '23505', name);
}

/** Whether `error` is a foreign key refusing a write: the one named `name`, or any when no name is given. */
export function isForeignKeyRefusal(error: unknown, name?: string): boolean {
  return isRefusal(error, '23503', name);
}
