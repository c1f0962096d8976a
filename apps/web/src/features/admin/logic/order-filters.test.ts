import { describe, expect, it } from 'vitest';
import { orderFiltersToParams, readOrderFilters } from './order-filters.ts';

const none = { status: null, group: null, view: null, q: '', page: 1 };

describe('order desk filters', () => {
  it('reads the tab, the view, the status, the search and the page from the address', () => {
    expect(
      readOrderFilters(new URLSearchParams('group=packed&view=to-ship&status=packed&q=%20FS-1001%20&page=3')),
    ).toEqual({ status: 'packed', group: 'packed', view: 'to-ship', q: 'FS-1001', page: 3 });
  });

  it('ignores an unknown status, tab or view and a page that is not a whole number above 1', () => {
    expect(readOrderFilters(new URLSearchParams('status=lost&group=lost&view=all-of-them&page=-2'))).toEqual(
      none,
    );
    expect(readOrderFilters(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('keeps the search within the 80 characters the server accepts', () => {
    expect(readOrderFilters(new URLSearchParams({ q: 'x'.repeat(100) })).q).toHaveLength(80);
  });

  it('writes only what differs from the defaults', () => {
    expect(orderFiltersToParams(none).toString()).toBe('');
    expect(orderFiltersToParams({ ...none, status: 'shipped', q: 'maria', page: 2 }).toString()).toBe(
      'status=shipped&q=maria&page=2',
    );
    expect(orderFiltersToParams({ ...none, view: 'cod-to-collect' }).toString()).toBe('view=cod-to-collect');
  });
});
