import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { groups, memberships, roles, userProfiles } from '../../db/schema/index.js';

// Who owes fees: a class's students in a session (members of the class by the built-in STUDENT
// role, in that session), their parents and siblings, read here and never written by fees.

export type FeeStudentRow = {
  profileId: string;
  fullName: string;
  memberId: string;
  classId: string;
  className: string;
  sessionId: string;
};

const studentColumns = {
  profileId: memberships.profileId,
  fullName: sql<string>`${userProfiles.firstName} || ' ' || ${userProfiles.lastName}`,
  memberId: memberships.id,
  classId: groups.id,
  className: groups.name,
  sessionId: sql<string>`${memberships.sessionId}`,
};

const studentsIn = (instituteId: string, sessionId: string) =>
  and(
    eq(groups.type, 'CLASS'),
    eq(groups.superGroupId, instituteId),
    eq(memberships.sessionId, sessionId),
    eq(roles.builtinKey, 'STUDENT'),
  );

function studentQuery(db: Queryable) {
  return db
    .select(studentColumns)
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .innerJoin(userProfiles, eq(userProfiles.id, memberships.profileId));
}

/** The class's students in the session, by name. */
export async function studentsOfClass(
  db: Queryable,
  p: { instituteId: string; classId: string; sessionId: string },
): Promise<FeeStudentRow[]> {
  return studentQuery(db)
    .where(and(studentsIn(p.instituteId, p.sessionId), eq(groups.id, p.classId)))
    .orderBy(userProfiles.firstName, userProfiles.lastName, memberships.profileId);
}

/**
 * These profiles as students of the institute in the session (of the class, when named), each
 * once: its first class by name when it is in two.
 */
export async function studentsAmong(
  db: Queryable,
  p: { instituteId: string; sessionId: string; profileIds: readonly string[]; classId?: string },
): Promise<FeeStudentRow[]> {
  if (p.profileIds.length === 0) return [];
  const rows = await studentQuery(db)
    .where(
      and(
        studentsIn(p.instituteId, p.sessionId),
        inArray(memberships.profileId, [...p.profileIds]),
        p.classId ? eq(groups.id, p.classId) : undefined,
      ),
    )
    .orderBy(groups.name);
  const first = new Map<string, FeeStudentRow>();
  for (const row of rows) if (!first.has(row.profileId)) first.set(row.profileId, row);
  return [...first.values()];
}

/** The first parent's name of each student (the spec's contactDto.contactName). */
export async function contactNamesOf(
  db: Queryable,
  profileIds: readonly string[],
): Promise<Map<string, string>> {
  if (profileIds.length === 0) return new Map();
  const rows = await selectRows<{ student: string; name: string }>(
    db,
    sql`select distinct on (g.student_profile_id) g.student_profile_id as student,
          p.first_name || ' ' || p.last_name as name
        from guardian_links g join user_profiles p on p.id = g.parent_profile_id
        where g.student_profile_id in (${sql.join(
          profileIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        order by g.student_profile_id, g.created_at, p.id`,
  );
  return new Map(rows.map((r) => [r.student, r.name]));
}

/**
 * Of these students, who has a sibling among the institute's students in the session (another
 * child of one of their parents), and who has a parent on the institute's staff (a member of
 * the institute or one of its classes by a role other than student or parent).
 */
export async function familyOf(
  db: Queryable,
  p: { instituteId: string; sessionId: string; profileIds: readonly string[] },
): Promise<{ withSibling: Set<string>; staffChildren: Set<string> }> {
  if (p.profileIds.length === 0) return { withSibling: new Set(), staffChildren: new Set() };
  const ids = sql.join(
    p.profileIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await selectRows<{ profile_id: string; sibling: boolean; staff_child: boolean }>(
    db,
    sql`select s.id as profile_id,
      exists (
        select 1 from guardian_links mine
        join guardian_links other on other.parent_profile_id = mine.parent_profile_id
          and other.student_profile_id <> mine.student_profile_id
        join memberships m on m.profile_id = other.student_profile_id and m.session_id = ${p.sessionId}::uuid
        join groups g on g.id = m.group_id and g.super_group_id = ${p.instituteId}::uuid
        join roles r on r.id = m.role_id and r.builtin_key = 'STUDENT'
        where mine.student_profile_id = s.id
      ) as sibling,
      exists (
        select 1 from guardian_links mine
        join memberships m on m.profile_id = mine.parent_profile_id
        join groups g on g.id = m.group_id
          and coalesce(g.super_group_id, g.id) = ${p.instituteId}::uuid
        join roles r on r.id = m.role_id
          and (r.builtin_key is null or r.builtin_key not in ('STUDENT', 'PARENT', 'MEMBER'))
        where mine.student_profile_id = s.id
      ) as staff_child
    from user_profiles s where s.id in (${ids})`,
  );
  return {
    withSibling: new Set(rows.filter((r) => r.sibling).map((r) => r.profile_id)),
    staffChildren: new Set(rows.filter((r) => r.staff_child).map((r) => r.profile_id)),
  };
}

/**
 * The student's brothers and sisters among the institute's students of the session: other
 * children of their guardians (the sibling rule of familyOf, seen from the other side).
 */
export async function siblingsOf(
  db: Queryable,
  p: { instituteId: string; sessionId: string; profileId: string },
): Promise<string[]> {
  const rows = await selectRows<{ profile_id: string }>(
    db,
    sql`select distinct other.student_profile_id as profile_id
      from guardian_links mine
      join guardian_links other on other.parent_profile_id = mine.parent_profile_id
        and other.student_profile_id <> mine.student_profile_id
      join memberships m on m.profile_id = other.student_profile_id and m.session_id = ${p.sessionId}::uuid
      join groups g on g.id = m.group_id and g.super_group_id = ${p.instituteId}::uuid
      join roles r on r.id = m.role_id and r.builtin_key = 'STUDENT'
      where mine.student_profile_id = ${p.profileId}::uuid`,
  );
  return rows.map((r) => r.profile_id);
}
