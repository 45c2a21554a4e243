import { describe, expect, it } from 'vitest';
import { pageCount, rangeText } from './format';

describe('admin console lists', () => {
  it('describes the visible range and the page count', () => {
    expect(rangeText(1, 20, 0)).toBe('No results');
    expect(rangeText(2, 20, 57)).toBe('Showing 21–40 of 57');
    expect(rangeText(3, 20, 57)).toBe('Showing 41–57 of 57');
    expect(pageCount(20, 0)).toBe(1);
    expect(pageCount(20, 57)).toBe(3);
  });
});
