import { describe, expect, it } from 'vitest';
import { acall } from '../attendance/attendance-school.js';
import { feeObjectsOf } from '../fees/tenant-objects.js';
import { useTestApp } from '../support/app.js';
import { insertAttempt, insertTask } from '../support/exam-rows.js';
import { calendarSchool, ccall } from './calendar-school.js';

const t = useTestApp();

describe('what other modules declare for a calendar (ServerModule.calendar)', () => {
  it("shows a parent their child's exam window and fee due date, named after the child", async () => {
    const s = await calendarSchool(t);
    const klass = { id: s.classA.id, instituteId: s.institute.id };
    const task = await insertTask(t, klass, {
      title: 'Science Unit Test',
      startAt: new Date('2026-04-08T04:30:00Z'),
      endAt: new Date('2026-04-08T05:30:00Z'),
    });
    await insertAttempt(t, task, s.student.profileId);
    await insertTask(t, klass, {
      title: 'Draft test',
      status: 'DRAFT',
      startAt: new Date('2026-04-09T04:30:00Z'),
      endAt: new Date('2026-04-09T05:30:00Z'),
    });
    await feeObjectsOf(t, {
      instituteId: s.institute.id,
      classId: s.classA.id,
      sessionId: s.institute.session.id,
      studentProfileId: s.student.profileId,
    });
    const april = { from: '2026-04-01', to: '2026-04-30' };
    const res = await ccall(t, s.parent, 'GET', '/rest/calendar', april);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().entries).toEqual([
      expect.objectContaining({
        kind: 'EXAM',
        title: 'Aarav: Exam: Science Unit Test',
        startAt: '2026-04-08T04:30:00.000Z',
        endAt: '2026-04-08T05:30:00.000Z',
        allDay: false,
        target: '/exam',
      }),
      expect.objectContaining({
        kind: 'FEE',
        title: expect.stringMatching(/^Aarav: Fees due: Their Term Fee \(₹/),
        startAt: '2026-04-09T18:30:00.000Z',
        endAt: '2026-04-10T18:30:00.000Z',
        allDay: true,
        target: `/erp/fee-details/${s.student.profileId}`,
      }),
    ]);
    // The student's own calendar names no one; another family's shows nothing of them.
    const own = await ccall(t, s.student, 'GET', '/rest/calendar', april);
    expect(own.json().entries.map((e: { title: string }) => e.title)).toEqual([
      'Exam: Science Unit Test',
      expect.stringMatching(/^Fees due: /),
    ]);
    const other = await ccall(t, s.studentB, 'GET', '/rest/calendar', april);
    expect(other.json().entries).toEqual([]);
  });

  it("shows the institute's holidays and a class's own, not one the class works on", async () => {
    const s = await calendarSchool(t);
    const add = (day: string, kind: 'HOLIDAY' | 'WORKING', name: string, classId?: string) =>
      acall(t, s.admin, 'POST', 'holidays', { groupId: s.institute.id, day, kind, name, classId });
    expect((await add('2026-04-14', 'HOLIDAY', 'Ambedkar Jayanti')).statusCode).toBe(200);
    await add('2026-04-15', 'HOLIDAY', 'Founders’ Day');
    await add('2026-04-15', 'WORKING', 'Practical exams', s.classA.id);
    await add('2026-04-20', 'HOLIDAY', 'Class trip', s.classA.id);
    const april = { from: '2026-04-01', to: '2026-04-30' };
    const holidaysOf = async (who: typeof s.parent) =>
      (await ccall(t, who, 'GET', '/rest/calendar', april))
        .json()
        .entries.filter((e: { kind: string }) => e.kind === 'HOLIDAY')
        .map((e: { title: string; startAt: string; allDay: boolean }) => [
          e.title,
          e.startAt,
          e.allDay,
        ]);
    // Aarav's class works on Founders' Day and goes on its trip; Diya's class does neither.
    expect(await holidaysOf(s.parent)).toEqual([
      ['Ambedkar Jayanti', '2026-04-13T18:30:00.000Z', true],
      ['Class trip (Class 5 A)', '2026-04-19T18:30:00.000Z', true],
    ]);
    expect(await holidaysOf(s.studentB)).toEqual([
      ['Ambedkar Jayanti', '2026-04-13T18:30:00.000Z', true],
      ['Founders’ Day', '2026-04-14T18:30:00.000Z', true],
    ]);
  });
});
