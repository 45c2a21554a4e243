import { describe, expect, it } from 'vitest';
import { closingText } from './closing-time';

// 19:17 UTC is 00:47 the next day in India (UTC+5:30).
const CLOSES = '2026-11-22T19:17:00.000Z';

describe("the exam's closing time on the rules page", () => {
  it("is the exam's close for a student without extra time", () => {
    expect(closingText(CLOSES, 0)).toBe('closes 23 Nov 2026, 00:47');
  });

  it("adds the student's own close when they have extra time", () => {
    expect(closingText(CLOSES, 20)).toBe(
      "closes 23 Nov 2026, 00:47 (01:07 for you, with 20 minutes' extra time)",
    );
    expect(closingText(CLOSES, 1)).toBe(
      "closes 23 Nov 2026, 00:47 (00:48 for you, with 1 minute's extra time)",
    );
  });

  it('names the day too when the extra time runs past midnight', () => {
    expect(closingText('2026-11-23T18:00:00.000Z', 45)).toBe(
      "closes 23 Nov 2026, 23:30 (24 Nov 2026, 00:15 for you, with 45 minutes' extra time)",
    );
  });
});
