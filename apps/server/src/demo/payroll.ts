import { indiaDay, type PtState, type SalaryComponent, STANDARD_COMPONENTS } from '@shala/shared';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { financialAccounts, salaryStructures, staffEmployment } from '../db/schema/index.js';
import type { Clock } from '../lib/clock.js';
import { staffOf } from '../modules/attendance/index.js';
import { writeApproval, writePayrollRun } from '../modules/payroll/index.js';
import { findAccountByUsername, findDefaultProfile } from '../modules/people/index.js';
import { addOnce } from './once.js';
import { DEMO_ACCOUNTS } from './payments.js';

/**
 * Demo Public School's payroll (issue 25 §2, README "Its payroll"): a teaching and a support
 * structure, every staff member's employment details, and last month's payroll prepared by Kavita
 * Rao from the staff attendance and approved by Anita Desai on the 1st, its salaries paid from
 * the bank in the day book. This month is left for the accountant to prepare.
 */

const RUPEE = 100;
const SUPPORT: SalaryComponent[] = [
  { code: 'BASIC', name: 'Basic', kind: 'EARNING', calc: 'BASIC' },
  {
    code: 'DA',
    name: 'Dearness allowance',
    kind: 'EARNING',
    calc: 'PERCENT_OF_BASIC',
    percent: 1000,
  },
  {
    code: 'HRA',
    name: 'House rent allowance',
    kind: 'EARNING',
    calc: 'PERCENT_OF_BASIC',
    percent: 2000,
  },
  {
    code: 'CONV',
    name: 'Conveyance allowance',
    kind: 'EARNING',
    calc: 'FIXED',
    amountPaise: 800 * RUPEE,
  },
  { code: 'PF', name: 'Provident fund', kind: 'DEDUCTION', calc: 'PF' },
  { code: 'ESI', name: 'ESI', kind: 'DEDUCTION', calc: 'ESI' },
  { code: 'PT', name: 'Professional tax', kind: 'DEDUCTION', calc: 'PT' },
];

/** By the staff member's role: designation, structure and basic (rupees). */
const POSTS: Record<
  string,
  { designation: string; teaching: boolean; basic: number; tds: number }
> = {
  'Institute Admin': { designation: 'Principal', teaching: true, basic: 78_000, tds: 6_500 },
  Teacher: { designation: 'Trained graduate teacher', teaching: true, basic: 32_000, tds: 900 },
  Accountant: { designation: 'Accountant', teaching: false, basic: 26_000, tds: 0 },
  'Front Office and Gatekeeper': {
    designation: 'Front office executive',
    teaching: false,
    basic: 15_000,
    tds: 0,
  },
  'Transport Manager': { designation: 'Transport manager', teaching: false, basic: 19_000, tds: 0 },
};

/** The month before `day`'s, yyyy-mm. */
const monthBefore = (day: string) => {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

/** Writes the payroll; answers how many staff it pays. */
export async function seedPayroll(tx: Tx, clock: Clock, instituteId: string): Promise<number> {
  const now = clock.now();
  const kavita = await findAccountByUsername(tx, 'kavita_rao');
  const anita = await findAccountByUsername(tx, 'anita_desai');
  const [bank] = await tx
    .select()
    .from(financialAccounts)
    .where(eq(financialAccounts.accountName, DEMO_ACCOUNTS.bank.accountName));
  if (!kavita || !anita || !bank || bank.instituteId !== instituteId) return 0;
  const [teaching, support] = await tx
    .insert(salaryStructures)
    .values([
      {
        instituteId,
        name: 'Teaching staff',
        components: STANDARD_COMPONENTS,
        createdAt: now,
        updatedAt: now,
      },
      { instituteId, name: 'Support staff', components: SUPPORT, createdAt: now, updatedAt: now },
    ])
    .returning({ id: salaryStructures.id });
  if (!teaching || !support) return 0;
  const staff = await staffOf(tx, instituteId);
  const employed = new Set<string>();
  for (const [i, s] of staff.entries()) {
    const post = POSTS[s.role];
    if (!post || employed.has(s.profileId)) continue;
    employed.add(s.profileId);
    // A few hundred rupees apart by seniority, the same on every run of the demo.
    const basic = (post.basic + (i % 5) * 750) * RUPEE;
    const account = String(30_000_000_000 + i * 7_919).slice(0, 11);
    await tx.insert(staffEmployment).values({
      instituteId,
      profileId: s.profileId,
      structureId: post.teaching ? teaching.id : support.id,
      designation: post.designation,
      joiningDate: `20${String(15 + (i % 9)).padStart(2, '0')}-06-${String(1 + (i % 20)).padStart(2, '0')}`,
      basicPaise: basic,
      bankName: 'State Bank of India',
      bankAccount: account,
      ifsc: 'SBIN0004567',
      pan: `ABCPD${String(1000 + i).slice(-4)}K`,
      uan: String(100_900_000_000 + i * 13),
      pfApplies: true,
      ptState: 'MH' satisfies PtState,
      tdsPaise: post.tds * RUPEE,
      updatedAt: now,
    });
  }
  const month = monthBefore(indiaDay(now));
  const kavitaActor = { accountId: kavita.id, profileId: await profileOf(tx, kavita.id), ip: null };
  const anitaActor = { accountId: anita.id, profileId: await profileOf(tx, anita.id), ip: null };
  // Prepared on the last day of the month, approved and paid on the 1st at 11:00 (India).
  const first = `${indiaDay(now).slice(0, 7)}-01`;
  const paidAt = new Date(Math.min(Date.parse(`${first}T05:30:00Z`), now.getTime() - 60_000));
  const preparedAt = new Date(paidAt.getTime() - 86_400_000);
  const run = await writePayrollRun(
    { db: tx, clock: { now: () => preparedAt } },
    kavitaActor,
    instituteId,
    {
      month,
      arrears: [],
    },
  );
  await writeApproval({ db: tx, clock: { now: () => paidAt } }, anitaActor, instituteId, {
    id: run.id,
    financialAccountId: bank.id,
    paymentMedium: 'NEFT',
  });
  return run.staff;
}

async function profileOf(tx: Tx, accountId: string): Promise<string> {
  const profile = await findDefaultProfile(tx, accountId);
  if (!profile) throw new Error(`demo account ${accountId} has no profile`);
  return profile.id;
}

/** A school seeded before it had payroll gets it once. */
export function addMissingDemoPayroll(db: Db, clock: Clock, instituteId: string): Promise<number> {
  return addOnce(db, instituteId, salaryStructures, (tx) => seedPayroll(tx, clock, instituteId));
}
