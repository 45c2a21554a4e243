import { TIMETABLE_TEXTS } from '@shala/shared';
import type { AppContext } from '../../context.js';
import { timetableTeachers } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import type { GroupScope } from '../permissions/index.js';
import { teachersOfInstitute } from '../subjects/index.js';

/**
 * PUT rest/timetable/teacher-limit: a teacher's weekly maximum of periods (null: none). Moving a
 * lesson by hand warns when one of its teachers teaches more than that.
 */
export async function setTeacherLimit(
  ctx: AppContext,
  scope: GroupScope,
  body: { teacherId: string; maxPerWeek: number | null },
): Promise<void> {
  const [teacher] = await teachersOfInstitute(ctx.db, scope.instituteId, [body.teacherId]);
  if (!teacher) throw notFound(TIMETABLE_TEXTS.notATeacher);
  await ctx.db
    .insert(timetableTeachers)
    .values({
      instituteId: scope.instituteId,
      profileId: body.teacherId,
      maxPerWeek: body.maxPerWeek,
    })
    .onConflictDoUpdate({
      target: [timetableTeachers.instituteId, timetableTeachers.profileId],
      set: { maxPerWeek: body.maxPerWeek },
    });
}
