import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable, Tx } from '../../db/client.js';
import { personName } from '../../db/person-name.js';
import { payrollRuns, payslips, userProfiles } from '../../db/schema/index.js';

// Payroll runs and their payslips: every read by id names the institute too.

export type RunRow = typeof payrollRuns.$inferSelect;
export type PayslipRow = typeof payslips.$inferSelect;
const preparer = alias(userProfiles, 'preparer');
const approver = alias(userProfiles, 'approver');

function selectRuns(db: Queryable) {
  return db
    .select({
      run: payrollRuns,
      preparedBy: personName(preparer),
      approvedBy: personName(approver),
    })
    .from(payrollRuns)
    .leftJoin(preparer, eq(preparer.id, payrollRuns.preparedByProfileId))
    .leftJoin(approver, eq(approver.id, payrollRuns.approvedByProfileId));
}
export type RunWithPeople = Awaited<ReturnType<ReturnType<typeof selectRuns>['execute']>>[number];

export function runsOf(db: Queryable, instituteId: string) {
  return selectRuns(db)
    .where(eq(payrollRuns.instituteId, instituteId))
    .orderBy(desc(payrollRuns.month));
}

export async function findRun(db: Queryable, instituteId: string, id: string) {
  const [row] = await selectRuns(db).where(
    and(eq(payrollRuns.instituteId, instituteId), eq(payrollRuns.id, id)),
  );
  return row;
}

/** The month's run held for a change (FOR UPDATE). */
export async function lockRunOfMonth(tx: Tx, instituteId: string, month: string) {
  const [row] = await tx
    .select()
    .from(payrollRuns)
    .where(and(eq(payrollRuns.instituteId, instituteId), eq(payrollRuns.month, month)))
    .for('update');
  return row;
}

export async function lockRun(tx: Tx, instituteId: string, id: string) {
  const [row] = await tx
    .select()
    .from(payrollRuns)
    .where(and(eq(payrollRuns.instituteId, instituteId), eq(payrollRuns.id, id)))
    .for('update');
  return row;
}

export function payslipsOfRun(db: Queryable, instituteId: string, runId: string) {
  return db
    .select()
    .from(payslips)
    .where(and(eq(payslips.instituteId, instituteId), eq(payslips.runId, runId)))
    .orderBy(payslips.name);
}

/** A profile's payslips of the institute's approved runs, newest first. */
export function approvedPayslipsOf(db: Queryable, instituteId: string, profileId: string) {
  return db
    .select({ payslip: payslips, month: payrollRuns.month, status: payrollRuns.status })
    .from(payslips)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payslips.runId))
    .where(
      and(
        eq(payslips.instituteId, instituteId),
        eq(payslips.profileId, profileId),
        eq(payrollRuns.status, 'APPROVED'),
      ),
    )
    .orderBy(desc(payrollRuns.month));
}

export async function findPayslip(db: Queryable, instituteId: string, id: string) {
  const [row] = await db
    .select({ payslip: payslips, month: payrollRuns.month, status: payrollRuns.status })
    .from(payslips)
    .innerJoin(payrollRuns, eq(payrollRuns.id, payslips.runId))
    .where(and(eq(payslips.instituteId, instituteId), eq(payslips.id, id)));
  return row;
}
