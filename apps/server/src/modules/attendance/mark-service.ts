import {
  ATTENDANCE_TEXTS,
  type ClassDayBody,
  type ClassDayView,
  type ClassPeriodView,
  firstRepeated,
  indiaDay,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { announce, type Raised } from '../notifications/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { classPeriodsOn } from '../timetable/index.js';
import { classToMark } from './access.js';
import { alertAbsences } from './alerts.js';
import {
  insertChanges,
  lockClass,
  marksOf,
  onLeave,
  type Student,
  studentsOf,
  upsertMarks,
} from './mark-queries.js';
import { type AttendanceRules, holidayOn, rulesOf } from './settings-service.js';

/**
 * Marking a class (issue 24 §1): the class teacher's day (or period) of marks, saved as one
 * list. Every student comes Present unless the screen says otherwise; a second save keeps one
 * row per student (the unique key) and a change of a saved mark needs a reason, kept with who
 * made it and when. Children newly absent today without approved leave are told to their
 * guardians once (alerts.ts).
 */

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/**
 * The period a call may name under the institute's mode: period by period, one of the periods
 * the timetable gives the class that day.
 */
async function periodFor(
  db: Queryable,
  rules: AttendanceRules,
  klass: { id: string; name: string },
  q: { instituteId: string; day: string; period?: number | null | undefined },
): Promise<number | null> {
  if (rules.mode === 'DAY') {
    if (q.period) throw badRequest(ATTENDANCE_TEXTS.dayWise);
    return null;
  }
  if (!q.period) throw badRequest(ATTENDANCE_TEXTS.periodWise);
  const periods = await classPeriodsOn(db, q.instituteId, klass.id, q.day, { subjects: false });
  if (!periods.some((p) => p.number === q.period)) {
    throw badRequest(ATTENDANCE_TEXTS.periodNotInDay(klass.name, q.day, periods.length));
  }
  return q.period;
}

/** GET periods: the class's periods that day (the marking screen's choice), any mode. */
export async function classPeriodsOf(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  day: string,
): Promise<ClassPeriodView[]> {
  const klass = await classToMark(ctx.db, caller, scope);
  return classPeriodsOn(ctx.db, scope.instituteId, klass.id, day);
}

async function dayView(
  db: Queryable,
  scope: GroupScope,
  klass: { id: string; name: string },
  day: string,
  period: number | null,
  holiday: string | null,
  /** What a save has read already (its students, their approved leave): not read again. */
  known?: { students: Student[]; leave: Set<string> },
): Promise<ClassDayView> {
  const students = known?.students ?? (await studentsOf(db, klass.id, scope.activeSessionId));
  const marks = new Map((await marksOf(db, klass.id, day, period)).map((m) => [m.profileId, m]));
  const leave =
    known?.leave ??
    (await onLeave(
      db,
      students.map((s) => s.profileId),
      day,
    ));
  const last = [...marks.values()].sort((a, b) => +new Date(b.markedAt) - +new Date(a.markedAt))[0];
  return {
    classId: klass.id,
    className: klass.name,
    day,
    period,
    holiday,
    saved: marks.size > 0,
    markedBy: last?.markedBy ?? null,
    markedAt: iso(last?.markedAt ?? null),
    students: students.map((s) => ({
      ...s,
      status: marks.get(s.profileId)?.status ?? null,
      onLeave: leave.has(s.profileId),
      corrected: marks.get(s.profileId)?.corrected ?? false,
    })),
  };
}

/** GET class: the class's day as the marking screen shows it. */
export async function classDayOf(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  q: { day: string; period?: number | undefined },
): Promise<ClassDayView> {
  const klass = await classToMark(ctx.db, caller, scope);
  const rules = await rulesOf(ctx.db, scope.instituteId);
  const period = await periodFor(ctx.db, rules, klass, { ...q, instituteId: scope.instituteId });
  const holiday = await holidayOn(ctx.db, scope.instituteId, rules.weeklyOff, q.day, klass.id);
  return dayView(ctx.db, scope, klass, q.day, period, holiday);
}

/** PUT class: saves every mark given, in one transaction, and alerts the absences. */
export async function saveClassDay(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: ClassDayBody,
): Promise<{ day: ClassDayView; alerted: number; changed: number }> {
  const now = ctx.clock.now();
  const today = indiaDay(now);
  if (body.day > today) throw badRequest(ATTENDANCE_TEXTS.future);
  if (firstRepeated(body.marks, (m) => m.profileId)) throw badRequest(ATTENDANCE_TEXTS.markedTwice);
  let raised: Raised[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    const klass = await classToMark(tx, caller, scope);
    const rules = await rulesOf(tx, scope.instituteId);
    const period = await periodFor(tx, rules, klass, { ...body, instituteId: scope.instituteId });
    const unknown = body.marks.find((m) => !rules.usable.has(m.status));
    if (unknown) throw badRequest(ATTENDANCE_TEXTS.unknownStatus(unknown.status));
    const holiday = await holidayOn(tx, scope.instituteId, rules.weeklyOff, body.day, klass.id);
    if (holiday) throw conflict(ATTENDANCE_TEXTS.holiday(holiday));

    await lockClass(tx, klass.id);
    const studentList = await studentsOf(tx, klass.id, scope.activeSessionId);
    const students = new Map(studentList.map((s) => [s.profileId, s]));
    if (body.marks.some((m) => !students.has(m.profileId))) {
      throw badRequest(ATTENDANCE_TEXTS.notInClass);
    }
    const before = new Map(
      (await marksOf(tx, klass.id, body.day, period)).map((m) => [m.profileId, m]),
    );
    const changed = body.marks.filter((m) => {
      const was = before.get(m.profileId);
      return was !== undefined && was.status !== m.status;
    });
    if (changed.length > 0 && !body.reason) throw new AppError(409, ATTENDANCE_TEXTS.reasonNeeded);

    const ids = await upsertMarks(tx, {
      instituteId: scope.instituteId,
      classId: klass.id,
      day: body.day,
      period,
      markedBy: caller.profileId,
      now,
      marks: body.marks,
    });
    await insertChanges(
      tx,
      changed.map((m) => ({
        recordId: ids.get(m.profileId) ?? '',
        instituteId: scope.instituteId,
        fromStatus: before.get(m.profileId)?.status ?? '',
        toStatus: m.status,
        reason: body.reason ?? '',
        changedBy: caller.profileId,
        changedAt: now,
      })),
    );
    if (changed.length > 0) {
      await recordAudit(tx, ctx, caller, {
        instituteId: scope.instituteId,
        action: 'attendance.corrected',
        targetType: 'group',
        targetId: klass.id,
        detail: {
          classId: klass.id,
          day: body.day,
          period,
          reason: body.reason ?? '',
          changes: changed.map((m) => ({
            name: students.get(m.profileId)?.name ?? '',
            from: before.get(m.profileId)?.status ?? '',
            to: m.status,
          })),
        },
      });
    }
    // Read once: the alerts skip children on leave, and the answer shows it.
    const leave = await onLeave(
      tx,
      studentList.map((s) => s.profileId),
      body.day,
    );
    // Only today's absences alert: a correction of an older day tells nobody "today".
    if (body.day === today) {
      const absentNow = body.marks.filter((m) => rules.countOf(m.status) === 'ABSENT');
      raised = await alertAbsences(ctx, tx, {
        instituteId: scope.instituteId,
        classId: klass.id,
        className: klass.name,
        day: body.day,
        absent: absentNow
          .filter((m) => !leave.has(m.profileId))
          .map((m) => ({ profileId: m.profileId, name: students.get(m.profileId)?.name ?? '' })),
      });
    }
    const day = await dayView(tx, scope, klass, body.day, period, null, {
      students: studentList,
      leave,
    });
    return { day, alerted: raised.length, changed: changed.length };
  });
  await announce(ctx, raised);
  return result;
}
