import { describe, expect, it } from 'vitest';
import { choiceText } from './AnswerShown';

describe('a choice as the teacher reads it', () => {
  it('is lettered by its place in the order the student saw, not by its stored title', () => {
    // The student saw the options shuffled: C, A, B.
    const seen = [
      { title: 'C', text: '0.5' },
      { title: 'A', text: '0.45' },
      { title: 'B', text: '4.5' },
    ];
    expect(choiceText('A', seen)).toBe('B. 0.45');
    expect(choiceText('C', seen)).toBe('A. 0.5');
  });
});
