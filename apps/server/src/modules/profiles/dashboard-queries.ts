import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';

/** A child a parent profile looks after, with the memberships that place it. */
export type DashboardChild = {
  userProfileId: string;
  firstName: string;
  lastName: string;
  relation: string;
  memberships: {
    groupId: string;
    instituteId: string;
    groupName: string;
    groupType: 'INSTITUTE' | 'CLASS';
    instituteName: string;
    sessionId: string | null;
    activeSessionId: string | null;
    builtinKey: string | null;
  }[];
};

export type DashboardFigures = {
  sessionName: string | null;
  /** Only when asked (an admin's figures). */
  classes: number | null;
  students: number | null;
  staff: number | null;
  /** Only when asked (an admissions reviewer). */
  pending: number | null;
  /** Students per taught class for the session. */
  perClass: Record<string, number>;
  children: DashboardChild[];
};

/**
 * Everything the dashboard counts, in one statement: the session's name, the institute's
 * figures (classes, students of the session, staff) for an admin, pending admissions for a
 * reviewer, students per taught class, and the profile's children with their memberships.
 */
export async function dashboardFigures(
  db: Db,
  p: {
    profileId: string;
    instituteId: string | null;
    sessionId: string | null;
    adminFigures: boolean;
    pendingAdmissions: boolean;
    taughtClassIds: string[];
  },
): Promise<DashboardFigures> {
  const inSession = sql`(m.session_id is null or m.session_id = ${p.sessionId}::uuid or ${p.sessionId}::uuid is null)`;
  const classIds = sql`array[${sql.join(
    p.taughtClassIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]::uuid[]`;
  const [row] = await selectRows<{ figures: DashboardFigures }>(
    db,
    sql`
    select json_build_object(
      'sessionName', (select s.name from academic_sessions s where s.id = ${p.sessionId}::uuid),
      'classes', case when ${p.adminFigures} then (
        select count(*)::int from groups g
        where g.super_group_id = ${p.instituteId}::uuid and g.type = 'CLASS') end,
      'students', case when ${p.adminFigures} then (
        select count(distinct m.profile_id)::int from memberships m
        join groups g on g.id = m.group_id join roles r on r.id = m.role_id
        where (g.id = ${p.instituteId}::uuid or g.super_group_id = ${p.instituteId}::uuid)
          and r.builtin_key = 'STUDENT' and ${inSession}) end,
      'staff', case when ${p.adminFigures} then (
        select count(distinct m.profile_id)::int from memberships m join roles r on r.id = m.role_id
        where m.group_id = ${p.instituteId}::uuid and m.session_id is null
          and (r.builtin_key is null or r.builtin_key not in ('STUDENT', 'PARENT'))) end,
      'pending', case when ${p.pendingAdmissions} then (
        select count(*)::int from admission_applications a
        where a.institute_id = ${p.instituteId}::uuid and a.status = 'PENDING') end,
      'perClass', (
        select coalesce(json_object_agg(c.group_id, c.n), '{}'::json) from (
          select m.group_id, count(distinct m.profile_id)::int as n from memberships m
          join roles r on r.id = m.role_id
          where m.group_id = any(${classIds}) and r.builtin_key = 'STUDENT' and ${inSession}
          group by m.group_id) c),
      'children', (
        select coalesce(json_agg(json_build_object(
          'userProfileId', p.id, 'firstName', p.first_name, 'lastName', p.last_name,
          'relation', gl.relation,
          'memberships', (
            select coalesce(json_agg(json_build_object(
              'groupId', g.id, 'instituteId', i.id,
              'groupName', g.name, 'groupType', g.type, 'instituteName', i.name,
              'sessionId', m.session_id, 'activeSessionId', i.active_session_id,
              'builtinKey', r.builtin_key) order by g.type desc, g.name), '[]'::json)
            from memberships m
            join groups g on g.id = m.group_id
            join groups i on i.id = coalesce(g.super_group_id, g.id)
            join roles r on r.id = m.role_id
            where m.profile_id = p.id)
        ) order by p.first_name), '[]'::json)
        from guardian_links gl join user_profiles p on p.id = gl.student_profile_id
        where gl.parent_profile_id = ${p.profileId}::uuid)
    ) as figures`,
  );
  if (!row) throw new Error('the dashboard statement returned no row');
  return row.figures;
}
