import { describe, expect, it } from 'vitest';
import { shownDate, shownDateTime, shownDay, shownLongDate, shownMonth } from './format';

describe('instants as the app shows them', () => {
  it('shows dates en-GB in Indian time', () => {
    // 20:00 UTC on 21 Nov is already 22 Nov in India.
    expect(shownDate('2026-11-21T20:00:00.000Z')).toBe('22 Nov 2026');
    expect(shownDateTime('2026-11-21T20:00:00.000Z')).toBe('22 Nov 2026, 01:30');
    expect(shownLongDate('2026-11-21T20:00:00.000Z')).toBe('22 November 2026');
  });
});

describe('days as the app shows them', () => {
  it('shows a calendar day en-GB with its weekday, the same wherever the browser is', () => {
    expect(shownDay('2026-11-30')).toBe('Mon, 30 Nov 2026');
    expect(shownDay('2027-01-01')).toBe('Fri, 1 Jan 2027');
  });

  it('names a month en-GB', () => {
    expect(shownMonth('2026-11')).toBe('November 2026');
    expect(shownMonth('2027-01')).toBe('January 2027');
  });
});
