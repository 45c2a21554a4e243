import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { attendanceChanges, groups } from '../../db/schema/index.js';
import { recountClassMonths } from './month-counts.js';

/** The SQL of marking: a class's students, their marks on a day, saving them. */

export type Student = { profileId: string; name: string; rollNo: number | null };

/** The class (a CLASS group of the institute), or undefined. */
export async function findClass(db: Queryable, instituteId: string, classId: string) {
  const [row] = await db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(
      and(eq(groups.id, classId), eq(groups.type, 'CLASS'), eq(groups.superGroupId, instituteId)),
    )
    .limit(1);
  return row;
}

/** Holds the class's row until the transaction ends: two saves of one class run one after the other. */
export async function lockClass(db: Queryable, classId: string) {
  await db.select({ id: groups.id }).from(groups).where(eq(groups.id, classId)).for('update');
}

/** The class's students in the session (a membership without one counts in every session), by roll number. */
export function studentsOf(db: Queryable, classId: string, sessionId: string | null) {
  return selectRows<Student>(
    db,
    sql`select m.profile_id as "profileId", p.first_name || ' ' || p.last_name as name,
        m.roll_no as "rollNo"
      from memberships m
      join roles r on r.id = m.role_id and r.builtin_key = 'STUDENT'
      join user_profiles p on p.id = m.profile_id
      where m.group_id = ${classId}
        and (m.session_id is null or m.session_id is not distinct from ${sessionId})
      order by m.roll_no nulls last, p.first_name, p.last_name`,
  );
}

export type MarkRow = {
  id: string;
  profileId: string;
  status: string;
  markedBy: string | null;
  markedAt: Date;
  corrected: boolean;
};

/** The marks of a class's day (and period). */
export function marksOf(db: Queryable, classId: string, day: string, period: number | null) {
  return selectRows<MarkRow>(
    db,
    sql`select r.id, r.profile_id as "profileId", r.status,
        mp.first_name || ' ' || mp.last_name as "markedBy", r.marked_at as "markedAt",
        exists (select 1 from attendance_changes c where c.record_id = r.id) as corrected
      from attendance_records r
      left join user_profiles mp on mp.id = r.marked_by
      where r.class_id = ${classId} and r.day = ${day} and r.period is not distinct from ${period}`,
  );
}

/** Which of these people have approved leave covering the day. */
export async function onLeave(db: Queryable, profileIds: readonly string[], day: string) {
  if (profileIds.length === 0) return new Set<string>();
  const rows = await selectRows<{ profileId: string }>(
    db,
    sql`select distinct profile_id as "profileId" from leave_requests
      where state = 'APPROVED' and from_day <= ${day} and to_day >= ${day}
        and profile_id in ${profileIds}`,
  );
  return new Set(rows.map((r) => r.profileId));
}

/**
 * Writes the marks, one row per person, day and period whatever saved before (the unique key):
 * a row already there takes the new status. Answers each person's row id.
 */
export async function upsertMarks(
  db: Queryable,
  v: {
    instituteId: string;
    classId: string | null;
    day: string;
    period: number | null;
    markedBy: string;
    now: Date;
    marks: readonly { profileId: string; status: string }[];
  },
): Promise<Map<string, string>> {
  if (v.marks.length === 0) return new Map();
  const values = sql.join(
    v.marks.map(
      (m) =>
        sql`(${v.instituteId}::uuid, ${v.classId}::uuid, ${m.profileId}::uuid, ${v.day}::date, ${v.period}::smallint, ${m.status}, ${v.markedBy}::uuid, ${v.now})`,
    ),
    sql`, `,
  );
  // The classes whose counts this save changes: the class marked, and any a mark moves from.
  const profileIds = sql.join(
    v.marks.map((m) => sql`${m.profileId}::uuid`),
    sql`, `,
  );
  const movedFrom = await selectRows<{ classId: string }>(
    db,
    sql`select distinct class_id as "classId" from attendance_records
      where profile_id in (${profileIds}) and day = ${v.day}::date
        and period is not distinct from ${v.period}::smallint and class_id is not null
        and class_id is distinct from ${v.classId}::uuid`,
  );
  const rows = await selectRows<{ id: string; profileId: string }>(
    db,
    sql`insert into attendance_records
        (institute_id, class_id, profile_id, day, period, status, marked_by, marked_at)
      values ${values}
      on conflict on constraint attendance_records_person_day_uq do update
        set status = excluded.status, marked_by = excluded.marked_by,
          marked_at = excluded.marked_at, class_id = excluded.class_id
      returning id, profile_id as "profileId"`,
  );
  const counted = [...movedFrom.map((r) => r.classId), ...(v.classId ? [v.classId] : [])];
  await recountClassMonths(db, v.instituteId, counted, v.day);
  return new Map(rows.map((r) => [r.profileId, r.id]));
}

export async function insertChanges(
  db: Queryable,
  rows: (typeof attendanceChanges.$inferInsert)[],
) {
  if (rows.length > 0) await db.insert(attendanceChanges).values(rows);
}

/** The corrections of a class's day, newest first. */
export function changesOf(db: Queryable, classId: string, day: string) {
  return selectRows<{
    profileId: string;
    name: string;
    fromStatus: string;
    toStatus: string;
    reason: string;
    changedBy: string | null;
    changedAt: Date;
  }>(
    db,
    sql`select r.profile_id as "profileId", p.first_name || ' ' || p.last_name as name,
        c.from_status as "fromStatus", c.to_status as "toStatus", c.reason,
        cp.first_name || ' ' || cp.last_name as "changedBy", c.changed_at as "changedAt"
      from attendance_changes c
      join attendance_records r on r.id = c.record_id
      join user_profiles p on p.id = r.profile_id
      left join user_profiles cp on cp.id = c.changed_by
      where r.class_id = ${classId} and r.day = ${day}
      order by c.changed_at desc, name`,
  );
}

/** A person's day-wise marks (not period-wise) from `from` to `to`: their status codes. */
export async function dayMarkCodes(
  db: Queryable,
  instituteId: string,
  profileId: string,
  from: string,
  to: string,
): Promise<string[]> {
  const marks = await selectRows<{ status: string }>(
    db,
    sql`select status from attendance_records
      where profile_id = ${profileId} and institute_id = ${instituteId}
        and period is null and day between ${from} and ${to}`,
  );
  return marks.map((m) => m.status);
}
