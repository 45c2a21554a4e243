import { asc, eq } from 'drizzle-orm';
import { classSubjects, classSubjectTeachers, subjects } from '../../src/db/schema/index.js';
import type { TestContext } from '../support/app.js';

/**
 * Subject objects of an institute for the cross-tenant walk (platform/cross-tenant-objects.test.ts):
 * a subject of its own given to its class with a teacher. Named from another institute, each
 * must be refused there, and nothing of them shown.
 */
export async function subjectObjectsOf(
  t: TestContext,
  p: { instituteId: string; classId: string; teacherProfileId: string },
) {
  const db = t.app.deps.database.db;
  const now = t.clock.now();
  const [subject] = await db
    .insert(subjects)
    .values({
      instituteId: p.instituteId,
      name: 'Their Astronomy',
      code: 'THEIRAST',
      createdAt: now,
    })
    .returning();
  if (!subject) throw new Error('subject not created');
  const [row] = await db
    .insert(classSubjects)
    .values({
      instituteId: p.instituteId,
      classId: p.classId,
      subjectId: subject.id,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('class subject not created');
  await db
    .insert(classSubjectTeachers)
    .values({ classSubjectId: row.id, profileId: p.teacherProfileId, instituteId: p.instituteId });
  return {
    subjectId: subject.id,
    /** What no answer to another institute may show. */
    markers: [subject.id, row.id, 'Their Astronomy', 'THEIRAST'],
  };
}

/** The institute's subject rows, to compare before and after the walk. */
export async function subjectRowsOf(t: TestContext, instituteId: string) {
  const db = t.app.deps.database.db;
  return {
    subjects: await db
      .select()
      .from(subjects)
      .where(eq(subjects.instituteId, instituteId))
      .orderBy(asc(subjects.id)),
    classSubjects: await db
      .select()
      .from(classSubjects)
      .where(eq(classSubjects.instituteId, instituteId))
      .orderBy(asc(classSubjects.id)),
    teachers: await db
      .select()
      .from(classSubjectTeachers)
      .where(eq(classSubjectTeachers.instituteId, instituteId))
      .orderBy(asc(classSubjectTeachers.profileId)),
  };
}
