import {
  type AcademicTask,
  EXAM_MESSAGES,
  type ExamConfig,
  type ExamQuestion,
} from '@shala/shared';
import { describe, expect, it } from 'vitest';
import {
  endEarlyOffer,
  inOrder,
  movedPosition,
  parseMarks,
  publishBlocker,
  questionIdsInExam,
  shownMarks,
  totalMarks,
} from './exam-rules';

const entry = (id: string, position: number, maximumMarks: number, disabled = false) =>
  ({
    id,
    position,
    maximumMarks,
    disabled,
    questionOutputDto: { id: `bank-${id}` },
  }) as unknown as ExamQuestion;

const entries = [entry('c', 2, 2.5), entry('a', 0, 5), entry('b', 1, 0.25), entry('d', 3, 4, true)];

describe('the exam’s questions', () => {
  it('are shown in position order', () => {
    expect(inOrder(entries).map((e) => e.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('add up their maximum marks without float drift, leaving out disabled ones', () => {
    expect(totalMarks(entries)).toBe(7.75);
    expect(totalMarks([entry('x', 0, 0.1), entry('y', 1, 0.2)])).toBe(0.3);
    expect(totalMarks([])).toBe(0);
  });

  it('move one place up or down, not past either end', () => {
    expect(movedPosition(entries, 'b', 'up')).toBe(0);
    expect(movedPosition(entries, 'b', 'down')).toBe(2);
    expect(movedPosition(entries, 'a', 'up')).toBeNull();
    expect(movedPosition(entries, 'd', 'down')).toBeNull();
    expect(movedPosition(entries, 'zz', 'up')).toBeNull();
  });

  it('name the bank questions already in the exam', () => {
    expect(questionIdsInExam(entries).has('bank-a')).toBe(true);
    expect(questionIdsInExam(entries).has('a')).toBe(false);
  });

  it('show marks as people write them', () => {
    expect(shownMarks(10)).toBe('10');
    expect(shownMarks(12.5)).toBe('12.5');
    expect(shownMarks(0.25)).toBe('0.25');
    expect(shownMarks(null)).toBe('–');
  });
});

describe('publishing', () => {
  const task = (status: AcademicTask['status']) => ({ status }) as AcademicTask;
  const config = {} as ExamConfig;

  it('needs a config and at least one enabled question', () => {
    expect(
      publishBlocker({ task: task('DRAFT'), examConfig: null, examQuestions: entries }),
    ).toMatch(/Details tab/);
    expect(
      publishBlocker({
        task: task('DRAFT'),
        examConfig: config,
        examQuestions: [entry('d', 0, 4, true)],
      }),
    ).toBe(EXAM_MESSAGES.taskHasNoQuestions);
    expect(
      publishBlocker({ task: task('DRAFT'), examConfig: config, examQuestions: entries }),
    ).toBeNull();
  });

  it('happens once', () => {
    expect(
      publishBlocker({ task: task('PUBLISHED'), examConfig: config, examQuestions: entries }),
    ).toMatch(/has been published/);
  });
});

describe('maximum marks as typed', () => {
  it('takes 0 to the limit with two decimals', () => {
    expect(parseMarks('2.5')).toBe(2.5);
    expect(parseMarks(' 4 ')).toBe(4);
    expect(parseMarks('0')).toBe(0);
  });

  it('answers the shared message otherwise', () => {
    for (const bad of ['', 'x', '-1', '1.234', '1000.5'])
      expect(parseMarks(bad)).toBe(EXAM_MESSAGES.marks);
  });
});

describe('endEarlyOffer', () => {
  const at = Date.parse('2026-11-28T10:30:00.000Z');
  const setupWith = (counts: { total: number; started: number; submitted: number }) => ({
    task: {
      title: 'Unit Test 1',
      status: 'PUBLISHED' as const,
      startDateTime: '2026-11-28T10:00:00.000Z',
      endDateTime: '2026-11-28T12:00:00.000Z',
    } as never,
    attemptCounts: { evaluated: 0, ...counts },
  });

  it('simply ends an open exam every student has submitted', () => {
    expect(endEarlyOffer(setupWith({ total: 2, started: 2, submitted: 2 }), at)).toMatchObject({
      forEveryone: false,
    });
  });

  it('ends it for everyone otherwise, saying who is still writing or has not started', () => {
    const offer = endEarlyOffer(setupWith({ total: 14, started: 3, submitted: 1 }), at);
    expect(offer?.forEveryone).toBe(true);
    expect(offer?.text).toMatch(/^2 students are still writing and 11 students have not started\./);
  });

  it('is not offered before the exam opens or after it closes', () => {
    const setup = setupWith({ total: 2, started: 0, submitted: 0 });
    expect(endEarlyOffer(setup, Date.parse('2026-11-28T09:00:00.000Z'))).toBeNull();
    expect(endEarlyOffer(setup, Date.parse('2026-11-28T12:00:00.000Z'))).toBeNull();
  });
});
