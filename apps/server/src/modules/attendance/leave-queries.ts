import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { leaveRequests } from '../../db/schema/index.js';

/** The SQL of leave: whose it is, the requests, and overlaps. */

/** The person's class as a student of the institute (latest), and whether they are its staff. */
export async function standingOf(db: Queryable, instituteId: string, profileId: string) {
  const [row] = await selectRows<{
    name: string;
    classId: string | null;
    className: string | null;
    staff: boolean;
  }>(
    db,
    sql`select p.first_name || ' ' || p.last_name as name,
        s.class_id as "classId", s.class_name as "className",
        exists (select 1 from memberships m join roles r on r.id = m.role_id
          where m.profile_id = p.id and m.group_id = ${instituteId}
            and coalesce(r.builtin_key, '') not in ('STUDENT', 'PARENT', 'MEMBER')) as staff
      from user_profiles p
      left join lateral (select g.id as class_id, g.name as class_name from memberships m
          join groups g on g.id = m.group_id and g.type = 'CLASS' and g.super_group_id = ${instituteId}
          join roles r on r.id = m.role_id and r.builtin_key = 'STUDENT'
          where m.profile_id = p.id order by m.created_at desc limit 1) s on true
      where p.id = ${profileId}`,
  );
  return row;
}

/** Pending or approved leave of the person overlapping the days. */
export async function overlapping(db: Queryable, profileId: string, from: string, to: string) {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select id from leave_requests where profile_id = ${profileId}
      and state in ('PENDING', 'APPROVED') and from_day <= ${to} and to_day >= ${from} limit 1`,
  );
  return rows.length > 0;
}

export type LeaveRow = {
  id: string;
  instituteId: string;
  classId: string | null;
  profileId: string;
  name: string;
  className: string | null;
  fromDay: string;
  toDay: string;
  reason: string;
  state: 'PENDING' | 'APPROVED' | 'DECLINED' | 'CANCELLED';
  appliedBy: string;
  appliedById: string;
  createdAt: Date;
  decidedBy: string | null;
  decisionNote: string | null;
  documentId: string | null;
};

const LEAVE_SELECT = sql`select l.id, l.institute_id as "instituteId", l.class_id as "classId",
    l.profile_id as "profileId", p.first_name || ' ' || p.last_name as name,
    g.name as "className", to_char(l.from_day, 'YYYY-MM-DD') as "fromDay",
    to_char(l.to_day, 'YYYY-MM-DD') as "toDay", l.reason, l.state,
    a.first_name || ' ' || a.last_name as "appliedBy", l.applied_by as "appliedById",
    l.created_at as "createdAt", d.first_name || ' ' || d.last_name as "decidedBy",
    l.decision_note as "decisionNote", l.document_id as "documentId"
  from leave_requests l
  join user_profiles p on p.id = l.profile_id
  join user_profiles a on a.id = l.applied_by
  left join user_profiles d on d.id = l.decided_by
  left join groups g on g.id = l.class_id`;

export async function findLeave(db: Queryable, instituteId: string, id: string) {
  const [row] = await selectRows<LeaveRow>(
    db,
    sql`${LEAVE_SELECT} where l.id = ${id} and l.institute_id = ${instituteId}`,
  );
  return row;
}

/** Leave of these people, or asked by the caller, newest first. */
export function leaveOfPeople(
  db: Queryable,
  instituteId: string,
  people: readonly string[],
  callerId: string,
) {
  return selectRows<LeaveRow>(
    db,
    sql`${LEAVE_SELECT} where l.institute_id = ${instituteId}
      and (l.applied_by = ${callerId} or l.profile_id in ${people.length > 0 ? people : [callerId]})
      order by l.from_day desc, l.created_at desc limit 100`,
  );
}

/** Leave the caller decides: of these classes, and of the staff when `staff`; pending first. */
export function leaveToDecide(
  db: Queryable,
  instituteId: string,
  classIds: readonly string[],
  staff: boolean,
  allClasses: boolean,
) {
  const classes = allClasses
    ? sql`l.class_id is not null`
    : classIds.length > 0
      ? sql`l.class_id in ${classIds}`
      : sql`false`;
  return selectRows<LeaveRow>(
    db,
    sql`${LEAVE_SELECT} where l.institute_id = ${instituteId}
      and (${classes} or ${staff ? sql`l.class_id is null` : sql`false`})
      order by (l.state = 'PENDING') desc, l.from_day desc limit 200`,
  );
}

export async function insertLeave(db: Queryable, values: typeof leaveRequests.$inferInsert) {
  const [row] = await db.insert(leaveRequests).values(values).returning({ id: leaveRequests.id });
  if (!row) throw new Error('leave not inserted');
  return row.id;
}

/**
 * A waiting leave ends: approved or declined by its decider, or withdrawn (CANCELLED) by its
 * asker; `by` is whoever ended it. False when it had ended first (two at once: one wins).
 */
export async function endLeaveRow(
  db: Queryable,
  v: {
    id: string;
    instituteId: string;
    state: 'APPROVED' | 'DECLINED' | 'CANCELLED';
    by: string;
    at: Date;
    note: string | null;
  },
) {
  const rows = await db
    .update(leaveRequests)
    .set({ state: v.state, decidedBy: v.by, decidedAt: v.at, decisionNote: v.note })
    .where(
      and(
        eq(leaveRequests.id, v.id),
        eq(leaveRequests.instituteId, v.instituteId),
        eq(leaveRequests.state, 'PENDING'),
      ),
    )
    .returning({ id: leaveRequests.id });
  return rows.length > 0;
}

/** The class teachers of a class in the session. */
export async function classTeachersOf(db: Queryable, classId: string, sessionId: string | null) {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select distinct m.profile_id as id from memberships m
      join roles r on r.id = m.role_id and r.builtin_key = 'TEACHER'
      where m.group_id = ${classId}
        and (m.session_id is null or m.session_id is not distinct from ${sessionId})`,
  );
  return rows.map((r) => r.id);
}
