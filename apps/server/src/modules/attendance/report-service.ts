import {
  type AtRiskView,
  type AttendanceRegisterView,
  type AttendanceSummaryView,
  addDays,
  attendanceFigures,
  daysOfMonth,
  indiaDay,
  registerClassLine,
  registerRowLine,
  schoolDay,
} from '@shala/shared';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import type { GroupScope } from '../permissions/index.js';
import { studentsOf } from './mark-queries.js';
import { calendarBetween } from './settings-queries.js';
import { rulesOf } from './settings-service.js';

/**
 * The reports (issue 24 §1): a class's monthly register, the principal's day (classes not yet
 * marked, absentees by class) and the students under the institute's threshold over the last
 * 30 days (habitual absentees, the dropout-risk list). Day-wise marks only.
 */

/** GET register: each student's code per day of the month, days present and the share. */
export async function registerOf(
  db: Queryable,
  scope: GroupScope,
  klass: { id: string; name: string },
  month: string,
): Promise<AttendanceRegisterView> {
  const rules = await rulesOf(db, scope.instituteId);
  const days = daysOfMonth(month);
  const from = days[0] ?? `${month}-01`;
  const to = days.at(-1) ?? from;
  const calendar = await calendarBetween(db, scope.instituteId, from, to);
  const students = await studentsOf(db, klass.id, scope.activeSessionId);
  const marks = await selectRows<{ profileId: string; day: string; status: string }>(
    db,
    sql`select profile_id as "profileId", to_char(day, 'YYYY-MM-DD') as day, status
      from attendance_records
      where class_id = ${klass.id} and period is null and day between ${from} and ${to}`,
  );
  const byKey = new Map(marks.map((m) => [`${m.profileId}:${m.day}`, m.status]));
  // The day's and the month's percentages count the rows shown (the class's students now), so
  // they agree with the rows' own.
  const codesOf = (day: string) =>
    students.flatMap((s) => byKey.get(`${s.profileId}:${day}`) ?? []);
  const percentOf = (codes: readonly string[]) => attendanceFigures(codes, rules.countOf).percent;
  return {
    className: klass.name,
    month,
    days: days.map((day) => {
      const open = schoolDay(day, rules.weeklyOff, calendar, klass.id);
      return { day, holiday: open.open ? null : open.name, percent: percentOf(codesOf(day)) };
    }),
    percent: percentOf(days.flatMap(codesOf)),
    rows: students.map((s) => {
      const codes = days.map((d) => byKey.get(`${s.profileId}:${d}`) ?? '');
      const f = attendanceFigures(
        codes.filter((c) => c !== ''),
        rules.countOf,
      );
      return { ...s, marks: codes, present: f.present + f.half / 2, percent: f.percent };
    }),
    statuses: rules.statuses,
  };
}

/** The register as CSV: Roll, Name, one column per day, Present, %; the class's line last. */
export function registerCsv(view: AttendanceRegisterView): string {
  const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const head = ['Roll', 'Name', ...view.days.map((d) => d.day.slice(8)), 'Present', '%'];
  const lines = [head.join(',')];
  for (const r of view.rows) lines.push(registerRowLine(view, r, 'H').map(cell).join(','));
  lines.push(registerClassLine(view).map(cell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** A student's first mark of a day (the day's own, or the first period's) in their class. */
export type FirstMark = { classId: string; profileId: string; name: string; status: string };

/** GET summary: the institute's day — each class marked or not, its absentees; the staff's count. */
export async function summaryOf(
  db: Queryable,
  scope: GroupScope,
  day: string,
): Promise<AttendanceSummaryView> {
  return (await daySummary(db, scope, day)).view;
}

/**
 * The day's summary as GET summary answers it, and the students' first marks it was counted
 * from (every status: the principal's daily summary names late arrivals too).
 */
export async function daySummary(
  db: Queryable,
  scope: GroupScope,
  day: string,
): Promise<{ view: AttendanceSummaryView; firstMarks: FirstMark[] }> {
  const rules = await rulesOf(db, scope.instituteId);
  const calendar = await calendarBetween(db, scope.instituteId, day, day);
  const open = schoolDay(day, rules.weeklyOff, calendar, null);
  const classes = await selectRows<{ id: string; name: string; students: number; marked: boolean }>(
    db,
    sql`select g.id, g.name,
        (select count(*)::int from memberships m join roles r on r.id = m.role_id
          where m.group_id = g.id and r.builtin_key = 'STUDENT'
            and (m.session_id is null or m.session_id is not distinct from ${scope.activeSessionId})) as students,
        exists (select 1 from attendance_records a where a.class_id = g.id and a.day = ${day}) as marked
      from groups g where g.type = 'CLASS' and g.super_group_id = ${scope.instituteId}
      order by g.name`,
  );
  const firstMarks = await selectRows<FirstMark>(
    db,
    sql`select distinct on (a.profile_id) a.class_id as "classId", a.profile_id as "profileId",
        p.first_name || ' ' || p.last_name as name, a.status
      from attendance_records a join user_profiles p on p.id = a.profile_id
      where a.institute_id = ${scope.instituteId} and a.day = ${day} and a.class_id is not null
      order by a.profile_id, a.period nulls first`,
  );
  const staff = await selectRows<{ total: number; marked: number; present: number }>(
    db,
    sql`select count(distinct m.profile_id)::int as total,
        count(distinct a.profile_id)::int as marked,
        count(distinct a.profile_id) filter (where a.status not in ('A', 'E'))::int as present
      from memberships m join roles r on r.id = m.role_id
      left join attendance_records a on a.profile_id = m.profile_id and a.day = ${day}
        and a.class_id is null and a.institute_id = ${scope.instituteId}
      where m.group_id = ${scope.instituteId}
        and coalesce(r.builtin_key, '') not in ('STUDENT', 'PARENT', 'MEMBER')`,
  );
  const notPresent = firstMarks.filter((a) => {
    const kind = rules.countOf(a.status);
    return kind === 'ABSENT' || kind === 'EXCUSED' || kind === 'HALF';
  });
  const view = {
    day,
    holiday: open.open ? null : open.name,
    markBy: rules.markBy,
    classes: classes.map((c) => ({
      ...c,
      absent: notPresent
        .filter((a) => a.classId === c.id)
        .map(({ profileId, name, status }) => ({ profileId, name, status })),
    })),
    staff: staff[0] ?? { total: 0, marked: 0, present: 0 },
  };
  return { view, firstMarks };
}

/** GET at-risk: students whose share over the last 30 days is under the institute's threshold. */
export async function atRiskOf(db: Queryable, scope: GroupScope, now: Date): Promise<AtRiskView> {
  const rules = await rulesOf(db, scope.instituteId);
  const to = indiaDay(now);
  const from = addDays(to, -29);
  const rows = await selectRows<{
    profileId: string;
    name: string;
    classId: string;
    className: string;
    statuses: string[];
  }>(
    db,
    sql`select a.profile_id as "profileId", p.first_name || ' ' || p.last_name as name,
        a.class_id as "classId", g.name as "className", array_agg(a.status) as statuses
      from attendance_records a
      join user_profiles p on p.id = a.profile_id
      join groups g on g.id = a.class_id
      where a.institute_id = ${scope.instituteId} and a.period is null
        and a.day between ${from} and ${to}
      group by a.profile_id, p.first_name, p.last_name, a.class_id, g.name`,
  );
  const students = rows
    .map((r) => {
      const f = attendanceFigures(r.statuses, rules.countOf);
      return { ...r, marked: f.marked, absent: f.absent, percent: f.percent };
    })
    .filter(
      (r): r is typeof r & { percent: number } =>
        r.percent !== null && r.percent < rules.riskThresholdPercent,
    )
    .sort((a, b) => a.percent - b.percent || a.name.localeCompare(b.name))
    .map(({ statuses: _s, ...r }) => r);
  return { from, to, thresholdPercent: rules.riskThresholdPercent, students };
}
