import {
  ATTENDANCE_TEXTS,
  attendanceFigures,
  daysOfMonth,
  indiaDay,
  type PersonMonthView,
  schoolDay,
} from '@shala/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { isOwnPerson } from '../people/index.js';
import { type Caller, type GroupScope, heldActions } from '../permissions/index.js';
import { dayMarkCodes } from './mark-queries.js';
import { calendarBetween } from './settings-queries.js';
import { rulesOf } from './settings-service.js';

/**
 * A person's month (erp/attendance/{userProfileId}): the days with their marks, the month's and
 * the year's figures, and six months for the chart. Seen by the person, their guardians (the
 * people's one rule of whose data is one's own) and the institute's staff who mark them
 * (mayRead).
 */

async function personIn(db: Queryable, instituteId: string, profileId: string) {
  const [row] = await selectRows<{
    name: string;
    classId: string | null;
    className: string | null;
  }>(
    db,
    sql`select p.first_name || ' ' || p.last_name as name,
        (select g.id from memberships m join groups g on g.id = m.group_id and g.type = 'CLASS'
          join roles r on r.id = m.role_id and r.builtin_key = 'STUDENT'
          where m.profile_id = p.id and g.super_group_id = ${instituteId}
          order by m.created_at desc limit 1) as "classId",
        (select g.name from memberships m join groups g on g.id = m.group_id and g.type = 'CLASS'
          join roles r on r.id = m.role_id and r.builtin_key = 'STUDENT'
          where m.profile_id = p.id and g.super_group_id = ${instituteId}
          order by m.created_at desc limit 1) as "className"
      from user_profiles p
      where p.id = ${profileId} and exists (
        select 1 from memberships m join groups g on g.id = m.group_id
        where m.profile_id = p.id and (g.id = ${instituteId} or g.super_group_id = ${instituteId}))`,
  );
  return row;
}

/**
 * One's own people's months, always; another's with getAttendanceStats and getMembers and the
 * right that marks them: a student's with markAttendance (teachers), a staff member's with
 * markStaffAttendance (the front office); the keepers (manageAttendance) read every month. So
 * an accountant's getAttendanceStats shows their own month, not the school's.
 */
async function mayRead(
  db: Queryable,
  caller: Caller,
  scope: GroupScope,
  person: { profileId: string; student: boolean },
) {
  if (await isOwnPerson(db, caller.accountId, person.profileId)) return true;
  const { held } = heldActions(caller, scope);
  if (!held.has('getAttendanceStats') || !held.has('getMembers')) return false;
  if (held.has('manageAttendance')) return true;
  return held.has(person.student ? 'markAttendance' : 'markStaffAttendance');
}

const monthOf = (day: string) => day.slice(0, 7);
function monthsBack(month: string, n: number): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (n - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

export async function personMonth(
  db: Queryable,
  caller: Caller,
  scope: GroupScope,
  q: { profileId: string; month: string },
  now: Date,
): Promise<PersonMonthView> {
  const person = await personIn(db, scope.instituteId, q.profileId);
  if (!person) throw notFound(ATTENDANCE_TEXTS.personNotFound);
  const reader = { profileId: q.profileId, student: person.classId !== null };
  if (!(await mayRead(db, caller, scope, reader))) throw forbidden(ATTENDANCE_TEXTS.notYours);
  const rules = await rulesOf(db, scope.instituteId);
  const trendMonths = monthsBack(q.month, 6);
  const from = `${trendMonths[0]}-01`;
  const days = daysOfMonth(q.month);
  const to = days.at(-1) ?? from;
  const marks = await selectRows<{ day: string; status: string }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, status from attendance_records
      where profile_id = ${q.profileId} and institute_id = ${scope.instituteId}
        and period is null and day between ${from} and ${to}`,
  );
  const byDay = new Map(marks.map((m) => [m.day, m.status]));
  const calendar = await calendarBetween(db, scope.instituteId, `${q.month}-01`, to);
  const today = indiaDay(now);
  const codesIn = (month: string) =>
    marks.filter((m) => monthOf(m.day) === month).map((m) => m.status);
  const session = await selectRows<{ start: string }>(
    db,
    sql`select to_char(s.start_date, 'YYYY-MM-DD') as start from groups g
      join academic_sessions s on s.id = g.active_session_id where g.id = ${scope.instituteId}`,
  );
  const yearStart = session[0]?.start ?? `${today.slice(0, 4)}-01-01`;
  const yearCodes = await dayMarkCodes(db, scope.instituteId, q.profileId, yearStart, today);
  return {
    profileId: q.profileId,
    name: person.name,
    className: person.className,
    month: q.month,
    days: days.map((day) => {
      const open = schoolDay(day, rules.weeklyOff, calendar, person.classId);
      return { day, status: byDay.get(day) ?? null, holiday: open.open ? null : open.name };
    }),
    figures: attendanceFigures(codesIn(q.month), rules.countOf),
    yearFigures: attendanceFigures(yearCodes, rules.countOf),
    trend: trendMonths.map((month) => ({
      month,
      percent: attendanceFigures(codesIn(month), rules.countOf).percent,
    })),
    statuses: rules.statuses,
  };
}
