import {
  type Clash,
  clashesOf,
  type PlacedLesson,
  periodCount,
  TIMETABLE_TEXTS,
  type TimetableLesson,
  teacherPeriods,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import { lockInstitute } from '../../db/locks.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { announce, raiseNotification } from '../notifications/index.js';
import { withGuardians } from '../people/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { findLesson, loadsOf, maxPerWeekOf, moveLessonRow, unavailableOf } from './load-queries.js';
import { studentsOf } from './substitution-queries.js';
import {
  classNames,
  lessonName,
  placedLessons,
  presentLesson,
  settingsOf,
} from './week-service.js';

/**
 * PUT rest/timetable/lesson: a lesson moved by hand. Refused (409, the words naming who is
 * where) when a teacher, a class or the room would be in two places at once, or a teacher is
 * unavailable then; allowed with a warning when a teacher goes above their weekly maximum. A
 * moved lesson is fixed unless told otherwise, so the generator keeps it.
 */

/** A lesson as the clash rules see it (packages/shared). */
export const placedOf = (l: TimetableLesson): PlacedLesson => ({
  id: l.id,
  day: l.day,
  period: l.period,
  duration: l.duration,
  classIds: l.classes.map((c) => c.id),
  teacherIds: l.teachers.map((t) => t.id),
  roomId: l.room?.id ?? null,
});

function clashWords(clash: Clash, lesson: TimetableLesson): string {
  const name = (list: { id: string; name: string }[], id: string) =>
    list.find((x) => x.id === id)?.name ?? '';
  if (clash.kind === 'unavailable') {
    return TIMETABLE_TEXTS.teacherUnavailable(name(lesson.teachers, clash.id));
  }
  const other = clash.other as PlacedLesson & { view?: TimetableLesson };
  const otherView = other.view;
  const where = otherView ? lessonName(otherView) : '';
  if (clash.kind === 'teacher')
    return TIMETABLE_TEXTS.teacherClash(name(lesson.teachers, clash.id), where);
  if (clash.kind === 'class') {
    return TIMETABLE_TEXTS.classClash(
      name(lesson.classes, clash.id),
      otherView?.subject.name ?? '',
    );
  }
  return TIMETABLE_TEXTS.roomClash(lesson.room?.name ?? '', where);
}

export async function moveLesson(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: { id: string; day: number; period: number; fixed?: boolean },
): Promise<{ lesson: TimetableLesson; warnings: string[] }> {
  const done = await ctx.db.transaction(async (tx) => {
    await lockInstitute(tx, scope.instituteId);
    const row = await findLesson(tx, scope.instituteId, body.id);
    if (!row) throw notFound(TIMETABLE_TEXTS.lessonNotFound);
    const settings = await settingsOf(tx, scope.instituteId);
    const placed = await placedLessons(tx, scope.instituteId);
    const unavailable = await unavailableOf(tx, scope.instituteId);
    const current = placed.lessons.find((l) => l.id === row.id);
    const load = placed.loads.find((l) => l.id === row.loadId);
    if (!current || !load) throw notFound(TIMETABLE_TEXTS.lessonNotFound);
    const moved = { ...current, day: body.day, period: body.period };
    if (
      body.day > settings.days.length ||
      body.period + moved.duration - 1 > periodCount(settings.slots)
    ) {
      throw badRequest(TIMETABLE_TEXTS.outsideWeek);
    }
    const others = placed.lessons.map((l) => ({ ...placedOf(l), view: l }));
    const clashes = clashesOf(placedOf(moved), others, unavailable);
    if (clashes.length > 0) {
      throw conflict(clashes.map((c) => clashWords(c, moved)).join(' '));
    }
    const now = ctx.clock.now();
    const fixed = body.fixed ?? true;
    await moveLessonRow(tx, scope.instituteId, row.id, {
      day: body.day,
      period: body.period,
      fixed,
      updatedAt: now,
    });
    const warnings = await overloadWarnings(
      tx,
      scope.instituteId,
      placed.lessons.map(placedOf),
      moved,
    );
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'timetable.lessonMoved',
      targetType: 'lesson',
      targetId: row.id,
      detail: {
        name: lessonName(moved),
        from: { day: current.day, period: current.period },
        to: { day: body.day, period: body.period },
        fixed,
        warnings,
      },
    });
    // The lesson's teachers, and its classes' students and their guardians, hear of the change.
    const raised = await raiseNotification(ctx, tx, {
      kind: 'timetable.changed',
      profileIds: [
        ...moved.teachers.map((t) => t.id),
        ...(await withGuardians(
          tx,
          await studentsOf(
            tx,
            moved.classes.map((c) => c.id),
          ),
        )),
      ],
      instituteId: scope.instituteId,
      title: TIMETABLE_TEXTS.notification.changed,
      message: TIMETABLE_TEXTS.notification.changedMessage(moved.subject.name, classNames(moved)),
      target: `/timetable/${moved.classes[0]?.id ?? ''}`,
      groupId: scope.instituteId,
    });
    return {
      lesson: presentLesson({ ...row, day: body.day, period: body.period, fixed }, load),
      warnings,
      raised,
    };
  });
  await announce(ctx, [done.raised]);
  return { lesson: done.lesson, warnings: done.warnings };
}

/**
 * PUT rest/timetable/lesson/fixed: a lesson kept where it is when the week is generated again
 * (fixed), or let go for the generator to place. Nobody's week changes, so nobody is told.
 */
export async function setLessonFixed(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: { id: string; fixed: boolean },
): Promise<TimetableLesson> {
  return ctx.db.transaction(async (tx) => {
    await lockInstitute(tx, scope.instituteId);
    const row = await findLesson(tx, scope.instituteId, body.id);
    if (!row) throw notFound(TIMETABLE_TEXTS.lessonNotFound);
    const load = (await loadsOf(tx, scope.instituteId)).find((l) => l.id === row.loadId);
    if (!load) throw notFound(TIMETABLE_TEXTS.lessonNotFound);
    await moveLessonRow(tx, scope.instituteId, row.id, {
      day: row.day,
      period: row.period,
      fixed: body.fixed,
      updatedAt: ctx.clock.now(),
    });
    const lesson = presentLesson({ ...row, fixed: body.fixed }, load);
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'timetable.lessonFixed',
      targetType: 'lesson',
      targetId: row.id,
      detail: { name: lessonName(lesson), fixed: body.fixed },
    });
    return lesson;
  });
}

/** A warning per teacher of the lesson whose periods a week exceed their maximum. */
async function overloadWarnings(
  tx: Parameters<typeof unavailableOf>[0],
  instituteId: string,
  lessons: PlacedLesson[],
  moved: TimetableLesson,
): Promise<string[]> {
  const periods = teacherPeriods(lessons);
  const warnings: string[] = [];
  for (const teacher of moved.teachers) {
    const max = await maxPerWeekOf(tx, instituteId, teacher.id);
    const taught = periods.get(teacher.id) ?? 0;
    if (max !== null && taught > max) {
      warnings.push(TIMETABLE_TEXTS.overload(teacher.name, taught, max));
    }
  }
  return warnings;
}
