import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';

/**
 * The classes of the institute the account's own people are in (its profiles, and the children
 * its profiles look after, as people's ownPeopleOf reads them): a student's class, a parent's
 * children's classes. The timetable opens on the first.
 */
export function ownClassesOf(db: Queryable, accountId: string, instituteId: string) {
  return selectRows<{ id: string; name: string }>(
    db,
    sql`select distinct g.id, g.name from memberships m
      join groups g on g.id = m.group_id
      where g.type = 'CLASS' and g.super_group_id = ${instituteId}
        and m.profile_id in (
          select p.id from user_profiles p where p.account_id = ${accountId}
          union
          select l.student_profile_id from guardian_links l
            join user_profiles parent on parent.id = l.parent_profile_id
          where parent.account_id = ${accountId})
      order by g.name`,
  );
}
