// The exam hall, written straight into the seeded demo database before the server starts: N
// students of Demo Public School, each with an account, a default profile, a STUDENT membership
// of the institute and of the step classes ("Exam Hall 1000" holds the first 1,000 students, and
// so on, so that publishing a step's exam makes exactly that many attempts), and a live session
// (the row a sign-in writes, as bench/capacity's sessions.ts does); and the demo's teacher
// asha_verma as TEACHER of every exam hall, with a session too. Plain SQL in batches: the
// server's own code would take an argon2id hash per sign-in and minutes of single inserts.

import { randomUUID } from 'node:crypto';
import { BenchPeople } from '../common/people-rows.js';
import { demoSchool, insertRows, one } from '../common/seed-rows.js';
import { openSql } from '../common/sql.js';

const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) bench-exam-day';
const TEACHER = 'asha_verma';

export type Person = { profileId: string; accountId: string; cookie: string };

export type ExamHall = {
  instituteId: string;
  /** The institute's active academic session. */
  sessionId: string;
  /** Step size → the class of that many students (the first N). */
  classes: Map<number, string>;
  students: Person[];
  teacher: Person;
  databaseVersion: string;
};

/**
 * Writes `students` students and the step classes `stepSizes` (each at most `students`) into the
 * demo school of `dataDir` / `databaseUrl`, in one transaction.
 */
export async function writeExamHall(
  dataDir: string,
  databaseUrl: string | undefined,
  stepSizes: number[],
): Promise<ExamHall> {
  const sizes = [...new Set(stepSizes)].sort((a, b) => a - b);
  const count = sizes.at(-1) ?? 0;
  const sql = await openSql(dataDir, databaseUrl);
  try {
    await sql.query('BEGIN');
    const now = new Date();
    const { instituteId, sessionId, roleId } = await demoSchool(sql);
    const studentRole = await roleId('STUDENT');
    const teacherRole = await roleId('TEACHER');

    const classes = new Map<number, string>();
    for (const size of sizes) classes.set(size, randomUUID());
    await insertRows(
      sql,
      'groups',
      ['id', 'type', 'name', 'level', 'section', 'super_group_id', 'created_at'],
      sizes.map((size) => [
        classes.get(size),
        'CLASS',
        `Exam Hall ${size}`,
        'Exam Hall',
        String(size),
        instituteId,
        now,
      ]),
    );
    const largest = classes.get(count) as string;

    const people = new BenchPeople({ instituteId, now, userAgent: USER_AGENT });
    const memberships: unknown[][] = [];
    const students: Person[] = [];
    for (let i = 0; i < count; i += 1) {
      const n = String(i + 1).padStart(5, '0');
      const student = people.add({
        username: `exam_student_${n}`,
        firstName: 'Exam',
        lastName: `Student ${n}`,
        registrationNo: `EX${n}`,
        classId: largest,
      });
      memberships.push([student.profileId, instituteId, sessionId, studentRole, now]);
      for (const size of sizes) {
        if (i < size) {
          memberships.push([student.profileId, classes.get(size), sessionId, studentRole, now]);
        }
      }
      students.push({ ...student, cookie: people.signIn(student) });
    }

    const teacherAccount = await one(
      sql,
      'SELECT id FROM accounts WHERE username = $1',
      [TEACHER],
      `account ${TEACHER}`,
    );
    const teacherProfile = await one(
      sql,
      'SELECT id FROM user_profiles WHERE account_id = $1 AND is_default',
      [teacherAccount],
      `profile of ${TEACHER}`,
    );
    for (const size of sizes) {
      memberships.push([teacherProfile, classes.get(size), sessionId, teacherRole, now]);
    }
    const teacher = { accountId: teacherAccount, profileId: teacherProfile };
    const teacherCookie = people.signIn(teacher);
    await people.insert(sql);
    await insertRows(
      sql,
      'memberships',
      ['profile_id', 'group_id', 'session_id', 'role_id', 'created_at'],
      memberships,
    );
    await sql.query('COMMIT');

    const [version] = await sql.query('SELECT version() AS version');
    return {
      instituteId,
      sessionId,
      classes,
      students,
      teacher: { ...teacher, cookie: teacherCookie },
      databaseVersion: String(version?.version),
    };
  } catch (error) {
    await sql.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await sql.close();
  }
}
