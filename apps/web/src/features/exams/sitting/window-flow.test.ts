import type { UserExamConfig } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { createSnackbarQueue } from '../../../core/snackbar-queue';
import { openingView, whenSnackGone } from './window-flow';

const attempt = (over: Partial<UserExamConfig> = {}): UserExamConfig => ({
  academicTaskId: 't1',
  userProfileId: 'u1',
  taskSubmissionId: 'a1',
  status: 'NOT_STARTED',
  agreed: false,
  startDateTime: null,
  endDateTime: null,
  startAt: null,
  endAt: null,
  serverNow: '2026-11-23T10:00:00.000Z',
  extraMinutes: 0,
  examQuestionIds: [],
  ...over,
});

describe('where the exam window opens', () => {
  it('on the rules, not agreed', () => {
    expect(openingView(attempt())).toEqual({ kind: 'rules', agreed: false, started: false });
    expect(openingView(attempt({ status: 'REJECTED' }))).toEqual({
      kind: 'rules',
      agreed: false,
      started: false,
    });
  });

  it('with Begin at once when already agreed or started', () => {
    expect(openingView(attempt({ status: 'AGREED', agreed: true }))).toMatchObject({
      agreed: true,
    });
    expect(openingView(attempt({ status: 'STARTED', agreed: true }))).toEqual({
      kind: 'rules',
      agreed: true,
      started: true,
    });
  });

  it('saying so when submitted, or when the caller sits no exam here', () => {
    expect(openingView(attempt({ status: 'SUBMITTED' }))).toEqual({ kind: 'submitted' });
    expect(openingView(attempt({ status: 'EVALUATED' }))).toEqual({ kind: 'submitted' });
    expect(openingView(null, false)).toEqual({
      kind: 'not-a-taker',
      message: 'Only the students of this class sit its exams.',
    });
  });

  it('on the rules for a student whose attempt the server has yet to make', () => {
    expect(openingView(null, true)).toEqual({ kind: 'rules', agreed: false, started: false });
  });
});

describe('closing on dismissal', () => {
  it('waits until the bar shown is gone', () => {
    const queue = createSnackbarQueue();
    queue.show({ message: 'Exam is already over', severity: 'error' });
    let closed = 0;
    whenSnackGone(queue, () => (closed += 1));
    expect(closed).toBe(0);
    const id = queue.current()?.id ?? -1;
    queue.dismiss(id);
    expect(closed).toBe(1);
    queue.show('another');
    expect(closed).toBe(1);
  });

  it('counts a message taking its place as a dismissal', () => {
    const queue = createSnackbarQueue();
    queue.show('first');
    let closed = false;
    whenSnackGone(queue, () => (closed = true));
    queue.show('second');
    expect(closed).toBe(true);
  });

  it('can be called off', () => {
    const queue = createSnackbarQueue();
    queue.show('first');
    let closed = false;
    const cancel = whenSnackGone(queue, () => (closed = true));
    cancel();
    queue.clear();
    expect(closed).toBe(false);
  });
});
