import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';

/**
 * Students (members of the institute's classes with the Student role) counted by gender as their
 * profiles give it: of each class in one session, and of each of the latest sessions (a student
 * counted once per session, whatever their classes).
 */

export function studentsByClass(db: Queryable, instituteId: string, sessionId: string) {
  return selectRows<{ classId: string; gender: string | null; n: number }>(
    db,
    sql`select m.group_id as "classId", p.gender, count(*)::int as n
      from memberships m
        join groups g on g.id = m.group_id
        join roles r on r.id = m.role_id
        join user_profiles p on p.id = m.profile_id
      where g.type = 'CLASS' and g.super_group_id = ${instituteId}::uuid
        and m.session_id = ${sessionId}::uuid and r.builtin_key = 'STUDENT'
      group by 1, 2`,
  );
}

export function studentsBySession(db: Queryable, instituteId: string, sessionIds: string[]) {
  if (sessionIds.length === 0) return Promise.resolve([]);
  return selectRows<{ sessionId: string; gender: string | null; n: number }>(
    db,
    sql`select m.session_id as "sessionId", p.gender, count(distinct m.profile_id)::int as n
      from memberships m
        join groups g on g.id = m.group_id
        join roles r on r.id = m.role_id
        join user_profiles p on p.id = m.profile_id
      where g.type = 'CLASS' and g.super_group_id = ${instituteId}::uuid
        and m.session_id in (${sql.join(
          sessionIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and r.builtin_key = 'STUDENT'
      group by 1, 2`,
  );
}
