import { asc, eq } from 'drizzle-orm';
import { attendanceHolidays, attendanceRecords, leaveRequests } from '../../src/db/schema/index.js';
import { recountMonths } from '../../src/modules/attendance/index.js';
import type { TestContext } from '../support/app.js';

/**
 * Attendance objects of an institute for the cross-tenant walk (platform/cross-tenant-objects.test.ts):
 * a mark of its student, a pending leave and a holiday. Named from another institute, each must
 * be refused there, and nothing of them shown.
 */
export async function attendanceObjectsOf(
  t: TestContext,
  p: { instituteId: string; classId: string; studentProfileId: string },
) {
  const db = t.app.deps.database.db;
  const now = t.clock.now();
  await db.insert(attendanceRecords).values({
    instituteId: p.instituteId,
    classId: p.classId,
    profileId: p.studentProfileId,
    day: '2026-05-29',
    status: 'A',
    markedAt: now,
  });
  await recountMonths(db, p.instituteId);
  const [leave] = await db
    .insert(leaveRequests)
    .values({
      instituteId: p.instituteId,
      classId: p.classId,
      profileId: p.studentProfileId,
      appliedBy: p.studentProfileId,
      fromDay: '2026-06-01',
      toDay: '2026-06-02',
      reason: 'Their chickenpox',
      createdAt: now,
    })
    .returning();
  const [holiday] = await db
    .insert(attendanceHolidays)
    .values({
      instituteId: p.instituteId,
      day: '2026-06-10',
      kind: 'HOLIDAY',
      name: 'Their Foundation Day',
      createdAt: now,
    })
    .returning();
  if (!leave || !holiday) throw new Error('attendance objects not created');
  return {
    leaveId: leave.id,
    holidayId: holiday.id,
    /** What no answer to another institute may show. */
    markers: [leave.id, holiday.id, 'Their chickenpox', 'Their Foundation Day'],
  };
}

/** The institute's attendance rows, to compare before and after the walk. */
export async function attendanceRowsOf(t: TestContext, instituteId: string) {
  const db = t.app.deps.database.db;
  return {
    records: await db
      .select()
      .from(attendanceRecords)
      .where(eq(attendanceRecords.instituteId, instituteId))
      .orderBy(asc(attendanceRecords.id)),
    leave: await db
      .select()
      .from(leaveRequests)
      .where(eq(leaveRequests.instituteId, instituteId))
      .orderBy(asc(leaveRequests.id)),
    holidays: await db
      .select()
      .from(attendanceHolidays)
      .where(eq(attendanceHolidays.instituteId, instituteId))
      .orderBy(asc(attendanceHolidays.id)),
  };
}
