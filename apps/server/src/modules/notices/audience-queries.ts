import type { NoticeAudienceKind } from '@shala/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';

// Who a notice reaches: memberships, roles and guardian links, read here and never written by
// the notices module. A recipient is a member of the institute (itself or one of its classes) in
// a session in view (all sessions, or the institute's active one) whose role reads notices
// (getNotice); a class notice also reaches the guardians of its students.

/** The ids as a SQL list of uuids, for `in (…)`. */
export const uuidList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** Memberships in view of the institute whose role reads notices, as `m`, `g`, `r`, `i`. */
const readersIn = (instituteId: string, extra: SQL) => sql`
  select distinct m.profile_id as id
    from memberships m
    join groups g on g.id = m.group_id
    join groups i on i.id = coalesce(g.super_group_id, g.id)
    join roles r on r.id = m.role_id and r.institute_id = i.id
   where i.id = ${instituteId}::uuid
     and 'getNotice' = any(r.permissions)
     and (m.session_id is null or m.session_id = i.active_session_id)
     and ${extra}`;

/** The profiles a notice to this audience reaches now, each once. */
export async function recipientsOf(
  db: Queryable,
  instituteId: string,
  audience: NoticeAudienceKind,
  targetIds: readonly string[],
): Promise<string[]> {
  if (audience !== 'INSTITUTE' && targetIds.length === 0) return [];
  const direct =
    audience === 'INSTITUTE'
      ? readersIn(instituteId, sql`true`)
      : audience === 'CLASSES'
        ? readersIn(instituteId, sql`g.type = 'CLASS' and g.id in (${uuidList(targetIds)})`)
        : audience === 'ROLES'
          ? readersIn(instituteId, sql`r.id in (${uuidList(targetIds)})`)
          : readersIn(instituteId, sql`m.profile_id in (${uuidList(targetIds)})`);
  // A class's notice reaches its students' guardians who read the institute's notices.
  const query =
    audience === 'CLASSES'
      ? sql`with direct as (${direct})
            select id from direct
            union
            select gl.parent_profile_id as id
              from guardian_links gl
              join direct d on d.id = gl.student_profile_id
             where gl.parent_profile_id in (${readersIn(instituteId, sql`true`)})`
      : direct;
  const rows = await selectRows<{ id: string }>(db, query);
  return rows.map((r) => r.id);
}

/**
 * The audience of a notice now, as a select of profile ids (`id`), the notice given as SQL
 * (its id and audience columns, for a correlated or lateral use): the same reach as
 * `recipientsOf`, read from the notice's targets. With `profileId`, only that profile (an
 * `exists` of it asks "is this profile in the audience now", planned through the profile's own
 * memberships and guardian links rather than the whole institute). Its poster is left to the
 * caller to exclude.
 */
export function audienceNow(
  instituteId: string,
  notice: { id: SQL; audience: SQL },
  profileId?: string,
): SQL {
  const targets = sql`(select nt.target_id from notice_targets nt where nt.notice_id = ${notice.id})`;
  const only = (column: SQL) => (profileId ? sql`${column} = ${profileId}::uuid` : sql`true`);
  const classReaders = readersIn(instituteId, sql`g.type = 'CLASS' and g.id in ${targets}`);
  return sql`${readersIn(
    instituteId,
    sql`${only(sql`m.profile_id`)} and (
      ${notice.audience} = 'INSTITUTE'
      or (${notice.audience} = 'CLASSES' and g.type = 'CLASS' and g.id in ${targets})
      or (${notice.audience} = 'ROLES' and r.id in ${targets})
      or (${notice.audience} = 'PEOPLE' and m.profile_id in ${targets}))`,
  )}
    union
    select gl.parent_profile_id as id
      from guardian_links gl
     where ${notice.audience} = 'CLASSES' and ${only(sql`gl.parent_profile_id`)}
       and gl.student_profile_id in (${classReaders})
       and gl.parent_profile_id in (${readersIn(instituteId, only(sql`m.profile_id`))})`;
}

/** Which of these ids are classes of the institute. */
export async function classesAmong(db: Queryable, instituteId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return selectRows<{ id: string; name: string }>(
    db,
    sql`select id, name from groups
         where type = 'CLASS' and super_group_id = ${instituteId}::uuid and id in (${uuidList(ids)})`,
  );
}

/** Which of these ids are roles of the institute. */
export async function rolesAmong(db: Queryable, instituteId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return selectRows<{ id: string; name: string }>(
    db,
    sql`select id, name from roles
         where institute_id = ${instituteId}::uuid and id in (${uuidList(ids)})`,
  );
}

/** Which of these ids are profiles reading the institute's notices. */
export async function readersAmong(db: Queryable, instituteId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await selectRows<{ id: string }>(
    db,
    readersIn(instituteId, sql`m.profile_id in (${uuidList(ids)})`),
  );
  return rows.map((r) => r.id);
}

/** Every class of the institute. */
export function classesOfInstitute(db: Queryable, instituteId: string) {
  return selectRows<{ id: string; name: string }>(
    db,
    sql`select id, name from groups where type = 'CLASS' and super_group_id = ${instituteId}::uuid`,
  );
}

/** The institute's roles whose holders read notices, by name. */
export function readingRolesOf(db: Queryable, instituteId: string) {
  return selectRows<{ id: string; name: string }>(
    db,
    sql`select id, name from roles
         where institute_id = ${instituteId}::uuid and 'getNotice' = any(permissions)
         order by name`,
  );
}

/**
 * What tells people apart in a list: their classes (in view) and the institute roles they hold
 * ("Class 5 A", "Teacher, Class 5 A", "Parent"), by profile.
 */
export const detailOf = (instituteId: string) => sql`(
  select string_agg(distinct case when g2.type = 'CLASS' then g2.name else r2.name end, ', ')
    from memberships m2
    join groups g2 on g2.id = m2.group_id
    join groups i2 on i2.id = coalesce(g2.super_group_id, g2.id)
    join roles r2 on r2.id = m2.role_id
   where m2.profile_id = p.id and i2.id = ${instituteId}::uuid
     and (m2.session_id is null or m2.session_id = i2.active_session_id))`;

/** Up to 20 readers of the institute's notices whose name holds `q`, by name. */
export function readersNamed(db: Queryable, instituteId: string, q: string | null) {
  const like = `%${(q ?? '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return selectRows<{ id: string; name: string; detail: string | null }>(
    db,
    sql`select p.id, p.first_name || ' ' || p.last_name as name, ${detailOf(instituteId)} as detail
          from user_profiles p
         where p.id in (${readersIn(instituteId, sql`true`)})
           and (p.first_name || ' ' || p.last_name) ilike ${like}
         order by p.first_name, p.last_name
         limit 20`,
  );
}
