// The morning's school, written straight into the seeded demo database before the server starts:
// in Demo Public School, CLASSES classes "Bench 01" … of PER_CLASS students each, every class
// with its class teacher (Teacher of the class in the active session, with a live session) and
// every student with a guardian (a parent profile linked to the child, Parent of the institute).
// Plain SQL in batches, as bench/payments' counter.

import { randomUUID } from 'node:crypto';
import { BenchPeople } from '../common/people-rows.js';
import { demoSchool, insertRows } from '../common/seed-rows.js';
import { openSql } from '../common/sql.js';

export type BenchClass = {
  classId: string;
  teacherCookie: string;
  students: string[];
  guardianOf: Map<string, string>;
};
export type School = { instituteId: string; classes: BenchClass[]; databaseVersion: string };

export async function writeSchool(
  databaseUrl: string,
  opts: { classes: number; perClass: number },
): Promise<School> {
  const sql = await openSql('', databaseUrl);
  try {
    await sql.query('BEGIN');
    const now = new Date();
    const { instituteId, sessionId, roleId } = await demoSchool(sql);
    const [teacherRole, studentRole, parentRole] = [
      await roleId('TEACHER'),
      await roleId('STUDENT'),
      await roleId('PARENT'),
    ];
    const groups: unknown[][] = [];
    const people = new BenchPeople({ instituteId, now, userAgent: 'bench-attendance' });
    const memberships: unknown[][] = [];
    const links: unknown[][] = [];
    let n = 0;
    const person = (firstName: string) => {
      n += 1;
      const username = `bench_att_${String(n).padStart(5, '0')}`;
      return people.add({ username, firstName, lastName: `Bench ${n}` });
    };
    const classes: BenchClass[] = [];
    for (let c = 1; c <= opts.classes; c += 1) {
      const classId = randomUUID();
      const name = `Bench ${String(c).padStart(2, '0')}`;
      groups.push([classId, 'CLASS', name, 'Bench', String(c), instituteId, now]);
      const teacher = person('Teacher');
      memberships.push([teacher.profileId, instituteId, null, teacherRole, now, null]);
      memberships.push([teacher.profileId, classId, sessionId, teacherRole, now, null]);
      const teacherCookie = people.signIn(teacher);
      const students: string[] = [];
      const guardianOf = new Map<string, string>();
      for (let s = 1; s <= opts.perClass; s += 1) {
        const student = person('Student');
        memberships.push([student.profileId, classId, sessionId, studentRole, now, s]);
        const parent = person('Parent');
        memberships.push([parent.profileId, instituteId, null, parentRole, now, null]);
        links.push([parent.profileId, student.profileId, 'Mother', now]);
        students.push(student.profileId);
        guardianOf.set(student.profileId, parent.profileId);
      }
      classes.push({ classId, teacherCookie, students, guardianOf });
    }
    await insertRows(
      sql,
      'groups',
      ['id', 'type', 'name', 'level', 'section', 'super_group_id', 'created_at'],
      groups,
    );
    await people.insert(sql);
    await insertRows(
      sql,
      'memberships',
      ['profile_id', 'group_id', 'session_id', 'role_id', 'created_at', 'roll_no'],
      memberships,
    );
    await insertRows(
      sql,
      'guardian_links',
      ['parent_profile_id', 'student_profile_id', 'relation', 'created_at'],
      links,
    );
    await sql.query('COMMIT');
    const [version] = await sql.query('SELECT version() AS version');
    return { instituteId, classes, databaseVersion: String(version?.version ?? '') };
  } finally {
    await sql.close();
  }
}
