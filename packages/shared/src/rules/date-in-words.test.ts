import { describe, expect, it } from 'vitest';
import { dateInWords } from './date-in-words.js';

describe('a date in words, as a transfer certificate writes the date of birth', () => {
  it('writes the day as an ordinal, the month by name and the year in words', () => {
    expect(dateInWords('2015-03-15')).toBe('Fifteenth March Two Thousand Fifteen');
    expect(dateInWords('2012-09-01')).toBe('First September Two Thousand Twelve');
    expect(dateInWords('2019-12-20')).toBe('Twentieth December Two Thousand Nineteen');
    expect(dateInWords('2016-01-23')).toBe('Twenty-Third January Two Thousand Sixteen');
    expect(dateInWords('2016-05-30')).toBe('Thirtieth May Two Thousand Sixteen');
    expect(dateInWords('2016-05-31')).toBe('Thirty-First May Two Thousand Sixteen');
    expect(dateInWords('1999-07-02')).toBe('Second July One Thousand Nine Hundred Ninety-Nine');
  });

  it('answers null for what is not a date', () => {
    expect(dateInWords('15/03/2015')).toBeNull();
    expect(dateInWords('2015-13-01')).toBeNull();
  });
});
