import { describe, expect, it } from 'vitest';
import { orderFiltersToParams, readOrderFilters } from './order-filters.ts';

describe('order desk filters', () => {
  it('reads the status, the search and the page from the address', () => {
    expect(readOrderFilters(new URLSearchParams('status=packed&q=%20FS-1001%20&page=3'))).toEqual({
      status: 'packed',
      q: 'FS-1001',
      page: 3,
    });
  });

  it('ignores an unknown status and a page that is not a whole number above 1', () => {
    expect(readOrderFilters(new URLSearchParams('status=lost&page=-2'))).toEqual({
      status: null,
      q: '',
      page: 1,
    });
    expect(readOrderFilters(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('keeps the search within the 80 characters the server accepts', () => {
    expect(readOrderFilters(new URLSearchParams({ q: 'x'.repeat(100) })).q).toHaveLength(80);
  });

  it('writes only what differs from the defaults', () => {
    expect(orderFiltersToParams({ status: null, q: '', page: 1 }).toString()).toBe('');
    expect(orderFiltersToParams({ status: 'shipped', q: 'maria', page: 2 }).toString()).toBe(
      'status=shipped&q=maria&page=2',
    );
  });
});
