import { describe, expect, it } from 'vitest';
import { byRank, fileNameOf, histogramBars, histogramSummary, shownPercent } from './results';

/** The text as a reader sees it: the word joiners that keep a band on one line are invisible. */
const seen = (text: string) => text.replaceAll('\u2060', '');

const bins = (counts: number[]) =>
  counts.map((count, i) => ({ from: i * 10, to: i * 10 + 10, count }));

describe('the score histogram', () => {
  it('scales every bar to the tallest', () => {
    const bars = histogramBars(bins([0, 1, 0, 0, 0, 2, 4, 0, 0, 1]));
    expect(bars).toHaveLength(10);
    expect(bars[6]).toMatchObject({ count: 4, widthPercent: 100 });
    expect(seen(bars[6]?.label ?? '')).toBe('60–70%');
    expect(bars[5]?.widthPercent).toBe(50);
    expect(bars[1]?.widthPercent).toBe(25);
    expect(bars[0]?.widthPercent).toBe(0);
  });

  it('draws nothing without attempts', () => {
    expect(histogramBars(bins(Array(10).fill(0))).every((b) => b.widthPercent === 0)).toBe(true);
  });

  it('says what it shows in words', () => {
    const summary = histogramSummary(bins([0, 1, 0, 0, 0, 0, 0, 0, 0, 3]));
    expect(seen(summary)).toBe('1 student scored 10–20%; 3 students scored 90–100%.');
    // A band is never broken across lines: a word joiner follows each en dash.
    expect(summary).toContain('10–\u206020%');
    expect(summary).toContain('90–\u2060100%');
    expect(histogramSummary(bins(Array(10).fill(0)))).toBe('No evaluated attempts yet.');
  });
});

describe('results as shown', () => {
  it('writes percentages the one way the portal does, with no space before the sign', () => {
    expect(shownPercent(80)).toBe('80%');
    expect(shownPercent(82.5)).toBe('82.5%');
    expect(shownPercent(86.36)).toBe('86.36%');
    expect(shownPercent(null)).toBe('–');
  });
});

describe('the sheet’s order', () => {
  it('puts ranks first, ties by name, then the unranked by name', () => {
    const rows = [
      { rank: null, fullName: 'Zoya' },
      { rank: 2, fullName: 'Meera' },
      { rank: 1, fullName: 'Rohan' },
      { rank: 2, fullName: 'Arjun' },
      { rank: null, fullName: 'Anil' },
    ];
    expect(byRank(rows).map((r) => r.fullName)).toEqual([
      'Rohan',
      'Arjun',
      'Meera',
      'Anil',
      'Zoya',
    ]);
  });
});

describe('the CSV’s file name', () => {
  it('comes from the server’s Content-Disposition when it gives a plain one', () => {
    expect(fileNameOf('attachment; filename="unit-test-3b-results.csv"')).toBe(
      'unit-test-3b-results.csv',
    );
    expect(fileNameOf('attachment; filename=results.csv')).toBe('results.csv');
    expect(fileNameOf('attachment; filename="../etc/passwd"')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
