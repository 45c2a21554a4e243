import { describe, expect, it } from 'vitest';
import { resultsCsvFileName, titleSlug } from './exam-titles.js';

describe('exam titles as names', () => {
  it('keeps letters and digits, one dash between words, at most 60 characters', () => {
    expect(titleSlug('Unit Test 3: Fractions')).toBe('unit-test-3-fractions');
    expect(titleSlug('  Café — Quiz!  ')).toBe('cafe-quiz');
    expect(titleSlug('परीक्षा')).toBe('');
    expect(titleSlug(`${'a'.repeat(59)} b`)).toBe('a'.repeat(59));
    expect(titleSlug('a'.repeat(100))).toHaveLength(60);
  });

  it('names the result sheet’s CSV after the exam', () => {
    expect(resultsCsvFileName('Unit Test 3: Fractions')).toBe('unit-test-3-fractions-results.csv');
    expect(resultsCsvFileName('  ***  ')).toBe('exam-results.csv');
  });
});
