import { describe, expect, it } from 'vitest';
import { latestAnswer, submitConfirmText, unansweredCount } from './submit-confirm';

describe('the Submit Exam confirmation', () => {
  const saved = new Map([
    ['q1', 'B'],
    ['q2', '  '],
    ['q3', 'Water evaporates.'],
  ]);
  const known = (
    drafts: Record<string, string>,
    queue: { questionId: string; answer: string }[],
  ) => ({
    draft: (id: string) => drafts[id],
    queue: queue as never,
    saved,
  });

  it('counts questions with no answer, blank ones too', () => {
    const k = known({}, []);
    expect(unansweredCount(['q1', 'q2', 'q3', 'q4'], (id) => latestAnswer(id, k))).toBe(2);
  });

  it('counts what was typed or waits to be sent, not only what the server holds', () => {
    const k = known({ q4: 'Oxygen', q3: '' }, [{ questionId: 'q2', answer: 'A' }]);
    expect(unansweredCount(['q1', 'q2', 'q3', 'q4'], (id) => latestAnswer(id, k))).toBe(1);
  });

  it('says how many are unanswered, and that it is final', () => {
    expect(submitConfirmText(10, 2)).toBe(
      '2 of 10 questions are not answered. After submitting you cannot change your answers.',
    );
    expect(submitConfirmText(10, 1)).toMatch(/^1 of 10 question is not answered\./);
    expect(submitConfirmText(3, 0)).toBe(
      'All 3 questions are answered. After submitting you cannot change your answers.',
    );
  });
});
