import { describe, expect, it } from 'vitest';
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
});
