import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';

/**
 * What the printed lists read of people's tables (memberships, profiles, guardian links, the
 * profile photos' file rows): a class's students (or the institute's) in the session with what
 * each list prints of them, their guardians, and the classes' sizes. Print owns no table and
 * writes nothing.
 */

export type RosterStudent = {
  profileId: string;
  firstName: string;
  lastName: string;
  gender: string | null;
  /** yyyy-mm-dd */
  dateOfBirth: string | null;
  bloodGroup: string | null;
  admissionNo: string | null;
  address: string | null;
  phone: string | null;
  photoLocation: string | null;
  classId: string;
  className: string;
  rollNo: number | null;
};

const ids = (list: readonly string[]) =>
  sql.join(
    list.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** A membership counts in the session named, and one of no session in every session. */
const inSession = (sessionId: string | null) =>
  sql`(m.session_id is null or m.session_id is not distinct from ${sessionId}::uuid)`;

/**
 * The students of the institute's classes (of one class when named) in the session, each row a
 * student in a class; unordered (the lists order them by rules/class-order.ts and roll numbers).
 */
export function rosterOf(
  db: Queryable,
  p: { instituteId: string; sessionId: string | null; classId?: string },
): Promise<RosterStudent[]> {
  const oneClass: SQL = p.classId ? sql`and g.id = ${p.classId}::uuid` : sql``;
  return selectRows<RosterStudent>(
    db,
    sql`select m.profile_id as "profileId", p.first_name as "firstName", p.last_name as "lastName",
        p.gender, to_char(p.date_of_birth, 'YYYY-MM-DD') as "dateOfBirth",
        p.blood_group as "bloodGroup", p.registration_no as "admissionNo", p.address, p.phone,
        p.photo_location as "photoLocation", g.id as "classId", g.name as "className",
        m.roll_no as "rollNo"
      from memberships m
      join roles r on r.id = m.role_id and r.builtin_key = 'STUDENT'
      join groups g on g.id = m.group_id and g.type = 'CLASS'
        and g.super_group_id = ${p.instituteId}::uuid
      join user_profiles p on p.id = m.profile_id
      where ${inSession(p.sessionId)} ${oneClass}`,
  );
}

/** How many students each class of the institute has in the session. */
export async function classSizes(
  db: Queryable,
  instituteId: string,
  sessionId: string | null,
): Promise<Map<string, number>> {
  const rows = await selectRows<{ classId: string; students: number }>(
    db,
    sql`select m.group_id as "classId", count(distinct m.profile_id)::int as students
      from memberships m
      join roles r on r.id = m.role_id and r.builtin_key = 'STUDENT'
      join groups g on g.id = m.group_id and g.type = 'CLASS'
        and g.super_group_id = ${instituteId}::uuid
      where ${inSession(sessionId)}
      group by m.group_id`,
  );
  return new Map(rows.map((r) => [r.classId, Number(r.students)]));
}

/** The stored files of these ids with the purpose given: one read for a class's photos. */
export function photoFiles(
  db: Queryable,
  fileIds: readonly string[],
  purpose: string,
): Promise<{ id: string; storageKey: string }[]> {
  if (fileIds.length === 0) return Promise.resolve([]);
  return selectRows<{ id: string; storageKey: string }>(
    db,
    sql`select id, storage_key as "storageKey" from stored_files
      where id in (${ids(fileIds)}) and purpose = ${purpose}`,
  );
}
