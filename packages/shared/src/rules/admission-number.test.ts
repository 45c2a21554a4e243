import { describe, expect, it } from 'vitest';
import {
  ADMISSION_NUMBER_MESSAGES,
  admissionNumberSeries,
  admissionPatternProblem,
  formatAdmissionNumber,
} from './admission-number.js';

describe('admission numbers', () => {
  it('fills the year and the padded sequence', () => {
    expect(formatAdmissionNumber('DPS/{YYYY}/{SEQ:4}', 2026, 7)).toBe('DPS/2026/0007');
    expect(formatAdmissionNumber('ADM-{YY}-{SEQ}', 2026, 123)).toBe('ADM-26-123');
    expect(formatAdmissionNumber('{SEQ:3}', 2026, 12345)).toBe('12345');
  });

  it('keeps one series per year, and one only when the pattern has no year', () => {
    expect(admissionNumberSeries('DPS/{YYYY}/{SEQ:4}', 2026)).toBe('DPS/2026/{SEQ:4}');
    expect(admissionNumberSeries('DPS/{YYYY}/{SEQ:4}', 2027)).toBe('DPS/2027/{SEQ:4}');
    expect(admissionNumberSeries('S{SEQ:5}', 2026)).toBe(admissionNumberSeries('S{SEQ:5}', 2027));
  });

  it('says what is wrong with a pattern', () => {
    expect(admissionPatternProblem('DPS/{YYYY}/{SEQ:4}')).toBeUndefined();
    expect(admissionPatternProblem('  ')).toBe(ADMISSION_NUMBER_MESSAGES.patternEmpty);
    expect(admissionPatternProblem('DPS/{YYYY}')).toBe(ADMISSION_NUMBER_MESSAGES.patternSeq);
    expect(admissionPatternProblem('{SEQ}{SEQ:2}')).toBe(ADMISSION_NUMBER_MESSAGES.patternSeq);
    expect(admissionPatternProblem('{SEQ:9}')).toBe(ADMISSION_NUMBER_MESSAGES.patternSeq);
    expect(admissionPatternProblem('{CLASS}/{SEQ}')).toBe(ADMISSION_NUMBER_MESSAGES.patternToken);
    expect(admissionPatternProblem('A#{SEQ}')).toBe(ADMISSION_NUMBER_MESSAGES.patternCharacters);
    expect(admissionPatternProblem(`${'A'.repeat(40)}{SEQ}`)).toBe(
      ADMISSION_NUMBER_MESSAGES.patternLong,
    );
  });
});
