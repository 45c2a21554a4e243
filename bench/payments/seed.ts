// The cash counter, written straight into the seeded demo database before the server starts:
// in Demo Public School, a class "Bench Counter", `cashiers` accountants (ACCOUNTANT of the
// institute, each with a live session), each with its own students (STUDENT of the class in the
// active session) owing fees as the fees module writes them: two terms of tuition with an early
// payment discount particular after the first, a transport-free annual fee, and (for the ratio)
// a pool of students owing one large charge each. A financial account taking cash and UPI. Plain
// SQL in batches, as bench/exam-day's hall: the server's own code would take minutes.

import { randomBytes, randomUUID } from 'node:crypto';
import type { DueParticular } from '@shala/shared';
import { demoSchool, insertRows } from '../common/seed-rows.js';
import { openSql, sha256Hex } from '../common/sql.js';

const COOKIE_NAME = 'shala_session';
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) bench-payments';
const NO_PASSWORD = 'invitation-pending';

export type Cashier = { profileId: string; accountId: string; cookie: string; students: Student[] };
export type Student = { profileId: string; dues: DueParticular[] };

export type Counter = {
  instituteId: string;
  sessionId: string;
  classId: string;
  accountId: string;
  /** The ratio's own class and account, apart from the counter's checks. */
  ratioClassId: string;
  ratioAccountId: string;
  cashiers: Cashier[];
  /** Students owing one large charge: any small payment allocates to it alone (the ratio). */
  ratioStudents: Student[];
  /** What each student owes in all (paise of charges less discount particulars, as written). */
  owed: Map<string, { charges: number; discounts: number }>;
  databaseVersion: string;
};

/** Each student's dues: what a term of a mid-sized school asks (paise). */
const DUES: Omit<DueParticular, 'id' | 'paid' | 'discount'>[] = [
  {
    particular: 'Tuition Term 1',
    dueDate: '2026-04-10',
    position: 0,
    kind: 'CHARGE',
    amount: 2_500_000,
  },
  {
    particular: 'Early payment discount',
    dueDate: '2026-04-10',
    position: 1,
    kind: 'DISCOUNT',
    amount: 100_000,
  },
  {
    particular: 'Tuition Term 2',
    dueDate: '2026-10-10',
    position: 0,
    kind: 'CHARGE',
    amount: 2_500_000,
  },
  { particular: 'Annual fee', dueDate: '2026-11-01', position: 0, kind: 'CHARGE', amount: 500_000 },
];
const RATIO_DUE = {
  particular: 'Bench fee',
  dueDate: '2026-04-10',
  position: 0,
  kind: 'CHARGE' as const,
  amount: 100_000_000,
};

export async function writeCounter(
  databaseUrl: string,
  opts: { cashiers: number; studentsPerCashier: number; ratioStudents: number },
): Promise<Counter> {
  const sql = await openSql('', databaseUrl);
  try {
    await sql.query('BEGIN');
    const now = new Date();
    const { instituteId, sessionId, roleId: role } = await demoSchool(sql);
    const accountantRole = await role('ACCOUNTANT');
    const studentRole = await role('STUDENT');
    const [classId, ratioClassId, accountId, ratioAccountId] = [
      randomUUID(),
      randomUUID(),
      randomUUID(),
      randomUUID(),
    ];
    await insertRows(
      sql,
      'groups',
      ['id', 'type', 'name', 'level', 'section', 'super_group_id', 'created_at'],
      [
        [classId, 'CLASS', 'Bench Counter', 'Bench', 'Counter', instituteId, now],
        [ratioClassId, 'CLASS', 'Bench Ratio', 'Bench', 'Ratio', instituteId, now],
      ],
    );
    await insertRows(
      sql,
      'financial_accounts',
      ['id', 'institute_id', 'account_name', 'acceptance_mediums', 'created_at'],
      [
        [accountId, instituteId, 'Bench Counter', '{CASH,BHIM_UPI}', now],
        [ratioAccountId, instituteId, 'Bench Ratio', '{CASH}', now],
      ],
    );

    const accounts: unknown[][] = [];
    const profiles: unknown[][] = [];
    const memberships: unknown[][] = [];
    const sessions: unknown[][] = [];
    const dues: unknown[][] = [];
    const owed = new Map<string, { charges: number; discounts: number }>();
    let n = 0;
    const person = (first: string, classOf: string | null) => {
      n += 1;
      const accountIdOf = randomUUID();
      const profileId = randomUUID();
      const username = `bench_pay_${String(n).padStart(5, '0')}`;
      accounts.push([accountIdOf, username, `${username}@bench.shala.test`, NO_PASSWORD, now, now]);
      profiles.push([
        profileId,
        accountIdOf,
        first,
        `Bench ${n}`,
        instituteId,
        classOf,
        true,
        true,
        now,
      ]);
      return { accountId: accountIdOf, profileId };
    };
    const student = (specs: typeof DUES, inClass: string): Student => {
      const p = person('Student', inClass);
      memberships.push([p.profileId, inClass, sessionId, studentRole, now]);
      const rows = specs.map((d) => ({ ...d, id: randomUUID(), paid: 0, discount: 0 }));
      for (const d of rows) {
        dues.push([
          d.id,
          instituteId,
          inClass,
          sessionId,
          p.profileId,
          'FEES',
          'STRUCTURE',
          randomUUID(),
          d.particular,
          d.kind,
          d.dueDate,
          d.position,
          d.amount,
          now,
          now,
        ]);
      }
      owed.set(p.profileId, {
        charges: rows.filter((d) => d.kind === 'CHARGE').reduce((s, d) => s + d.amount, 0),
        discounts: rows.filter((d) => d.kind === 'DISCOUNT').reduce((s, d) => s + d.amount, 0),
      });
      return { profileId: p.profileId, dues: rows };
    };

    const cashiers: Cashier[] = [];
    for (let c = 0; c < opts.cashiers; c += 1) {
      const p = person('Cashier', null);
      memberships.push([p.profileId, instituteId, null, accountantRole, now]);
      const token = randomBytes(32).toString('base64url');
      sessions.push([
        sha256Hex(token),
        p.accountId,
        p.profileId,
        now,
        now,
        new Date(now.getTime() + 7 * 86_400_000),
        '127.0.0.1',
        USER_AGENT,
      ]);
      const students = Array.from({ length: opts.studentsPerCashier }, () =>
        student(DUES, classId),
      );
      cashiers.push({ ...p, cookie: `${COOKIE_NAME}=${token}`, students });
    }
    const ratioStudents = Array.from({ length: opts.ratioStudents }, () =>
      student([RATIO_DUE], ratioClassId),
    );

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
        'default_institute_id',
        'default_class_id',
        'verified',
        'is_default',
        'created_at',
      ],
      profiles,
    );
    await insertRows(
      sql,
      'memberships',
      ['profile_id', 'group_id', 'session_id', 'role_id', 'created_at'],
      memberships,
    );
    await insertRows(
      sql,
      'sessions',
      [
        'id_hash',
        'account_id',
        'profile_id',
        'created_at',
        'last_seen_at',
        'expires_at',
        'ip',
        'user_agent',
      ],
      sessions,
    );
    await insertRows(
      sql,
      'student_dues',
      [
        'id',
        'institute_id',
        'class_id',
        'session_id',
        'profile_id',
        'record_type',
        'source',
        'source_id',
        'particular',
        'kind',
        'due_date',
        'position',
        'amount_paise',
        'created_at',
        'updated_at',
      ],
      dues,
    );
    await sql.query('COMMIT');
    const [version] = await sql.query('SELECT version() AS version');
    return {
      instituteId,
      sessionId,
      classId,
      accountId,
      ratioClassId,
      ratioAccountId,
      cashiers,
      ratioStudents,
      owed,
      databaseVersion: String(version?.version),
    };
  } catch (error) {
    await sql.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await sql.close();
  }
}
