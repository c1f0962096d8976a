import { describe, expect, it } from 'vitest';
import { pageFromParams } from './page-param.ts';

describe("a desk's page in its address", () => {
  it.each([
    ['page=3', 3],
    ['page=1', 1],
    ['', 1],
  ])('reads ?%s as page %s', (query, page) => expect(pageFromParams(new URLSearchParams(query))).toBe(page));

  it.each(['page=0', 'page=-2', 'page=2.5', 'page=1e1', 'page=0x2', 'page=%202', 'page=abc'])(
    'shows the first page for ?%s',
    (query) => expect(pageFromParams(new URLSearchParams(query))).toBe(1),
  );
});
