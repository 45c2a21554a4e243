// The baseline of bench/payroll: a bare Fastify 5 app with one POST route doing what a month's
// payroll run comes down to, in one transaction, on tables of its own in the same PostgreSQL
// database: the month's run row locked (or added), the institute's employment rows read with
// their structures and names, the month's loss of pay read from the staff marks, each payslip
// computed by the same computePayslip, the run's old payslips deleted and the new ones inserted
// 500 at a time, the run's totals updated; the payslips answered. No plugins, no hooks, no
// logger, no validation but the body's shape, no audit, no notification, no re-reading of the
// run: what is left when the product's own layers are taken away.
//   BASELINE_DATABASE_URL=postgres://… PORT=1234 node --import tsx payroll/baseline.ts

import {
  BUILTIN_STATUSES,
  computePayslip,
  type PtState,
  type SalaryComponent,
} from '@shala/shared';
import Fastify from 'fastify';
import pg from 'pg';
import { runBaseline } from '../common/baseline.js';
import { BASELINE_PATH } from './config.js';

const TABLES = [
  `CREATE TABLE IF NOT EXISTS bench_payroll_runs (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(), institute_id uuid NOT NULL, month text NOT NULL,
    staff integer NOT NULL, gross_paise bigint NOT NULL, deductions_paise bigint NOT NULL,
    net_paise bigint NOT NULL, prepared_at timestamptz NOT NULL, UNIQUE (institute_id, month))`,
  `CREATE TABLE IF NOT EXISTS bench_payroll_slips (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(), run_id uuid NOT NULL, institute_id uuid NOT NULL,
    profile_id uuid NOT NULL, name text NOT NULL, designation text NOT NULL,
    days_in_month smallint NOT NULL, lop_half_days smallint NOT NULL, earnings jsonb NOT NULL,
    deductions jsonb NOT NULL, gross_paise bigint NOT NULL, deductions_paise bigint NOT NULL,
    net_paise bigint NOT NULL, bank_name text, bank_account_last4 text, pan text, uan text,
    UNIQUE (run_id, profile_id))`,
  'CREATE INDEX IF NOT EXISTS bench_payroll_slips_profile_idx ON bench_payroll_slips (profile_id)',
];
const SLIP_COLUMNS = [
  'run_id',
  'institute_id',
  'profile_id',
  'name',
  'designation',
  'days_in_month',
  'lop_half_days',
  'earnings',
  'deductions',
  'gross_paise',
  'deductions_paise',
  'net_paise',
  'bank_name',
  'bank_account_last4',
  'pan',
  'uan',
];
const BATCH = 500;
/** Half days of loss of pay a mark costs, by the built-in statuses. */
const COST = new Map(
  BUILTIN_STATUSES.map((s) => [
    s.code,
    s.countsAs === 'ABSENT' ? 2 : s.countsAs === 'HALF' ? 1 : 0,
  ]),
);

type Employment = {
  profile_id: string;
  name: string;
  designation: string;
  joining_date: string;
  basic_paise: string;
  bank_name: string | null;
  bank_account: string | null;
  pan: string | null;
  uan: string | null;
  pf_applies: boolean;
  pt_state: PtState;
  tds_paise: string;
  components: SalaryComponent[];
};

const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

async function main(): Promise<void> {
  const url = process.env.BASELINE_DATABASE_URL;
  if (!url) throw new Error('BASELINE_DATABASE_URL is required');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  for (const statement of TABLES) await pool.query(statement);
  // Dates as the text they are (the product's drizzle reads them so).
  pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
  const app = Fastify({ logger: false });
  app.post(BASELINE_PATH, async (request, reply) => {
    const b = (request.body ?? {}) as { instituteId?: unknown; month?: unknown };
    if (typeof b.instituteId !== 'string' || typeof b.month !== 'string') {
      return reply.status(400).send({ message: 'bad run' });
    }
    const { instituteId, month } = b as { instituteId: string; month: string };
    const first = `${month}-01`;
    const last = lastDay(month);
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const now = new Date();
      let run = (
        await client.query<{ id: string }>(
          'SELECT id FROM bench_payroll_runs WHERE institute_id = $1 AND month = $2 FOR UPDATE',
          [instituteId, month],
        )
      ).rows[0];
      if (!run) {
        run = (
          await client.query<{ id: string }>(
            `INSERT INTO bench_payroll_runs (institute_id, month, staff, gross_paise, deductions_paise, net_paise, prepared_at)
             VALUES ($1, $2, 0, 0, 0, 0, $3) RETURNING id`,
            [instituteId, month, now],
          )
        ).rows[0];
      }
      if (!run) throw new Error('run not written');
      const employments = await client.query<Employment>(
        `SELECT e.profile_id, trim(p.first_name || ' ' || p.last_name) AS name, e.designation,
                e.joining_date, e.basic_paise, e.bank_name, e.bank_account, e.pan, e.uan,
                e.pf_applies, e.pt_state, e.tds_paise, s.components
           FROM staff_employment e
           JOIN salary_structures s ON s.id = e.structure_id
           JOIN user_profiles p ON p.id = e.profile_id
          WHERE e.institute_id = $1 AND e.active AND e.joining_date <= $2::date`,
        [instituteId, last],
      );
      const marks = await client.query<{ profile_id: string; status: string; days: number }>(
        `SELECT profile_id, status, count(*)::int AS days FROM attendance_records
          WHERE institute_id = $1 AND class_id IS NULL AND period IS NULL
            AND day BETWEEN $2::date AND $3::date
          GROUP BY profile_id, status`,
        [instituteId, first, last],
      );
      const lop = new Map<string, number>();
      for (const m of marks.rows) {
        const cost = (COST.get(m.status) ?? 0) * m.days;
        if (cost > 0) lop.set(m.profile_id, (lop.get(m.profile_id) ?? 0) + cost);
      }
      const slips = employments.rows.map((e) => {
        const beforeJoining = e.joining_date > first ? Number(e.joining_date.slice(8, 10)) - 1 : 0;
        const slip = computePayslip({
          components: e.components,
          employment: {
            basicPaise: Number(e.basic_paise),
            pfApplies: e.pf_applies,
            ptState: e.pt_state,
            tdsPaise: Number(e.tds_paise),
          },
          month,
          lopDays: (lop.get(e.profile_id) ?? 0) / 2 + beforeJoining,
        });
        return {
          profileId: e.profile_id,
          name: e.name,
          designation: e.designation,
          daysInMonth: slip.daysInMonth,
          lopHalfDays: Math.round(slip.lopDays * 2),
          earnings: slip.earnings,
          deductions: slip.deductions,
          grossPaise: slip.grossPaise,
          deductionsPaise: slip.deductionsPaise,
          netPaise: slip.netPaise,
          bankName: e.bank_name,
          bankAccountLast4: e.bank_account?.slice(-4) ?? null,
          pan: e.pan,
          uan: e.uan,
        };
      });
      await client.query(
        'DELETE FROM bench_payroll_slips WHERE institute_id = $1 AND run_id = $2',
        [instituteId, run.id],
      );
      const sum = (pick: (s: (typeof slips)[number]) => number) =>
        slips.reduce((t, s) => t + pick(s), 0);
      await client.query(
        `UPDATE bench_payroll_runs SET staff = $2, gross_paise = $3, deductions_paise = $4,
           net_paise = $5, prepared_at = $6 WHERE id = $1`,
        [
          run.id,
          slips.length,
          sum((s) => s.grossPaise),
          sum((s) => s.deductionsPaise),
          sum((s) => s.netPaise),
          now,
        ],
      );
      for (let start = 0; start < slips.length; start += BATCH) {
        const params: unknown[] = [];
        const values = slips.slice(start, start + BATCH).map((s) => {
          const row = [
            run.id,
            instituteId,
            s.profileId,
            s.name,
            s.designation,
            s.daysInMonth,
            s.lopHalfDays,
            JSON.stringify(s.earnings),
            JSON.stringify(s.deductions),
            s.grossPaise,
            s.deductionsPaise,
            s.netPaise,
            s.bankName,
            s.bankAccountLast4,
            s.pan,
            s.uan,
          ];
          const marks = row.map((value) => {
            params.push(value);
            return `$${params.length}`;
          });
          return `(${marks.join(', ')})`;
        });
        await client.query(
          `INSERT INTO bench_payroll_slips (${SLIP_COLUMNS.join(', ')}) VALUES ${values.join(', ')}`,
          params,
        );
      }
      await client.query('COMMIT');
      return { message: 'prepared', data: { id: run.id, staff: slips.length, payslips: slips } };
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  });
  await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ ready: true, port })}\n`);
  process.on(
    'SIGTERM',
    () =>
      void app
        .close()
        .then(() => pool.end())
        .then(() => process.exit(0)),
  );
}

runBaseline(main);
