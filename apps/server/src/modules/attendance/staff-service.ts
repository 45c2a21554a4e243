import {
  firstRepeated,
  indiaDay,
  ATTENDANCE_TEXTS as M,
  type SelfMarkView,
  type StaffDayBody,
  type StaffDayView,
} from '@shala/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { onLeave, upsertMarks } from './mark-queries.js';
import { holidayOn, rulesOf } from './settings-service.js';
import { markByInstant } from './summary-schedule.js';

/**
 * Staff attendance (issue 24 §1): the front office (markStaffAttendance) marks the institute's
 * staff for a day, or, where the institute allows it, each staff member marks themselves present
 * on arrival (Late after the mark-by time). A staff mark names no class.
 */

/** The institute's staff: members of the institute itself with a role other than student, parent or member. */
export function staffOf(db: Queryable, instituteId: string) {
  return selectRows<{ profileId: string; name: string; role: string }>(
    db,
    sql`select distinct on (p.id) p.id as "profileId", p.first_name || ' ' || p.last_name as name,
        r.name as role
      from memberships m join roles r on r.id = m.role_id
      join user_profiles p on p.id = m.profile_id
      where m.group_id = ${instituteId}
        and coalesce(r.builtin_key, '') not in ('STUDENT', 'PARENT', 'MEMBER')
      order by p.id, r.name`,
  );
}

function staffMarks(db: Queryable, instituteId: string, day: string) {
  return selectRows<{ profileId: string; status: string }>(
    db,
    sql`select profile_id as "profileId", status from attendance_records
      where institute_id = ${instituteId} and class_id is null and day = ${day} and period is null`,
  );
}

export async function staffDayOf(
  db: Queryable,
  scope: GroupScope,
  day: string,
): Promise<StaffDayView> {
  const rules = await rulesOf(db, scope.instituteId);
  const staff = (await staffOf(db, scope.instituteId)).sort((a, b) => a.name.localeCompare(b.name));
  const marks = new Map(
    (await staffMarks(db, scope.instituteId, day)).map((m) => [m.profileId, m.status]),
  );
  const leave = await onLeave(
    db,
    staff.map((s) => s.profileId),
    day,
  );
  return {
    day,
    holiday: await holidayOn(db, scope.instituteId, rules.weeklyOff, day, null),
    selfMark: rules.staffSelfMark,
    staff: staff.map((s) => ({
      ...s,
      status: marks.get(s.profileId) ?? null,
      onLeave: leave.has(s.profileId),
    })),
  };
}

/** PUT staff: the front office's marks for the day, one row per person and day. */
export async function saveStaffDay(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: StaffDayBody,
): Promise<StaffDayView> {
  const now = ctx.clock.now();
  if (body.day > indiaDay(now)) throw badRequest(M.future);
  if (firstRepeated(body.marks, (m) => m.profileId)) throw badRequest(M.markedTwice);
  return ctx.db.transaction(async (tx) => {
    const rules = await rulesOf(tx, scope.instituteId);
    const unknown = body.marks.find((m) => !rules.usable.has(m.status));
    if (unknown) throw badRequest(M.unknownStatus(unknown.status));
    const holiday = await holidayOn(tx, scope.instituteId, rules.weeklyOff, body.day, null);
    if (holiday) throw conflict(M.holiday(holiday));
    const staff = new Set((await staffOf(tx, scope.instituteId)).map((s) => s.profileId));
    // Anyone not on this institute's staff is, to this call, nobody: another institute's too.
    if (body.marks.some((m) => !staff.has(m.profileId))) throw notFound(M.notStaff);
    await upsertMarks(tx, {
      instituteId: scope.instituteId,
      classId: null,
      day: body.day,
      period: null,
      markedBy: caller.profileId,
      now,
      marks: body.marks,
    });
    return staffDayOf(tx, scope, body.day);
  });
}

/** POST staff/self: the caller, on the staff, marks themselves present today (Late after the mark-by time). */
export async function markSelf(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
): Promise<string> {
  const now = ctx.clock.now();
  const day = indiaDay(now);
  const rules = await rulesOf(ctx.db, scope.instituteId);
  if (!rules.staffSelfMark) throw conflict(M.selfMarkOff);
  const staff = await staffOf(ctx.db, scope.instituteId);
  if (!staff.some((s) => s.profileId === caller.profileId)) throw forbidden(M.notStaff);
  const holiday = await holidayOn(ctx.db, scope.instituteId, rules.weeklyOff, day, null);
  if (holiday) throw conflict(M.holiday(holiday));
  // Late from the minute after the mark-by time (09:30:59 is still on time for 09:30).
  const late = now.getTime() >= markByInstant(day, rules.markBy).getTime() + 60_000;
  const status = late ? 'L' : 'P';
  await ctx.db.transaction((tx) =>
    upsertMarks(tx, {
      instituteId: scope.instituteId,
      classId: null,
      day,
      period: null,
      markedBy: caller.profileId,
      now,
      marks: [{ profileId: caller.profileId, status }],
    }),
  );
  return status;
}

/** GET staff/self: whether the caller may mark their arrival today, and today's mark if any. */
export async function selfMarkOf(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
): Promise<SelfMarkView> {
  const day = indiaDay(ctx.clock.now());
  const rules = await rulesOf(ctx.db, scope.instituteId);
  const staff = (await staffOf(ctx.db, scope.instituteId)).some(
    (s) => s.profileId === caller.profileId,
  );
  const marks = staff ? await staffMarks(ctx.db, scope.instituteId, day) : [];
  return {
    day,
    allowed: rules.staffSelfMark,
    staff,
    holiday: await holidayOn(ctx.db, scope.instituteId, rules.weeklyOff, day, null),
    status: marks.find((m) => m.profileId === caller.profileId)?.status ?? null,
    markBy: rules.markBy,
  };
}
