import { describe, expect, it } from 'vitest';
import { choiceLabel, verdictLabel } from './answer-texts';

describe('an answer as read', () => {
  it("shows a choice's title with its text", () => {
    expect(choiceLabel('B', '0.45')).toBe('B. 0.45');
    expect(choiceLabel('B', null)).toBe('B');
    expect(choiceLabel('B', '')).toBe('B');
  });

  it('says right or wrong in words, and nothing for a written answer', () => {
    expect(verdictLabel(true)).toBe('Right');
    expect(verdictLabel(false)).toBe('Wrong');
    expect(verdictLabel(null)).toBeNull();
  });
});
