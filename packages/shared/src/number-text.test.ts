import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fromNumberText, readNumberText } from './number-text.ts';

describe('a number written in an address or a query string', () => {
  it.each([
    ['12', 12],
    ['0012', 12],
    ['-1', -1],
    ['2.5', 2.5],
  ])('reads plain decimal text %s as %s', (text, value) => expect(readNumberText(text)).toBe(value));

  it.each(['0x85', '1e2', ' 7', '7 ', '+7', '', '.5', '5.', 'Infinity', 'NaN', '0b101', '1_000'])(
    'leaves %j as text, for the schema to refuse',
    (text) => expect(readNumberText(text)).toBe(text),
  );

  it('passes a number from a JSON body as it is', () => expect(readNumberText(3)).toBe(3));

  const page = z.object({
    page: fromNumberText(z.number({ error: 'page must be a number' }).int().min(1)).prefault(1),
  });

  it('refuses other text with the number schema’s own message', () => {
    const result = page.safeParse({ page: '1e1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('page must be a number');
  });

  it('keeps a default through prefault, and in the JSON schema', () => {
    expect(page.parse({})).toEqual({ page: 1 });
    expect(page.parse({ page: '3' })).toEqual({ page: 3 });
    const json = z.toJSONSchema(page, { io: 'input' });
    expect(json.properties?.page).toMatchObject({ type: 'integer', default: 1 });
  });
});
