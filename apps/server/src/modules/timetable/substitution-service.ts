import {
  type SubstitutionList,
  schoolDayOf,
  TIMETABLE_TEXTS,
  type TimetableLesson,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { lockInstitute } from '../../db/locks.js';
import { conflict, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { announce, raiseNotification } from '../notifications/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { teachersOfInstitute } from '../subjects/index.js';
import { unavailableOf } from './load-queries.js';
import { saveSubstitution, substitutionsBetween } from './substitution-queries.js';
import { classNames, lessonName, placedLessons, settingsOf } from './week-service.js';

/**
 * Substitutions (issue 24 §2): the periods an absent teacher misses on a date, each with the
 * teachers free then (no lesson of their own, no substitution already, not unavailable), fewest
 * substitutions that week first; a choice is kept per lesson and date and told to the substitute.
 */

/** Monday and Sunday of the date's week (YYYY-MM-DD). */
function weekOf(date: string): [string, string] {
  const d = new Date(`${date}T00:00:00Z`);
  const monday = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000);
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  return [monday.toISOString().slice(0, 10), sunday.toISOString().slice(0, 10)];
}

const covers = (l: TimetableLesson, period: number) =>
  period >= l.period && period < l.period + l.duration;

async function facts(db: Queryable, instituteId: string, date: string) {
  // One after the other: inside a transaction the queries share one connection.
  const settings = await settingsOf(db, instituteId);
  const placed = await placedLessons(db, instituteId);
  const teachers = await teachersOfInstitute(db, instituteId);
  const unavailable = await unavailableOf(db, instituteId);
  const week = await substitutionsBetween(db, instituteId, ...weekOf(date));
  const day = schoolDayOf(settings.days, date);
  return { day, lessons: placed.lessons, teachers, unavailable, week };
}

type Facts = Awaited<ReturnType<typeof facts>>;

/** The teachers free for the whole of `lesson` on the date, fewest substitutions this week first. */
function candidatesFor(f: Facts, lesson: TimetableLesson, date: string, absentId: string) {
  const periods = Array.from({ length: lesson.duration }, (_, k) => lesson.period + k);
  const busy = new Set<string>([absentId, ...lesson.teachers.map((t) => t.id)]);
  for (const l of f.lessons) {
    if (l.day !== f.day || !periods.some((p) => covers(l, p))) continue;
    for (const t of l.teachers) busy.add(t.id);
  }
  for (const s of f.week) {
    if (s.onDate !== date) continue;
    const other = f.lessons.find((l) => l.id === s.lessonId);
    if (other && s.lessonId !== lesson.id && periods.some((p) => covers(other, p))) {
      busy.add(s.substituteProfileId);
    }
  }
  for (const u of f.unavailable) {
    if (u.day === f.day && periods.includes(u.period)) busy.add(u.teacherId);
  }
  const thisWeek = (id: string) => f.week.filter((s) => s.substituteProfileId === id).length;
  return f.teachers
    .filter((t) => !busy.has(t.userProfileId))
    .map((t) => ({ id: t.userProfileId, name: t.fullName, thisWeek: thisWeek(t.userProfileId) }))
    .sort((a, b) => a.thisWeek - b.thisWeek || a.name.localeCompare(b.name));
}

export async function substitutionsFor(
  ctx: AppContext,
  scope: GroupScope,
  query: { teacherId: string; date: string },
): Promise<SubstitutionList> {
  const f = await facts(ctx.db, scope.instituteId, query.date);
  if (!f.teachers.some((t) => t.userProfileId === query.teacherId)) {
    throw notFound(TIMETABLE_TEXTS.notATeacher);
  }
  if (f.day === null) return { date: query.date, day: null, periods: [] };
  const missed = f.lessons
    .filter((l) => l.day === f.day && l.teachers.some((t) => t.id === query.teacherId))
    .sort((a, b) => a.period - b.period);
  return {
    date: query.date,
    day: f.day,
    periods: missed.map((l) => {
      const chosen = f.week.find((s) => s.lessonId === l.id && s.onDate === query.date);
      const substitute = chosen
        ? (f.teachers.find((t) => t.userProfileId === chosen.substituteProfileId) ?? null)
        : null;
      return {
        lessonId: l.id,
        period: l.period,
        subject: l.subject.name,
        classes: l.classes.map((c) => c.name),
        substitute: substitute ? { id: substitute.userProfileId, name: substitute.fullName } : null,
        candidates: candidatesFor(f, l, query.date, query.teacherId),
      };
    }),
  };
}

export async function chooseSubstitute(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: { lessonId: string; date: string; substituteId: string },
): Promise<void> {
  const raised = await ctx.db.transaction(async (tx) => {
    await lockInstitute(tx, scope.instituteId);
    const f = await facts(tx, scope.instituteId, body.date);
    const lesson = f.lessons.find((l) => l.id === body.lessonId);
    if (!lesson) throw notFound(TIMETABLE_TEXTS.lessonNotFound);
    if (f.day === null || lesson.day !== f.day) throw conflict(TIMETABLE_TEXTS.notThatDay);
    const absent = lesson.teachers[0]?.id ?? '';
    if (!candidatesFor(f, lesson, body.date, absent).some((c) => c.id === body.substituteId)) {
      throw conflict(TIMETABLE_TEXTS.substituteBusy);
    }
    await saveSubstitution(tx, {
      instituteId: scope.instituteId,
      lessonId: lesson.id,
      onDate: body.date,
      absentProfileId: absent,
      substituteProfileId: body.substituteId,
      createdAt: ctx.clock.now(),
    });
    const klass = classNames(lesson);
    const name = (id: string) => f.teachers.find((t) => t.userProfileId === id)?.fullName ?? '';
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'timetable.substituted',
      targetType: 'lesson',
      targetId: lesson.id,
      detail: {
        name: lessonName(lesson),
        date: body.date,
        period: lesson.period,
        substitute: name(body.substituteId),
        absent: name(absent),
      },
    });
    return raiseNotification(ctx, tx, {
      kind: 'timetable.substitute',
      profileIds: [body.substituteId],
      instituteId: scope.instituteId,
      title: TIMETABLE_TEXTS.notification.substituteTitle,
      message: TIMETABLE_TEXTS.notification.substitute(
        lesson.subject.name,
        klass,
        body.date,
        lesson.period,
      ),
      target: `/timetable/${lesson.classes[0]?.id ?? ''}`,
      groupId: scope.instituteId,
    });
  });
  await announce(ctx, [raised]);
}
