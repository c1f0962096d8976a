// docs/admin.md#insights: each chart's data as CSV, figures as plain numbers and money in pesos with two
// decimals, so a spreadsheet reads them as numbers.

export type CsvValue = string | number;
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
  /** Money: pesos with two decimals. */
  money?: boolean;
}

// A cell a spreadsheet would run as a formula is written as text (the newsletter export does the same).
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: CsvValue, money: boolean): string {
  if (typeof value === 'number') return money ? value.toFixed(2) : String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map((column) => cell(column.header, false)).join(','),
    ...rows.map((row) => columns.map((column) => cell(column.value(row), column.money ?? false)).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** Offers the CSV as a file download, built in the browser from the figures on screen. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
