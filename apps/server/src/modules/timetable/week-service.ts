import {
  exportTimetableCsv,
  indiaDay,
  periodCount,
  schoolDayOf,
  startingWeek,
  TIMETABLE_TEXTS,
  type TimetableLesson,
  type TimetableSettings,
  type TimetableWeek,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { findClass } from '../groups/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { heldActions } from '../permissions/index.js';
import { type LessonRow, type LoadView, lessonsOf, loadsOf, roomsOf } from './load-queries.js';
import { ownClassesOf } from './people-queries.js';
import { substitutesBetween } from './substitution-queries.js';
import {
  classWeek,
  deleteClassWeek,
  instituteWeek,
  saveClassWeek,
  saveInstituteWeek,
} from './week-queries.js';

/** The week's reads: the settings, a class's, teacher's or room's week, and the CSV export. */

export async function settingsOf(db: Queryable, instituteId: string) {
  const week = await instituteWeek(db, instituteId);
  if (!week) return { ...startingWeek(6, 8), set: false };
  return { days: week.days, slots: week.slots, maxConsecutive: week.maxConsecutive, set: true };
}

export async function saveSettings(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  settings: TimetableSettings,
  classId?: string,
) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (!classId) {
      await saveInstituteWeek(tx, scope.instituteId, settings, now);
    } else {
      if (!(await findClass(tx, scope.instituteId, classId))) {
        throw notFound(TIMETABLE_TEXTS.classNotFound);
      }
      const school = await settingsOf(tx, scope.instituteId);
      const wider =
        settings.days.some((d) => !school.days.includes(d)) ||
        periodCount(settings.slots) > periodCount(school.slots);
      if (!school.set || wider) throw badRequest(TIMETABLE_TEXTS.classWeekWider);
      await saveClassWeek(tx, scope.instituteId, classId, settings, now);
    }
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'timetable.weekSaved',
      targetType: 'group',
      targetId: classId ?? scope.instituteId,
      detail: {
        ...(classId ? { classId } : {}),
        days: settings.days,
        periods: periodCount(settings.slots),
      },
    });
  });
}

/** A class's own week where it has one (`own`), else the institute's. */
export async function settingsFor(db: Queryable, instituteId: string, classId?: string) {
  const own = classId ? await classWeek(db, instituteId, classId) : undefined;
  if (!own) return { ...(await settingsOf(db, instituteId)), own: false };
  return {
    days: own.days,
    slots: own.slots,
    maxConsecutive: own.maxConsecutive,
    set: true,
    own: true,
  };
}

/** DELETE rest/timetable/settings: a class follows the school's week again. */
export async function removeClassWeek(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  classId: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await findClass(tx, scope.instituteId, classId))) {
      throw notFound(TIMETABLE_TEXTS.classNotFound);
    }
    await deleteClassWeek(tx, scope.instituteId, classId);
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'timetable.weekRemoved',
      targetType: 'group',
      targetId: classId,
      detail: { classId },
    });
  });
}

export function presentLesson(lesson: LessonRow, load: LoadView): TimetableLesson {
  return {
    id: lesson.id,
    day: lesson.day,
    period: lesson.period,
    duration: load.duration,
    fixed: lesson.fixed,
    subject: load.subject,
    classes: load.classes,
    teachers: load.teachers,
    room: load.room,
  };
}

/** "Class 5 A + Class 5 B": a lesson's classes as words name them. */
export const classNames = (l: Pick<TimetableLesson, 'classes'>) =>
  l.classes.map((c) => c.name).join(' + ');

/** "Mathematics in Class 5 A": a lesson as clash words and the audit log name it. */
export const lessonName = (l: Pick<TimetableLesson, 'subject' | 'classes'>) =>
  `${l.subject.name} in ${classNames(l)}`;

/** Every placed lesson of the institute with its load. */
export async function placedLessons(db: Queryable, instituteId: string) {
  // One after the other: inside a transaction the queries share one connection.
  const loads = await loadsOf(db, instituteId);
  const lessons = await lessonsOf(db, instituteId);
  const byId = new Map(loads.map((l) => [l.id, l]));
  return {
    loads,
    lessons: lessons.flatMap((l) => {
      const load = byId.get(l.loadId);
      return load ? [presentLesson(l, load)] : [];
    }),
  };
}

type WeekQuery = { classId?: string; teacherId?: string; roomId?: string };

export async function weekOf(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  query: WeekQuery,
): Promise<TimetableWeek> {
  const [settings, placed, rooms] = await Promise.all([
    settingsOf(ctx.db, scope.instituteId),
    placedLessons(ctx.db, scope.instituteId),
    roomsOf(ctx.db, scope.instituteId),
  ]);
  const classes = new Map<string, string>();
  const teachers = new Map<string, string>();
  for (const load of placed.loads) {
    for (const c of load.classes) classes.set(c.id, c.name);
    for (const t of load.teachers) teachers.set(t.id, t.name);
  }
  const choices = {
    classes: [...classes]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en-IN', { numeric: true })),
    teachers: [...teachers]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    rooms,
  };
  let view: TimetableWeek['view'] = null;
  if (query.classId)
    view = { kind: 'class', id: query.classId, name: classes.get(query.classId) ?? '' };
  else if (query.teacherId)
    view = { kind: 'teacher', id: query.teacherId, name: teachers.get(query.teacherId) ?? '' };
  else if (query.roomId)
    view = {
      kind: 'room',
      id: query.roomId,
      name: rooms.find((r) => r.id === query.roomId)?.name ?? '',
    };
  // Nothing chosen: the caller's own week, if they have one, and the classes of their own people
  // that the timetable has (a parent's children's). A chosen week needs neither: no query.
  const ownClasses = view
    ? []
    : (await ownClassesOf(ctx.db, caller.accountId, scope.instituteId)).filter((c) =>
        classes.has(c.id),
      );
  const own = view ? null : ownView(caller, scope, classes, teachers, ownClasses);
  view ??= own;
  // Someone with no class or teaching of their own (the admin, the office) starts at the first class.
  if (!view && choices.classes[0]) view = { kind: 'class', ...choices.classes[0] };
  // Another institute's class, teacher or room (or one the timetable does not have): not found.
  if (view && view.name === '') throw notFound(TIMETABLE_TEXTS.weekNotFound);
  const lessons = view ? placed.lessons.filter((l) => lessonHas(l, view)) : [];
  return {
    settings,
    view,
    own: own !== null,
    ownClasses,
    lessons,
    substitutions: await comingSubstitutions(ctx, scope.instituteId, settings.days, lessons),
    choices,
    canManage: heldActions(caller, scope).held.has('manageTimetable'),
  };
}

/** The substitutes of these lessons from today for seven days, by the app's clock (India's date). */
async function comingSubstitutions(
  ctx: AppContext,
  instituteId: string,
  days: readonly number[],
  lessons: readonly TimetableLesson[],
): Promise<TimetableWeek['substitutions']> {
  if (lessons.length === 0) return [];
  const today = indiaDay(ctx.clock.now());
  const until = new Date(Date.parse(`${today}T00:00:00Z`) + 6 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const ids = new Set(lessons.map((l) => l.id));
  const rows = await substitutesBetween(ctx.db, instituteId, today, until);
  return rows
    .filter((r) => ids.has(r.lessonId))
    .map((r) => ({
      lessonId: r.lessonId,
      date: r.onDate,
      day: schoolDayOf(days, r.onDate) ?? 0,
      substitute: r.name,
    }));
}

/** A student's class (or the class the call names), a teacher's teaching, a parent's child's class. */
function ownView(
  caller: Caller,
  scope: GroupScope,
  classes: Map<string, string>,
  teachers: Map<string, string>,
  ownClasses: readonly { id: string; name: string }[],
): TimetableWeek['view'] {
  if (scope.type === 'CLASS' && classes.has(scope.id)) {
    return { kind: 'class', id: scope.id, name: classes.get(scope.id) ?? '' };
  }
  const teacher = teachers.get(caller.profileId);
  if (teacher) return { kind: 'teacher', id: caller.profileId, name: teacher };
  const first = ownClasses[0];
  return first ? { kind: 'class', id: first.id, name: first.name } : null;
}

function lessonHas(lesson: TimetableLesson, view: NonNullable<TimetableWeek['view']>): boolean {
  if (view.kind === 'class') return lesson.classes.some((c) => c.id === view.id);
  if (view.kind === 'teacher') return lesson.teachers.some((t) => t.id === view.id);
  return lesson.room?.id === view.id;
}

/** GET rest/timetable/export: day,period,class,subject,teacher,room. */
export async function exportCsv(ctx: AppContext, scope: GroupScope): Promise<string> {
  const [placed, settings] = await Promise.all([
    placedLessons(ctx.db, scope.instituteId),
    settingsOf(ctx.db, scope.instituteId),
  ]);
  const periods = periodCount(settings.slots);
  return exportTimetableCsv(
    placed.lessons
      .filter((l) => l.day <= settings.days.length && l.period <= periods)
      .map((l) => ({
        day: l.day,
        period: l.period,
        duration: l.duration,
        classes: l.classes.map((c) => c.name),
        subject: l.subject.name,
        teachers: l.teachers.map((t) => t.name),
        room: l.room?.name ?? null,
      })),
  );
}
