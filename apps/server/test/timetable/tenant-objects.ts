import { asc, eq } from 'drizzle-orm';
import {
  subjects,
  timetableLessons,
  timetableLoadClasses,
  timetableLoads,
  timetableLoadTeachers,
  timetableRooms,
  timetableRuns,
  timetableWeeks,
} from '../../src/db/schema/index.js';
import type { TestContext } from '../support/app.js';

/**
 * Timetable objects of an institute for the cross-tenant walk (platform/cross-tenant-objects.test.ts):
 * its week, a room, a load of its class taught by a teacher, a placed lesson and a generator run.
 * Named from another institute, each must be refused there, and nothing of them shown.
 */
export async function timetableObjectsOf(
  t: TestContext,
  p: { instituteId: string; classId: string; teacherProfileId: string },
) {
  const db = t.app.deps.database.db;
  const now = t.clock.now();
  await db.insert(timetableWeeks).values({
    instituteId: p.instituteId,
    days: [1, 2, 3, 4, 5, 6],
    slots: [{ kind: 'PERIOD', label: 'Period 1', start: '08:00', end: '08:40' }],
    maxConsecutive: 4,
    updatedAt: now,
  });
  const [subject] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(eq(subjects.instituteId, p.instituteId))
    .limit(1);
  if (!subject) throw new Error('the institute has no subject');
  const [room] = await db
    .insert(timetableRooms)
    .values({ instituteId: p.instituteId, name: 'Their Observatory' })
    .returning();
  const [load] = await db
    .insert(timetableLoads)
    .values({
      instituteId: p.instituteId,
      subjectId: subject.id,
      lessonsPerWeek: 1,
      duration: 1,
      roomId: room?.id ?? null,
      position: 1,
    })
    .returning();
  if (!room || !load) throw new Error('timetable objects not created');
  await db.insert(timetableLoadClasses).values({ loadId: load.id, classId: p.classId });
  await db.insert(timetableLoadTeachers).values({ loadId: load.id, profileId: p.teacherProfileId });
  const [lesson] = await db
    .insert(timetableLessons)
    .values({ instituteId: p.instituteId, loadId: load.id, day: 1, period: 1, updatedAt: now })
    .returning();
  const [run] = await db
    .insert(timetableRuns)
    .values({ instituteId: p.instituteId, state: 'DONE', createdAt: now })
    .returning();
  if (!lesson || !run) throw new Error('timetable objects not created');
  return {
    lessonId: lesson.id,
    runId: run.id,
    roomId: room.id,
    teacherId: p.teacherProfileId,
    /** What no answer to another institute may show. */
    markers: [lesson.id, run.id, room.id, load.id, 'Their Observatory'],
  };
}

/** The institute's timetable rows, to compare before and after the walk. */
export async function timetableRowsOf(t: TestContext, instituteId: string) {
  const db = t.app.deps.database.db;
  return {
    weeks: await db
      .select()
      .from(timetableWeeks)
      .where(eq(timetableWeeks.instituteId, instituteId)),
    loads: await db
      .select()
      .from(timetableLoads)
      .where(eq(timetableLoads.instituteId, instituteId))
      .orderBy(asc(timetableLoads.id)),
    lessons: await db
      .select()
      .from(timetableLessons)
      .where(eq(timetableLessons.instituteId, instituteId))
      .orderBy(asc(timetableLessons.id)),
    runs: await db.select().from(timetableRuns).where(eq(timetableRuns.instituteId, instituteId)),
  };
}
