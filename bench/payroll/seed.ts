// The payroll's staff, written straight into the seeded demo database before the server starts:
// in Demo Public School, STAFF more staff members (Teacher of the institute), each with the
// employment details the payroll reads (the demo's Teaching staff structure, a basic between
// ₹18,000 and ₹60,000, bank account, PAN, UAN, PT in Maharashtra, some TDS, PF), and every tenth
// with two absences and a half day marked in the month before today (staff marks: no class).
// Plain SQL in batches, as bench/attendance's school.

import { addDays } from '@shala/shared';
import { BenchPeople } from '../common/people-rows.js';
import { demoSchool, insertRows, one } from '../common/seed-rows.js';
import { openSql, type Sql } from '../common/sql.js';
import { STRUCTURE } from './config.js';

const RUPEE = 100;
/** What every tenth bench staff member is marked with in the month: 2.5 days' loss of pay. */
const MARKS = ['A', 'A', 'H'] as const;
/** Loss of pay in half days: an absence costs two, a half day one. */
const HALF_DAYS: Record<(typeof MARKS)[number], number> = { A: 2, H: 1 };

export type Staff = {
  instituteId: string;
  /** Active employment paid in `month` before the bench's staff were added: the demo's. */
  demoStaff: number;
  /** Active employment paid in `month` now: what a run must pay. */
  expected: number;
  /** The bench staff marked absent and half a day, and how many half days each mark costs. */
  marked: string[];
  markedHalfDays: number;
  databaseVersion: string;
};

/** Days of `today`'s month before it (today too when it is the 1st to the 3rd). */
function markDays(today: string): string[] {
  const first = `${today.slice(0, 7)}-01`;
  const days: string[] = [];
  for (let d = first; d < today; d = addDays(d, 1)) days.push(d);
  return days.length >= MARKS.length ? days : [...days, today];
}

const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/** Staff with active employment paid in `month` (joined by its last day), as the run counts. */
async function paidStaff(sql: Sql, instituteId: string, month: string) {
  const [row] = await sql.query(
    `SELECT count(*)::int AS n FROM staff_employment
      WHERE institute_id = $1 AND active AND joining_date <= $2::date`,
    [instituteId, lastDay(month)],
  );
  return Number(row?.n ?? 0);
}

export async function writeStaff(
  databaseUrl: string,
  opts: { staff: number; today: string },
): Promise<Staff> {
  const sql = await openSql('', databaseUrl);
  try {
    await sql.query('BEGIN');
    const now = new Date();
    const month = opts.today.slice(0, 7);
    const { instituteId, roleId } = await demoSchool(sql);
    const teacherRole = await roleId('TEACHER');
    const structureId = await one(
      sql,
      'SELECT id FROM salary_structures WHERE institute_id = $1 AND name = $2',
      [instituteId, STRUCTURE],
      `${STRUCTURE} salary structure`,
    );
    const demoStaff = await paidStaff(sql, instituteId, month);
    const people = new BenchPeople({ instituteId, now, userAgent: 'bench-payroll' });
    const memberships: unknown[][] = [];
    const employment: unknown[][] = [];
    const records: unknown[][] = [];
    const marked: string[] = [];
    const days = markDays(opts.today);
    // One mark a day: fewer marks when the month has fewer days yet.
    const marks = MARKS.slice(0, days.length);
    for (let k = 1; k <= opts.staff; k += 1) {
      const n = String(k).padStart(5, '0');
      const person = people.add({
        username: `bench_pay_${n}`,
        firstName: 'Staff',
        lastName: `Bench ${k}`,
      });
      memberships.push([person.profileId, instituteId, null, teacherRole, now, null]);
      employment.push([
        instituteId,
        person.profileId,
        structureId,
        k % 3 === 0 ? 'Post graduate teacher' : 'Trained graduate teacher',
        `20${10 + (k % 15)}-06-${String(1 + (k % 20)).padStart(2, '0')}`,
        // ₹18,000 to ₹60,000 in steps of ₹100, spread over the staff.
        (18_000 + ((k * 137) % 421) * 100) * RUPEE,
        'State Bank of India',
        String(40_000_000_000 + k * 7_919),
        'SBIN0004567',
        `BNCHP${String(k % 10_000).padStart(4, '0')}K`,
        String(200_000_000_000 + k),
        true,
        'MH',
        (k % 4) * 500 * RUPEE,
        true,
        now,
      ]);
      if (k % 10 === 0) {
        marked.push(person.profileId);
        marks.forEach((status, i) => {
          const day = days[(k + i) % days.length] as string;
          records.push([instituteId, null, person.profileId, day, null, status, now]);
        });
      }
    }
    await people.insert(sql);
    await insertRows(
      sql,
      'memberships',
      ['profile_id', 'group_id', 'session_id', 'role_id', 'created_at', 'roll_no'],
      memberships,
    );
    await insertRows(
      sql,
      'staff_employment',
      [
        'institute_id',
        'profile_id',
        'structure_id',
        'designation',
        'joining_date',
        'basic_paise',
        'bank_name',
        'bank_account',
        'ifsc',
        'pan',
        'uan',
        'pf_applies',
        'pt_state',
        'tds_paise',
        'active',
        'updated_at',
      ],
      employment,
    );
    await insertRows(
      sql,
      'attendance_records',
      ['institute_id', 'class_id', 'profile_id', 'day', 'period', 'status', 'marked_at'],
      records,
    );
    const expected = await paidStaff(sql, instituteId, month);
    await sql.query('COMMIT');
    const [version] = await sql.query('SELECT version() AS version');
    return {
      instituteId,
      demoStaff,
      expected,
      marked,
      markedHalfDays: marks.reduce((t, status) => t + HALF_DAYS[status], 0),
      databaseVersion: String(version?.version ?? ''),
    };
  } finally {
    await sql.close();
  }
}
