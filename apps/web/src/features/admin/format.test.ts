import { describe, expect, it } from 'vitest';
import { pageCount, rangeText, shownDate, shownDateTime } from './format';

describe('admin console formats', () => {
  it('shows dates en-GB in Indian time', () => {
    // 20:00 UTC on 21 Nov is already 22 Nov in India.
    expect(shownDate('2026-11-21T20:00:00.000Z')).toBe('22 Nov 2026');
    expect(shownDateTime('2026-11-21T20:00:00.000Z')).toBe('22 Nov 2026, 01:30');
  });

  it('describes the visible range and the page count', () => {
    expect(rangeText(1, 20, 0)).toBe('No results');
    expect(rangeText(2, 20, 57)).toBe('Showing 21–40 of 57');
    expect(rangeText(3, 20, 57)).toBe('Showing 41–57 of 57');
    expect(pageCount(20, 0)).toBe(1);
    expect(pageCount(20, 57)).toBe(3);
  });
});
