import { STANDARD_COMPONENTS } from '@shala/shared';
import { asc, eq } from 'drizzle-orm';
import {
  payrollRuns,
  payslips,
  salaryStructures,
  staffEmployment,
} from '../../src/db/schema/index.js';
import type { TestContext } from '../support/app.js';

/**
 * Payroll objects of an institute for the cross-tenant walk (platform/cross-tenant-objects.test.ts):
 * a salary structure, its admin's employment details, and a draft run of May 2026 with the
 * admin's payslip. Named from another institute, each must be refused there, and nothing shown.
 */
export async function payrollObjectsOf(
  t: TestContext,
  p: { instituteId: string; staffProfileId: string },
) {
  const db = t.app.deps.database.db;
  const now = t.clock.now();
  const [structure] = await db
    .insert(salaryStructures)
    .values({
      instituteId: p.instituteId,
      name: 'Their Secret Scale',
      components: STANDARD_COMPONENTS,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!structure) throw new Error('structure not created');
  await db.insert(staffEmployment).values({
    instituteId: p.instituteId,
    profileId: p.staffProfileId,
    structureId: structure.id,
    designation: 'Their Secret Post',
    joiningDate: '2020-06-01',
    basicPaise: 4_321_000,
    bankAccount: '998877665544',
    ptState: 'MH',
    updatedAt: now,
  });
  const [run] = await db
    .insert(payrollRuns)
    .values({
      instituteId: p.instituteId,
      month: '2026-05',
      status: 'DRAFT',
      staff: 1,
      grossPaise: 100,
      deductionsPaise: 0,
      netPaise: 100,
      preparedAt: now,
    })
    .returning();
  if (!run) throw new Error('run not created');
  const [slip] = await db
    .insert(payslips)
    .values({
      runId: run.id,
      instituteId: p.instituteId,
      profileId: p.staffProfileId,
      name: 'Their Secret Payee',
      designation: 'Their Secret Post',
      daysInMonth: 31,
      lopHalfDays: 0,
      earnings: [],
      deductions: [],
      grossPaise: 100,
      deductionsPaise: 0,
      netPaise: 100,
    })
    .returning();
  if (!slip) throw new Error('payslip not created');
  return {
    structureId: structure.id,
    runId: run.id,
    payslipId: slip.id,
    markers: [
      structure.id,
      run.id,
      slip.id,
      'Their Secret Scale',
      'Their Secret Post',
      'Their Secret Payee',
      '998877665544',
    ],
  };
}

/** The institute's payroll rows, to compare before and after the walk. */
export async function payrollRowsOf(t: TestContext, instituteId: string) {
  const db = t.app.deps.database.db;
  return {
    structures: await db
      .select()
      .from(salaryStructures)
      .where(eq(salaryStructures.instituteId, instituteId)),
    employment: await db
      .select()
      .from(staffEmployment)
      .where(eq(staffEmployment.instituteId, instituteId)),
    runs: await db.select().from(payrollRuns).where(eq(payrollRuns.instituteId, instituteId)),
    payslips: await db
      .select()
      .from(payslips)
      .where(eq(payslips.instituteId, instituteId))
      .orderBy(asc(payslips.id)),
  };
}
