import type { AcademicTask, MyExam } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { type ExamLine, toExamLines } from '../api';
import {
  byClass,
  examPhase,
  examSlug,
  examWindowPath,
  nextExams,
  resultPath,
  takerActions,
  takerSections,
  takerState,
} from './exam-lists';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-23T10:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

function task(over: Partial<AcademicTask> = {}): AcademicTask {
  return {
    id: 't1',
    groupId: 'g1',
    groupName: 'Class 5 A',
    taskType: 'EXAM',
    title: 'Unit Test 1: Fractions',
    instructions: '',
    agreement: '',
    startDateTime: iso(NOW - HOUR),
    endDateTime: iso(NOW + HOUR),
    maximumMarks: 20,
    questionCount: 5,
    status: 'PUBLISHED',
    examConfig: null,
    attemptStatus: 'NOT_STARTED',
    editable: false,
    createdAt: iso(NOW - 48 * HOUR),
    ...over,
  };
}
const line = (
  t: AcademicTask,
  role: ExamLine['role'] = 'student',
  childId: string | null = null,
) => ({
  task: t,
  role,
  childId,
  childName: childId ? 'Aarav' : null,
});

describe('an exam in time', () => {
  it('is upcoming, open, then finished', () => {
    const t = task();
    expect(examPhase(t, NOW - 2 * HOUR)).toBe('upcoming');
    expect(examPhase(t, NOW - HOUR)).toBe('open');
    expect(examPhase(t, NOW + HOUR - 1)).toBe('open');
    expect(examPhase(t, NOW + HOUR)).toBe('finished');
  });

  it("is the student's to start, resume, or done", () => {
    expect(takerState(task(), NOW)).toBe('start');
    expect(takerState(task({ attemptStatus: 'AGREED' }), NOW)).toBe('start');
    expect(takerState(task({ attemptStatus: 'STARTED' }), NOW)).toBe('resume');
    expect(takerState(task({ attemptStatus: 'SUBMITTED' }), NOW)).toBe('submitted');
    expect(takerState(task({ attemptStatus: 'EVALUATED' }), NOW + 5 * HOUR)).toBe('submitted');
    expect(takerState(task(), NOW - 2 * HOUR)).toBe('upcoming');
    expect(takerState(task(), NOW + 2 * HOUR)).toBe('missed');
    // The server finalises an attempt left open at its end.
    expect(takerState(task({ attemptStatus: 'STARTED' }), NOW + 2 * HOUR)).toBe('submitted');
  });
});

describe('the exam window address', () => {
  it('is exam/{examName}/{Id}/{groupId}', () => {
    expect(examWindowPath(task())).toBe('/exam/unit-test-1-fractions/t1/g1');
    expect(examSlug('  ')).toBe('exam');
    // Never an address of the shell's exam screens (exam/manage/…, exam/result/…).
    expect(examSlug('Manage')).toBe('manage-exam');
    expect(examSlug('Result!')).toBe('result-exam');
    expect(examSlug('परीक्षा')).toBe('exam');
    expect(examSlug('a'.repeat(100))).toHaveLength(60);
  });

  it("names a parent's child on the result page", () => {
    expect(resultPath(task())).toBe('/exam/result/g1/t1');
    expect(resultPath(task(), 'c1')).toBe('/exam/result/g1/t1?userProfileId=c1');
  });
});

describe('what a list offers', () => {
  it('offers Start or Resume to a student while the exam is open', () => {
    expect(takerActions(line(task()), NOW)).toEqual([
      { label: 'Start', to: '/exam/unit-test-1-fractions/t1/g1' },
    ]);
    expect(takerActions(line(task({ attemptStatus: 'STARTED' })), NOW)[0]?.label).toBe('Resume');
    expect(takerActions(line(task()), NOW - 2 * HOUR)).toEqual([]);
  });

  it('offers the result once published, to the student and the parent, never a start to a parent', () => {
    const done = task({ attemptStatus: 'EVALUATED', status: 'RESULTS_PUBLISHED' });
    expect(takerActions(line(done), NOW)).toEqual([{ label: 'Result', to: '/exam/result/g1/t1' }]);
    expect(takerActions(line(done, 'parent', 'c1'), NOW)).toEqual([
      { label: 'Result', to: '/exam/result/g1/t1?userProfileId=c1' },
    ]);
    expect(takerActions(line(task(), 'parent', 'c1'), NOW)).toEqual([]);
    expect(takerActions(line(task({ attemptStatus: 'SUBMITTED' })), NOW)).toEqual([]);
  });

  it('sorts open, upcoming and finished exams for reading', () => {
    const a = task({ id: 'a', endDateTime: iso(NOW + 3 * HOUR) });
    const b = task({ id: 'b', endDateTime: iso(NOW + 2 * HOUR) });
    const c = task({
      id: 'c',
      startDateTime: iso(NOW + 5 * HOUR),
      endDateTime: iso(NOW + 6 * HOUR),
    });
    const d = task({
      id: 'd',
      startDateTime: iso(NOW + 2 * HOUR),
      endDateTime: iso(NOW + 6 * HOUR),
    });
    const e = task({ id: 'e', attemptStatus: 'SUBMITTED' });
    const s = takerSections(
      [a, b, c, d, e].map((t) => line(t)),
      NOW,
    );
    expect(s.open.map((l) => l.task.id)).toEqual(['b', 'a']);
    expect(s.upcoming.map((l) => l.task.id)).toEqual(['d', 'c']);
    expect(s.finished.map((l) => l.task.id)).toEqual(['e']);
  });

  it("shows the dashboard the next exams to sit, not a teacher's", () => {
    const open = task({ id: 'open' });
    const soon = task({
      id: 'soon',
      startDateTime: iso(NOW + HOUR),
      endDateTime: iso(NOW + 2 * HOUR),
    });
    const taught = task({ id: 'taught', attemptStatus: null });
    const done = task({ id: 'done', attemptStatus: 'SUBMITTED' });
    const lines = [line(soon), line(taught, 'teacher'), line(done), line(open)];
    expect(nextExams(lines, NOW).map((l) => l.task.id)).toEqual(['open', 'soon']);
    expect(nextExams(lines, NOW, 1).map((l) => l.task.id)).toEqual(['open']);
  });

  it("groups a teacher's exams by class", () => {
    const x = task({ id: 'x', groupId: 'g2', groupName: 'Class 6 B' });
    const y = task({ id: 'y', startDateTime: iso(NOW) });
    const z = task({ id: 'z' });
    const classes = byClass([x, y, z].map((t) => line(t, 'teacher')));
    expect(classes.map((c) => c.groupName)).toEqual(['Class 5 A', 'Class 6 B']);
    expect(classes[0]?.tasks.map((t) => t.id)).toEqual(['y', 'z']);
  });
});

describe('the lines of exam/mine', () => {
  it("tell a student's, a parent's and a teacher's rows apart", () => {
    const row = (
      t: AcademicTask,
      role: MyExam['role'],
      userProfileId: string | null,
      fullName: string | null,
    ) => ({
      ...t,
      role,
      userProfileId,
      fullName,
      instituteId: 'i1',
    });
    const lines = toExamLines([
      row(task({ id: 's' }), 'TAKER', 'me', null),
      row(task({ id: 'p' }), 'GUARDIAN', 'c1', 'Aarav Sharma'),
      row(task({ id: 't', attemptStatus: null, editable: true }), 'SETTER', null, null),
    ]);
    expect(lines.map((l) => [l.task.id, l.role, l.childId, l.childName])).toEqual([
      ['s', 'student', null, null],
      ['p', 'parent', 'c1', 'Aarav Sharma'],
      ['t', 'teacher', null, null],
    ]);
  });
});
