// The exam hall, written straight into the seeded demo database before the server starts: N
// students of Demo Public School, each with an account, a default profile, a STUDENT membership
// of the institute and of the step classes ("Exam Hall 1000" holds the first 1,000 students, and
// so on, so that publishing a step's exam makes exactly that many attempts), and a live session
// (the row a sign-in writes, as bench/capacity's sessions.ts does); and the demo's teacher
// asha_verma as TEACHER of every exam hall, with a session too. Plain SQL in batches: the
// server's own code would take an argon2id hash per sign-in and minutes of single inserts.

import { randomBytes, randomUUID } from 'node:crypto';
import { demoSchool, insertRows, one } from '../common/seed-rows.js';
import { openSql, sha256Hex } from '../common/sql.js';

export const COOKIE_NAME = 'shala_session';
const SESSION_DAYS = 7;
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) bench-exam-day';
/** Not an argon2 string, so no password matches it: the marker an invited account carries. */
const NO_PASSWORD = 'invitation-pending';
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

/** A live session of `accountId` acting as `profileId`: its cookie (the hash is stored). */
function sessionRow(
  accountId: string,
  profileId: string,
  now: Date,
): { cookie: string; row: unknown[] } {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  return {
    cookie: `${COOKIE_NAME}=${token}`,
    row: [sha256Hex(token), accountId, profileId, now, now, expires, '127.0.0.1', USER_AGENT],
  };
}

const SESSION_COLUMNS = [
  'id_hash',
  'account_id',
  'profile_id',
  'created_at',
  'last_seen_at',
  'expires_at',
  'ip',
  'user_agent',
];

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

    const accounts: unknown[][] = [];
    const profiles: unknown[][] = [];
    const memberships: unknown[][] = [];
    const sessions: unknown[][] = [];
    const students: Person[] = [];
    for (let i = 0; i < count; i += 1) {
      const n = String(i + 1).padStart(5, '0');
      const accountId = randomUUID();
      const profileId = randomUUID();
      const username = `exam_student_${n}`;
      accounts.push([accountId, username, `${username}@bench.shala.test`, NO_PASSWORD, now, now]);
      profiles.push([
        profileId,
        accountId,
        'Exam',
        `Student ${n}`,
        `EX${n}`,
        instituteId,
        largest,
        true,
        true,
        now,
      ]);
      memberships.push([profileId, instituteId, sessionId, studentRole, now]);
      for (const size of sizes) {
        if (i < size) memberships.push([profileId, classes.get(size), sessionId, studentRole, now]);
      }
      const session = sessionRow(accountId, profileId, now);
      sessions.push(session.row);
      students.push({ profileId, accountId, cookie: session.cookie });
    }
    await insertRows(
      sql,
      'accounts',
      ['id', 'username', 'email', 'password_hash', 'email_verified_at', 'created_at'],
      accounts,
    );
    await insertRows(
      sql,
      'user_profiles',
      [
        'id',
        'account_id',
        'first_name',
        'last_name',
        'registration_no',
        'default_institute_id',
        'default_class_id',
        // Verified and default, as an accepted invitation leaves a student's profile.
        'verified',
        'is_default',
        'created_at',
      ],
      profiles,
    );

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
    await insertRows(
      sql,
      'memberships',
      ['profile_id', 'group_id', 'session_id', 'role_id', 'created_at'],
      memberships,
    );
    const teacherSession = sessionRow(teacherAccount, teacherProfile, now);
    sessions.push(teacherSession.row);
    await insertRows(sql, 'sessions', SESSION_COLUMNS, sessions);
    await sql.query('COMMIT');

    const [version] = await sql.query('SELECT version() AS version');
    return {
      instituteId,
      sessionId,
      classes,
      students,
      teacher: {
        profileId: teacherProfile,
        accountId: teacherAccount,
        cookie: teacherSession.cookie,
      },
      databaseVersion: String(version?.version),
    };
  } catch (error) {
    await sql.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await sql.close();
  }
}
