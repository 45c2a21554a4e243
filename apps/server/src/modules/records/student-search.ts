import { RECORD_SEARCH_LIMIT, type RecordStudent } from '@shala/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { selectRows } from '../../db/rows.js';
import type { GroupScope } from '../permissions/index.js';

/**
 * GET /rest/records/students: the office finds a student by name or admission number, to open
 * their record (the route asks getMemberDetails of the institute). Students of the active
 * session's classes, by class and name.
 */
export function findStudents(
  ctx: AppContext,
  scope: GroupScope,
  q: string,
): Promise<RecordStudent[]> {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return selectRows<RecordStudent>(
    ctx.db,
    sql`select p.id as "profileId", p.first_name || ' ' || p.last_name as name,
        p.registration_no as "admissionNo", g.name as "className", g.id as "classId"
      from memberships m
      join groups g on g.id = m.group_id and g.type = 'CLASS' and g.super_group_id = ${scope.instituteId}
      join groups i on i.id = g.super_group_id
      join roles r on r.id = m.role_id and r.builtin_key = 'STUDENT'
      join user_profiles p on p.id = m.profile_id
      where m.session_id is not distinct from i.active_session_id
        and (${q} = '' or p.first_name || ' ' || p.last_name ilike ${like}
          or p.registration_no ilike ${like})
      order by g.name, p.first_name, p.last_name
      limit ${RECORD_SEARCH_LIMIT}`,
  );
}
