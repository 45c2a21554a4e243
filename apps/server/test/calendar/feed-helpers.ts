import { feeObjectsOf } from '../fees/tenant-objects.js';
import type { TestContext } from '../support/app.js';
import { insertAttempt, insertTask } from '../support/exam-rows.js';
import type { CalendarSchool } from './calendar-school.js';

/**
 * The 5 A student's exam (within the feed's months: from the test clock's 1 June on) and fee
 * structure, so a parent's calendar has both.
 */
export async function feedObjectsOf(t: TestContext, s: CalendarSchool) {
  const task = await insertTask(
    t,
    { id: s.classA.id, instituteId: s.institute.id },
    {
      title: 'Science Unit Test',
      startAt: new Date('2026-06-08T04:30:00Z'),
      endAt: new Date('2026-06-08T05:30:00Z'),
    },
  );
  await insertAttempt(t, task, s.student.profileId);
  await feeObjectsOf(t, {
    instituteId: s.institute.id,
    classId: s.classA.id,
    sessionId: s.institute.session.id,
    studentProfileId: s.student.profileId,
  });
}
