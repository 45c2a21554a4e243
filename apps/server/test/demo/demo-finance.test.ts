import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  expenseEntries,
  feeStructures,
  financialAccounts,
  groups,
  paymentTransactions,
  payrollRuns,
  studentDues,
  studentTransport,
  transportRoutes,
  vehicles,
} from '../../src/db/schema/index.js';
import { seedDemo } from '../../src/demo/seed.js';
import { useTestApp } from '../support/app.js';
import { demoSchool } from '../support/demo-school.js';
import { DEMO_SEED_TIMEOUT_MS } from '../support/timeouts.js';

// The demo school's money (src/demo/finance.ts): written with a new school, and once to a school
// an older `npm run demo` left without it.

const t = useTestApp();
const db = () => t.app.deps.database.db;
const seed = () => seedDemo({ db: db(), clock: t.clock, files: t.app.deps.files });

async function moneyCounts(instituteId: string) {
  const of = async (table: typeof feeStructures | typeof vehicles | typeof paymentTransactions) => {
    const [row] = await db()
      .select({ n: count() })
      .from(table)
      .where(eq(table.instituteId, instituteId));
    return row?.n ?? 0;
  };
  return {
    structures: await of(feeStructures),
    vehicles: await of(vehicles),
    payments: await of(paymentTransactions),
  };
}

describe('the demo school’s money', { timeout: DEMO_SEED_TIMEOUT_MS }, () => {
  it('comes with a new school, and once to a school seeded before it had any', async () => {
    const created = await demoSchool(t);
    const [institute] = await db()
      .select()
      .from(groups)
      .where(eq(groups.name, 'Demo Public School'));
    if (!institute) throw new Error('no demo school');
    const before = await moneyCounts(institute.id);
    expect(created.payments).toBe(before.payments);
    expect(before.structures).toBeGreaterThan(20);
    expect(before.vehicles).toBe(3);
    expect(before.payments).toBeGreaterThan(20);

    // The school as an older `npm run demo` left it: no fees, transport or payments.
    await db().delete(paymentTransactions).where(eq(paymentTransactions.instituteId, institute.id));
    await db().delete(studentDues).where(eq(studentDues.instituteId, institute.id));
    await db().delete(studentTransport).where(eq(studentTransport.instituteId, institute.id));
    await db().delete(transportRoutes).where(eq(transportRoutes.instituteId, institute.id));
    await db().delete(vehicles).where(eq(vehicles.instituteId, institute.id));
    await db().delete(feeStructures).where(eq(feeStructures.instituteId, institute.id));
    // The day book's entries and the payroll name the accounts (an older demo had neither).
    await db().delete(payrollRuns).where(eq(payrollRuns.instituteId, institute.id));
    await db().delete(expenseEntries).where(eq(expenseEntries.instituteId, institute.id));
    await db().delete(financialAccounts).where(eq(financialAccounts.instituteId, institute.id));
    expect(await moneyCounts(institute.id)).toEqual({ structures: 0, vehicles: 0, payments: 0 });

    const upgraded = await seed();
    expect(upgraded).toMatchObject({ school: 'exists', students: 0, payments: before.payments });
    expect(await moneyCounts(institute.id)).toEqual(before);
    expect((await seed()).payments).toBe(0);
    expect(await moneyCounts(institute.id)).toEqual(before);
  });
});
