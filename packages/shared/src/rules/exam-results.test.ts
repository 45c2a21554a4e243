import { describe, expect, it } from 'vitest';
import {
  attemptTotal,
  competitionRanks,
  csvSafeCell,
  percentageHistogram,
  percentageOf,
  percentBand,
  percentText,
  safeCsv,
  totalsSummary,
} from './exam-results.js';

describe('attemptTotal', () => {
  it('adds marks in hundredths, unanswered counting 0', () => {
    expect(attemptTotal([0.1, 0.2, null, undefined])).toBe(0.3);
    expect(attemptTotal([2.5, 3.25, 4])).toBe(9.75);
    expect(attemptTotal([])).toBe(0);
  });

  it('never goes below 0 (negative marking)', () => {
    expect(attemptTotal([1, -2])).toBe(0);
  });
});

describe('percentText', () => {
  it('writes a percentage one way, without a space before the sign', () => {
    expect(percentText(86.36)).toBe('86.36%');
    expect(percentText(82.5)).toBe('82.5%');
    expect(percentText(80)).toBe('80%');
    expect(percentText(0)).toBe('0%');
    expect(percentText(100)).toBe('100%');
    expect(percentText(66.666)).toBe('66.67%');
  });

  it('writes a band that a line never breaks inside', () => {
    const band = percentBand(10, 20);
    expect(band).toBe('10–\u206020%');
    // Seen as "10–20%": the word joiner is invisible, and no space is left to break at.
    expect(band.replace('\u2060', '')).toBe('10–20%');
    expect(band).not.toMatch(/\s/);
  });
});

describe('percentageOf', () => {
  it('rounds half up to two decimals', () => {
    expect(percentageOf(1, 3)).toBe(33.33);
    expect(percentageOf(2, 3)).toBe(66.67);
    expect(percentageOf(18.5, 20)).toBe(92.5);
    expect(percentageOf(1, 8)).toBe(12.5);
    expect(percentageOf(20, 20)).toBe(100);
  });

  it('answers 0 for an exam without marks', () => {
    expect(percentageOf(0, 0)).toBe(0);
  });
});

describe('competitionRanks', () => {
  it('ranks ties alike and skips the places they take (1, 2, 2, 4)', () => {
    expect(competitionRanks([10, 15, 12, 12])).toEqual([4, 1, 2, 2]);
    expect(competitionRanks([5, 5, 5])).toEqual([1, 1, 1]);
  });

  it('leaves attempts without a total unranked, and does not count them', () => {
    expect(competitionRanks([null, 8, null, 9])).toEqual([null, 2, null, 1]);
  });

  it('ties totals that differ only by floating-point noise', () => {
    expect(competitionRanks([0.1 + 0.2, 0.3])).toEqual([1, 1]);
  });
});

describe('percentageHistogram', () => {
  it('puts each percentage in its tenth, 100 in the last bin', () => {
    const bins = percentageHistogram([0, 9.99, 10, 55, 90, 100]);
    expect(bins).toHaveLength(10);
    expect(bins[0]).toEqual({ from: 0, to: 10, count: 2 });
    expect(bins[1]).toEqual({ from: 10, to: 20, count: 1 });
    expect(bins[5]?.count).toBe(1);
    expect(bins[9]).toEqual({ from: 90, to: 100, count: 2 });
    expect(bins.reduce((n, b) => n + b.count, 0)).toBe(6);
  });
});

describe('totalsSummary', () => {
  it('gives the average to two decimals, the highest and the lowest', () => {
    expect(totalsSummary([10, 15, 12.5])).toEqual({ average: 12.5, highest: 15, lowest: 10 });
    expect(totalsSummary([1, 2, 2])).toEqual({ average: 1.67, highest: 2, lowest: 1 });
  });

  it('is empty without totals', () => {
    expect(totalsSummary([])).toEqual({ average: null, highest: null, lowest: null });
  });
});

describe('CSV escaping', () => {
  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvSafeCell('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(csvSafeCell('+91 98765')).toBe("'+91 98765");
    expect(csvSafeCell('-2+3')).toBe("'-2+3");
    expect(csvSafeCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvSafeCell('\t=1')).toBe("'\t=1");
    expect(csvSafeCell('Rohan Mehta')).toBe('Rohan Mehta');
    expect(csvSafeCell(92.5)).toBe('92.5');
    expect(csvSafeCell(null)).toBe('');
  });

  it('quotes cells with commas, quotes and line breaks, and ends lines with CRLF', () => {
    expect(
      safeCsv([
        ['name', 'total'],
        ['Mehta, Rohan', 18],
        ['=1+1', '"a"'],
      ]),
    ).toBe('name,total\r\n"Mehta, Rohan",18\r\n\'=1+1,"""a"""\r\n');
  });
});
