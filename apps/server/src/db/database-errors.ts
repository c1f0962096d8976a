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

/** Whether `error` is the check constraint `name` refusing a write. */
export function isCheckRefusal(error: unknown, name: string): boolean {
  const failure = databaseFailureOf(error);
  return failure?.code === '23514' && failure.constraint === name;
}

/** Whether `error` is the unique (or primary key) constraint `name` refusing a second row. */
export function isUniqueRefusal(error: unknown, name: string): boolean {
  const failure = databaseFailureOf(error);
  return failure?.code === '23505' && failure.constraint === name;
}
