import { EXAM_ENDED_ACTION } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { endsThisExam } from './exam-ended';

describe('endsThisExam', () => {
  const notice = (featureId: string, featureAction = EXAM_ENDED_ACTION) => ({
    messageType: 'NOTIFICATION' as const,
    body: { featureId, featureAction },
  });

  it('is the teacher’s “Exam ended” notice of this exam only', () => {
    expect(endsThisExam(notice('t1'), 't1')).toBe(true);
    expect(endsThisExam(notice('t2'), 't1')).toBe(false);
    expect(endsThisExam(notice('t1', 'EXAM_RESULT'), 't1')).toBe(false);
    expect(endsThisExam({ messageType: 'CHAT', body: { featureId: 't1' } }, 't1')).toBe(false);
  });
});
