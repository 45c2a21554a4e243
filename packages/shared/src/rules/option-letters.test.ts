import { describe, expect, it } from 'vitest';
import { optionLetter, shownLetter } from './option-letters.js';

describe('option letters', () => {
  it('letters options A, B, C, D in the order shown', () => {
    expect([0, 1, 2, 3].map(optionLetter)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('names a stored title by the letter the student saw (shuffled)', () => {
    const shown = ['C', 'A', 'D', 'B'];
    expect(shownLetter(shown, 'C')).toBe('A');
    expect(shownLetter(shown, 'B')).toBe('D');
    expect(shownLetter(shown, 'E')).toBeNull();
    expect(shownLetter(shown, '')).toBeNull();
  });
});
