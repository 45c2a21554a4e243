// The cash counter, written straight into the seeded demo database before the server starts:
// in Demo Public School, a class "Bench Counter", `cashiers` accountants (ACCOUNTANT of the
// institute, each with a live session), each with its own students (STUDENT of the class in the
// active session) owing fees as the fees module writes them: two terms of tuition with an early
// payment discount particular after the first, a transport-free annual fee, and (for the ratio)
// a pool of students owing one large charge each. A financial account taking cash and UPI. Plain
// SQL in batches, as bench/exam-day's hall: the server's own code would take minutes.

import { randomUUID } from 'node:crypto';
import type { DueParticular } from '@shala/shared';
import { BenchPeople } from '../common/people-rows.js';
import { demoSchool, insertRows } from '../common/seed-rows.js';
import { openSql } from '../common/sql.js';

const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) bench-payments';

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

    const people = new BenchPeople({ instituteId, now, userAgent: USER_AGENT });
    const memberships: unknown[][] = [];
    const dues: unknown[][] = [];
    const owed = new Map<string, { charges: number; discounts: number }>();
    let n = 0;
    const person = (firstName: string, classId?: string) => {
      n += 1;
      const username = `bench_pay_${String(n).padStart(5, '0')}`;
      return people.add({ username, firstName, lastName: `Bench ${n}`, classId });
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
      const p = person('Cashier');
      memberships.push([p.profileId, instituteId, null, accountantRole, now]);
      const cookie = people.signIn(p);
      const students = Array.from({ length: opts.studentsPerCashier }, () =>
        student(DUES, classId),
      );
      cashiers.push({ ...p, cookie, students });
    }
    const ratioStudents = Array.from({ length: opts.ratioStudents }, () =>
      student([RATIO_DUE], ratioClassId),
    );

    await people.insert(sql);
    await insertRows(
      sql,
      'memberships',
      ['profile_id', 'group_id', 'session_id', 'role_id', 'created_at'],
      memberships,
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
