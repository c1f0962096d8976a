// RFC 4180 CSV for spreadsheets, with OWASP's guard against CSV (formula) injection: a cell a
// spreadsheet would run as a formula is prefixed with a single quote, so it opens as plain text.

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One cell: formula-guarded, then quoted when it holds a comma, quote, line break or edge space. */
export function csvCell(value: string): string {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** Rows joined with CRLF, as RFC 4180 and Excel expect, ending with a line break. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
