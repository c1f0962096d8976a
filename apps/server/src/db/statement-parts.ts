import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * One write of a statement that several modules' writes share: each module builds its own part (it
 * owns the table), and the flow sends them together as the data-modifying `WITH` parts of one
 * statement, so the whole lot is one round trip to the database while its transaction is open
 * (docs/decisions/008-api-performance.md). A part may read what an earlier part returns by its `name`.
 */
export interface StatementPart {
  name: string;
  write: SQLWrapper;
}

/** The parts as one statement; `answer` is its final query (it may select from the parts' names). */
export function statementOf(parts: StatementPart[], answer: SQL = sql`select 1`): SQL {
  return sql`with ${sql.join(
    parts.map((part) => sql`${sql.identifier(part.name)} as (${part.write.getSQL()})`),
    sql`, `,
  )} ${answer}`;
}
