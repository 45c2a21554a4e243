import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';

/*
 * A person as their record shows them in one institute: the profile, their class of the
 * session in view (the active one first, else the latest), guardians, siblings and transport.
 * Read-only views over the people's, groups' and transport's tables.
 */

/** The student's class in the institute: of the active session first, else the latest joined. */
const classOf = (profileId: SQL, instituteId: string) => sql`lateral (
    select g.id, g.name, m.roll_no, m.session_id from memberships m
      join groups g on g.id = m.group_id and g.type = 'CLASS' and g.super_group_id = ${instituteId}
      join roles r on r.id = m.role_id and r.builtin_key = 'STUDENT'
      join groups i on i.id = g.super_group_id
    where m.profile_id = ${profileId}
    order by (m.session_id is not distinct from i.active_session_id) desc, m.created_at desc
    limit 1)`;

export type PersonRow = {
  id: string;
  accountId: string;
  firstName: string;
  lastName: string;
  photoLocation: string | null;
  gender: string | null;
  dateOfBirth: string | null;
  address: string | null;
  category: string | null;
  bloodGroup: string | null;
  previousSchool: string | null;
  fatherName: string | null;
  motherName: string | null;
  registrationNo: string | null;
  classId: string | null;
  className: string | null;
  rollNo: number | null;
  sessionName: string | null;
  /** The day they first joined the institute (yyyy-mm-dd). */
  joinedDay: string;
};

/** The person, when they are a member of the institute (any group of it, any session). */
export async function personInInstitute(
  db: Queryable,
  instituteId: string,
  profileId: string,
): Promise<PersonRow | undefined> {
  const [row] = await selectRows<PersonRow>(
    db,
    sql`select p.id, p.account_id as "accountId", p.first_name as "firstName",
        p.last_name as "lastName", p.photo_location as "photoLocation", p.gender,
        to_char(p.date_of_birth, 'YYYY-MM-DD') as "dateOfBirth", p.address, p.category,
        p.blood_group as "bloodGroup", p.previous_school as "previousSchool",
        p.father_name as "fatherName", p.mother_name as "motherName",
        p.registration_no as "registrationNo", c.id as "classId", c.name as "className",
        c.roll_no as "rollNo", s.name as "sessionName", j.joined as "joinedDay"
      from user_profiles p
      join lateral (
        select to_char(min(m.created_at at time zone 'Asia/Kolkata'), 'YYYY-MM-DD') as joined
        from memberships m join groups g on g.id = m.group_id
        where m.profile_id = p.id and (g.id = ${instituteId} or g.super_group_id = ${instituteId})
      ) j on j.joined is not null
      left join ${classOf(sql`p.id`, instituteId)} c on true
      left join academic_sessions s on s.id = c.session_id
      where p.id = ${profileId}`,
  );
  return row;
}

/** The other children of the person's guardians who are students of the institute. */
export function siblingsInInstitute(db: Queryable, instituteId: string, profileId: string) {
  return selectRows<{ profileId: string; name: string; className: string | null }>(
    db,
    sql`select distinct sib.id as "profileId", sib.first_name || ' ' || sib.last_name as name,
        c.name as "className"
      from guardian_links mine
      join guardian_links theirs on theirs.parent_profile_id = mine.parent_profile_id
        and theirs.student_profile_id <> mine.student_profile_id
      join user_profiles sib on sib.id = theirs.student_profile_id
      join ${classOf(sql`sib.id`, instituteId)} c on true
      where mine.student_profile_id = ${profileId}
      order by name`,
  );
}

/** The route and stop the person rides from in the institute's active session. */
export async function transportOf(db: Queryable, instituteId: string, profileId: string) {
  const [row] = await selectRows<{ routeName: string; stopName: string }>(
    db,
    sql`select r.name as "routeName", st.name as "stopName"
      from student_transport t
      join groups i on i.id = t.institute_id and t.session_id = i.active_session_id
      join transport_stops st on st.id = t.stop_id
      join transport_routes r on r.id = st.route_id
      where t.institute_id = ${instituteId} and t.profile_id = ${profileId}
      limit 1`,
  );
  return row ?? null;
}

/** Every class the person was a student of in the institute, the latest session first. */
export function classesOfStudent(db: Queryable, instituteId: string, profileId: string) {
  return selectRows<{ sessionName: string | null; className: string; rollNo: number | null }>(
    db,
    sql`select s.name as "sessionName", g.name as "className", m.roll_no as "rollNo"
      from memberships m
      join groups g on g.id = m.group_id and g.type = 'CLASS' and g.super_group_id = ${instituteId}
      join roles r on r.id = m.role_id and r.builtin_key = 'STUDENT'
      left join academic_sessions s on s.id = m.session_id
      where m.profile_id = ${profileId}
      order by s.start_date desc nulls last, m.created_at desc`,
  );
}
