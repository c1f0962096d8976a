import { createHash } from 'node:crypto';
import { Column, is, SQL, Subquery } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

const built = new WeakMap<object, Map<string, unknown>>();

/**
 * A statement Drizzle builds once per database object and PostgreSQL parses and plans once per
 * connection (a named prepared statement): for the statements of the busiest routes, where building
 * the SQL and planning it cost more than running it (docs/decisions/008-api-performance.md). `build`
 * must end in `.prepare(name)` with `sql.placeholder` for every value; names are unique in the app.
 */
export function prepared<Statement>(db: DbOrTx, name: string, build: (db: DbOrTx) => Statement): Statement {
  let statements = built.get(db);
  if (!statements) {
    statements = new Map();
    built.set(db, statements);
  }
  let statement = statements.get(name) as Statement | undefined;
  if (!statement) {
    statement = withRowMapper(build(db));
    statements.set(name, statement);
  }
  return statement;
}

/** A selected column as Drizzle's prepared query lists it (`fields`), and what turns its value into JS. */
interface SelectedField {
  path: string[];
  field: unknown;
}
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}
/** The part of a Drizzle prepared query that maps its rows (drizzle-orm/node-postgres/session.js, pglite/session.js). */
interface RowMapping {
  fields?: SelectedField[];
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** The decoder Drizzle's `mapResultRow` picks for a field (its `decoder` is internal), picked here once. */
function decoderOf(field: unknown): Decoder {
  const decoderOfSql = (statement: SQL) => (statement as unknown as { decoder: Decoder }).decoder;
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql((field._ as unknown as { sql: SQL }).sql);
  return decoderOfSql((field as { sql: SQL }).sql);
}

/**
 * Maps the rows of a flat selection (every field a top-level key) with each field's decoder found once.
 * Drizzle's `mapResultRow` finds it again for every field of every row, through class checks that
 * walk prototypes: about a tenth of the server thread's time under uncached lists
 * (docs/decisions/008-api-performance.md, fifteenth pass). Undefined for a nested selection, which
 * keeps Drizzle's mapping (and its nulling of a left-joined table's object).
 */
function flatRowMapper(
  fields: readonly SelectedField[],
): ((rows: unknown[][]) => Record<string, unknown>[]) | undefined {
  if (fields.some((selected) => selected.path.length !== 1)) return undefined;
  const names = fields.map((selected) => selected.path[0]!);
  const decoders = fields.map((selected) => decoderOf(selected.field));
  return (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      for (let index = 0; index < names.length; index += 1) {
        const raw = row[index];
        result[names[index]!] = raw === null ? null : decoders[index]!.mapFromDriverValue(raw);
      }
      return result;
    });
}

/** A prepared select with `flatRowMapper` as its row mapper where it applies; anything else as it is. */
function withRowMapper<Statement>(statement: Statement): Statement {
  const mapping = statement as RowMapping;
  if (Array.isArray(mapping.fields) && !mapping.customResultMapper) {
    const mapper = flatRowMapper(mapping.fields);
    if (mapper) mapping.customResultMapper = mapper;
  }
  return statement;
}

const dialect = new PgDialect();

/**
 * `prepared` for a statement Drizzle's builders cannot write (a write and a read in one, say): raw SQL
 * with `sql.placeholder` for every value, answering its rows as PostgreSQL names them.
 */
export function preparedSql<Row>(db: DbOrTx, name: string, statement: SQL) {
  const query = prepared(db, name, (on) =>
    on._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false),
  );
  return {
    execute: async (values: Record<string, unknown>): Promise<Row[]> =>
      ((await query.execute(values)) as { rows: Row[] }).rows,
  };
}

/** Texts named so far by `namedByText`: each a statement every connection may keep prepared. */
const namedTexts = new Set<string>();
/** At most this many texts get a name; any further text is sent unnamed, so nothing grows unbounded. */
export const NAMED_TEXTS_LIMIT = 100;

/**
 * Runs a statement whose text depends on its shape (how many lines an order has, which side effects
 * are due) as a named prepared statement, named after its text: each connection (on PGlite, its one
 * backend) parses and plans each shape once instead of on every run. Its values stay bound
 * parameters. On PGlite an order's statement took twice as long parsed and planned as prepared
 * (docs/decisions/008-api-performance.md, eleventh pass). The first `NAMED_TEXTS_LIMIT` texts are named.
 */
export async function namedByText<Row>(db: DbOrTx, prefix: string, statement: SQL): Promise<Row[]> {
  const query = dialect.sqlToQuery(statement);
  const name = nameOfText(prefix, query.sql);
  const result = await db._.session.prepareQuery(query, undefined, name, false).execute();
  return (result as { rows: Row[] }).rows;
}

/** The name `namedByText` gives a statement's text: undefined (unnamed) past `NAMED_TEXTS_LIMIT`. */
export function nameOfText(prefix: string, text: string): string | undefined {
  const name = `${prefix}_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  if (namedTexts.has(name)) return name;
  if (namedTexts.size >= NAMED_TEXTS_LIMIT) return undefined;
  namedTexts.add(name);
  return name;
}
