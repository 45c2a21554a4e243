import { describe, expect, it } from 'vitest';
import { listQueryParams, pageCount, rangeText } from './paging';

describe('paged lists', () => {
  it('describes the visible range and the page count', () => {
    expect(rangeText(1, 20, 0)).toBe('No results');
    expect(rangeText(2, 20, 57)).toBe('Showing 21–40 of 57');
    expect(rangeText(3, 20, 57)).toBe('Showing 41–57 of 57');
    expect(pageCount(20, 0)).toBe(1);
    expect(pageCount(20, 57)).toBe(3);
  });

  it('sends the search trimmed, and none when empty', () => {
    expect(
      listQueryParams({ search: '  asha ', page: 2, pageSize: 20 }, { verified: 'true' }),
    ).toEqual({ query: { search: 'asha', page: 2, pageSize: 20, verified: 'true' } });
    expect(listQueryParams({ search: ' ', page: 1, pageSize: 20 }).query.search).toBeUndefined();
  });
});
