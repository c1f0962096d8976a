import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV cells', () => {
  it('leave plain text alone', () => {
    expect(csvCell('liza@example.ph')).toBe('liza@example.ph');
  });

  it('quote commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it.each(['=HYPERLINK("http://evil.example")', '+639171234567', '-2+3', '@SUM(A1)', '\tTAB', '\rCR'])(
    'open %j as text, never as a formula',
    (value) => {
      const cell = csvCell(value);
      expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('guard and quote together: the quote mark comes inside the quotes', () => {
    expect(csvCell('=1+1,2')).toBe(`"'=1+1,2"`);
    expect(csvCell('=A1&"x"')).toBe(`"'=A1&""x"""`);
  });
});

describe('a CSV file', () => {
  it('joins rows with CRLF and ends with a line break', () => {
    expect(
      toCsv([
        ['email', 'subscribed_at'],
        ['a@b.ph', '2026-01-01T00:00:00.000Z'],
      ]),
    ).toBe('email,subscribed_at\r\na@b.ph,2026-01-01T00:00:00.000Z\r\n');
  });
});
