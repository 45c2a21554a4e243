import { periodCount, TIMETABLE_TEXTS, type TimetableTeacher, teacherPeriods } from '@shala/shared';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { lockInstitute } from '../../db/locks.js';
import { timetableTeachers, timetableUnavailable } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { teachersOfInstitute } from '../subjects/index.js';
import { placedOf } from './lesson-service.js';
import { maxPerWeekOf } from './load-queries.js';
import { placedLessons, settingsOf } from './week-service.js';

/**
 * A teacher's part of the timetable (issue 24 §2): their weekly maximum of periods (moving a
 * lesson by hand warns above it) and the periods they cannot teach (the generator leaves them
 * free, a hand move there is refused). GET and PUT rest/timetable/teacher; PUT
 * rest/timetable/teacher-limit sets the maximum alone.
 */

async function teacherOf(db: Queryable, instituteId: string, teacherId: string) {
  const [teacher] = await teachersOfInstitute(db, instituteId, [teacherId]);
  if (!teacher) throw notFound(TIMETABLE_TEXTS.notATeacher);
  return { id: teacher.userProfileId, name: teacher.fullName };
}

export async function teacherFacts(
  ctx: AppContext,
  scope: GroupScope,
  teacherId: string,
): Promise<TimetableTeacher> {
  const teacher = await teacherOf(ctx.db, scope.instituteId, teacherId);
  const [maxPerWeek, unavailable, placed] = await Promise.all([
    maxPerWeekOf(ctx.db, scope.instituteId, teacherId),
    ctx.db
      .select({ day: timetableUnavailable.day, period: timetableUnavailable.period })
      .from(timetableUnavailable)
      .where(
        and(
          eq(timetableUnavailable.instituteId, scope.instituteId),
          eq(timetableUnavailable.profileId, teacherId),
        ),
      )
      .orderBy(timetableUnavailable.day, timetableUnavailable.period),
    placedLessons(ctx.db, scope.instituteId),
  ]);
  const periods = teacherPeriods(placed.lessons.map(placedOf));
  return { teacher, maxPerWeek, unavailable, periods: periods.get(teacherId) ?? 0 };
}

async function writeMaximum(
  db: Queryable,
  instituteId: string,
  teacherId: string,
  max: number | null,
) {
  await db
    .insert(timetableTeachers)
    .values({ instituteId, profileId: teacherId, maxPerWeek: max })
    .onConflictDoUpdate({
      target: [timetableTeachers.instituteId, timetableTeachers.profileId],
      set: { maxPerWeek: max },
    });
}

/** PUT rest/timetable/teacher: the maximum and the unavailable periods, replaced together. */
export async function saveTeacher(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: {
    teacherId: string;
    maxPerWeek: number | null;
    unavailable: { day: number; period: number }[];
  },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockInstitute(tx, scope.instituteId);
    await teacherOf(tx, scope.instituteId, body.teacherId);
    const week = await settingsOf(tx, scope.instituteId);
    const periods = periodCount(week.slots);
    if (body.unavailable.some((u) => u.day > week.days.length || u.period > periods)) {
      throw badRequest(TIMETABLE_TEXTS.outsideWeek);
    }
    const unique = [...new Map(body.unavailable.map((u) => [`${u.day}:${u.period}`, u])).values()];
    await writeMaximum(tx, scope.instituteId, body.teacherId, body.maxPerWeek);
    await tx
      .delete(timetableUnavailable)
      .where(
        and(
          eq(timetableUnavailable.instituteId, scope.instituteId),
          eq(timetableUnavailable.profileId, body.teacherId),
        ),
      );
    if (unique.length > 0) {
      await tx.insert(timetableUnavailable).values(
        unique.map((u) => ({
          instituteId: scope.instituteId,
          profileId: body.teacherId,
          day: u.day,
          period: u.period,
        })),
      );
    }
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'timetable.teacherSaved',
      targetType: 'profile',
      targetId: body.teacherId,
      detail: { maxPerWeek: body.maxPerWeek, unavailable: unique.length },
    });
  });
}

/** PUT rest/timetable/teacher-limit: a teacher's weekly maximum of periods (null: none). */
export async function setTeacherLimit(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: { teacherId: string; maxPerWeek: number | null },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await teacherOf(tx, scope.instituteId, body.teacherId);
    await writeMaximum(tx, scope.instituteId, body.teacherId, body.maxPerWeek);
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'timetable.teacherSaved',
      targetType: 'profile',
      targetId: body.teacherId,
      detail: { maxPerWeek: body.maxPerWeek },
    });
  });
}
