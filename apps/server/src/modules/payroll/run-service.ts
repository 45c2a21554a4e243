import { randomUUID } from 'node:crypto';
import {
  computePayslip,
  daysInMonth,
  formatRupees,
  indiaDay,
  PAYROLL_TEXTS as M,
  type PaymentMethod,
  type PayrollRunDetail,
} from '@shala/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { payrollRuns, payslips } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { calendarMonth } from '../../lib/shown-format.js';
import { lossOfPayHalfDays } from '../attendance/index.js';
import { type AuditCaller, recordAudit } from '../audit/index.js';
import { categoryNamed, insertEntries } from '../expenses/index.js';
import { announce, holdersOf, type Raised, raiseNotification } from '../notifications/index.js';
import { findAccount } from '../payments/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { toPayslipView, toRunView } from './presenters.js';
import { findRun, lockRun, lockRunOfMonth, payslipsOfRun, runsOf } from './run-queries.js';
import { employmentsOf } from './structure-queries.js';

/**
 * A month's payroll (issue 25 §2). Preparing it computes every active staff member's payslip
 * (their structure, basic, loss-of-pay days from the staff attendance, days before joining, and
 * arrears) in one transaction: a bad row refuses the whole run, naming it, and nothing is saved.
 * A draft may be run again; approving it locks it and records each salary in the day book.
 */

/** The month's last day, yyyy-mm-dd. */
const lastDay = (month: string) => `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;

/** GET /rest/payroll/run */
export async function listRuns(ctx: AppContext, scope: GroupScope) {
  return { runs: (await runsOf(ctx.db, scope.instituteId)).map(toRunView) };
}

/** GET /rest/payroll/run/id: a run with every payslip. */
export async function viewRun(
  ctx: AppContext,
  scope: GroupScope,
  id: string,
): Promise<PayrollRunDetail> {
  const run = await findRun(ctx.db, scope.instituteId, id);
  if (!run) throw notFound(M.runNotFound);
  const slips = await payslipsOfRun(ctx.db, scope.instituteId, id);
  return { ...toRunView(run), payslips: slips.map((p) => toPayslipView(p, run.run)) };
}

type Slip = typeof payslips.$inferInsert;

/** Every active staff member's payslip of the month, or the problems that refuse the run. */
async function computeMonth(
  tx: Tx,
  instituteId: string,
  month: string,
  arrears: ReadonlyMap<string, number>,
): Promise<{ slips: Omit<Slip, 'runId'>[]; problems: string[] }> {
  const first = `${month}-01`;
  const last = lastDay(month);
  // One after the other: a transaction is one connection.
  const employments = await employmentsOf(tx, instituteId);
  const lop = await lossOfPayHalfDays(tx, instituteId, first, last);
  const names = await staffNames(
    tx,
    employments.map((e) => e.employment.profileId),
  );
  const problems: string[] = [];
  const slips: Omit<Slip, 'runId'>[] = [];
  const paid = new Set<string>();
  for (const { employment: e, structure } of employments) {
    if (!e.active || e.joiningDate > last) continue;
    const name = names.get(e.profileId) ?? 'A former member';
    paid.add(e.profileId);
    if (!structure.active) {
      problems.push(`${name}: the salary structure ${structure.name} is disabled`);
      continue;
    }
    // Days before joining are not paid: they count as loss of pay.
    const beforeJoining = e.joiningDate > first ? Number(e.joiningDate.slice(8, 10)) - 1 : 0;
    const slip = computePayslip({
      components: structure.components,
      employment: e,
      month,
      lopDays: (lop.get(e.profileId) ?? 0) / 2 + beforeJoining,
      arrearsPaise: arrears.get(e.profileId) ?? 0,
    });
    if (slip.netPaise < 0) {
      problems.push(
        `${name}: the deductions (${formatRupees(slip.deductionsPaise)}) exceed the pay`,
      );
      continue;
    }
    slips.push({
      instituteId,
      profileId: e.profileId,
      name,
      designation: e.designation,
      daysInMonth: slip.daysInMonth,
      lopHalfDays: Math.round(slip.lopDays * 2),
      earnings: slip.earnings,
      deductions: slip.deductions,
      grossPaise: slip.grossPaise,
      deductionsPaise: slip.deductionsPaise,
      netPaise: slip.netPaise,
      bankName: e.bankName,
      bankAccountLast4: e.bankAccount?.slice(-4) ?? null,
      pan: e.pan,
      uan: e.uan,
    });
  }
  for (const profileId of arrears.keys()) {
    if (!paid.has(profileId)) problems.push('arrears name someone who is not on this payroll');
  }
  return { slips, problems };
}

/** Ids as a Postgres array literal (ids only: uuids carry no quotes or commas). */
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

async function staffNames(tx: Tx, profileIds: readonly string[]) {
  if (profileIds.length === 0) return new Map<string, string>();
  const rows = await selectRows<{ id: string; name: string }>(
    tx,
    sql`select id, trim(first_name || ' ' || last_name) as name from user_profiles
      where id = any(${uuidArray(profileIds)}::uuid[])`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

type Writer = Pick<AppContext, 'db' | 'clock'>;
type Actor = Pick<Caller, 'profileId'> & AuditCaller;
/** Who is told of a run, in its transaction (the demo writes its bells itself). */
type Tell = (
  tx: Tx,
  /** `paid`: the profiles of the run's payslips. */
  run: { id: string; name: string; staff: number; netPaise: number; paid: string[] },
) => Promise<Raised | null>;

/**
 * Prepares the month (or prepares it again while a draft) in one transaction: every payslip, or
 * nothing when a row is bad. The services and the demo write through it.
 */
export async function writePayrollRun(
  ctx: Writer,
  caller: Actor,
  instituteId: string,
  body: { month: string; arrears: { profileId: string; amountPaise: number }[] },
  tell?: Tell,
): Promise<{ id: string; staff: number; raised: Raised | null }> {
  const now = ctx.clock.now();
  if (body.month > indiaDay(now).slice(0, 7)) throw badRequest(M.futureMonth);
  return ctx.db.transaction(async (tx) => {
    const existing = await lockRunOfMonth(tx, instituteId, body.month);
    if (existing?.status === 'APPROVED') throw conflict(M.locked);
    const arrears = new Map(body.arrears.map((a) => [a.profileId, a.amountPaise]));
    const { slips, problems } = await computeMonth(tx, instituteId, body.month, arrears);
    if (problems.length > 0) throw badRequest(M.refused(problems.slice(0, 20)));
    if (slips.length === 0) throw badRequest(M.nobody);
    const totals = {
      staff: slips.length,
      grossPaise: slips.reduce((t, s) => t + s.grossPaise, 0),
      deductionsPaise: slips.reduce((t, s) => t + s.deductionsPaise, 0),
      netPaise: slips.reduce((t, s) => t + s.netPaise, 0),
    };
    const prepared = { ...totals, preparedByProfileId: caller.profileId, preparedAt: now };
    let id = existing?.id;
    if (id) {
      await tx
        .delete(payslips)
        .where(and(eq(payslips.instituteId, instituteId), eq(payslips.runId, id)));
      await tx
        .update(payrollRuns)
        .set(prepared)
        .where(and(eq(payrollRuns.instituteId, instituteId), eq(payrollRuns.id, id)));
    } else {
      const [row] = await tx
        .insert(payrollRuns)
        .values({ instituteId, month: body.month, status: 'DRAFT', ...prepared })
        .returning({ id: payrollRuns.id });
      id = row?.id;
    }
    if (!id) throw new Error('payroll run not written');
    const runId = id;
    for (let i = 0; i < slips.length; i += 500) {
      await tx.insert(payslips).values(slips.slice(i, i + 500).map((s) => ({ ...s, runId })));
    }
    const name = calendarMonth(body.month);
    await recordAudit(tx, ctx, caller, {
      instituteId,
      action: 'payroll.prepared',
      targetType: 'payrollRun',
      targetId: runId,
      detail: { name, staff: totals.staff, net: totals.netPaise },
    });
    const raised = tell
      ? await tell(tx, { id: runId, name, ...totals, paid: slips.map((p) => p.profileId) })
      : null;
    return { id: runId, staff: totals.staff, raised };
  });
}

/** POST /rest/payroll/run: prepared, and those who approve told that it waits for them. */
export async function preparePayroll(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: { month: string; arrears: { profileId: string; amountPaise: number }[] },
): Promise<{ message: string; data: PayrollRunDetail }> {
  const instituteId = scope.instituteId;
  const { id, staff, raised } = await writePayrollRun(
    ctx,
    caller,
    instituteId,
    body,
    async (tx, run) => {
      const approvers = await holdersOf(tx, instituteId, 'approvePayroll');
      return raiseNotification(ctx, tx, {
        kind: 'payroll.prepared',
        profileIds: approvers.filter((p) => p !== caller.profileId),
        instituteId,
        groupId: instituteId,
        title: `Payroll for ${run.name} is ready for approval`,
        message: `${run.staff} payslips, ${formatRupees(run.netPaise)} net in all.`,
        target: `/payroll/salary-structure/${instituteId}?run=${run.id}`,
        featureId: run.id,
        featureAction: 'PAYROLL_PREPARED',
      });
    },
  );
  if (raised) await announce(ctx, [raised]);
  return { message: M.ran(staff, calendarMonth(body.month)), data: await viewRun(ctx, scope, id) };
}

/**
 * Approves a draft in one transaction: locked, and each salary recorded in the day book as an
 * approved expense (Salaries, from the account chosen). The service and the demo write through it.
 */
export async function writeApproval(
  ctx: Writer,
  caller: Actor,
  instituteId: string,
  body: { id: string; financialAccountId: string; paymentMedium: PaymentMethod },
  tell?: Tell,
): Promise<{ month: string; raised: Raised | null }> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const run = await lockRun(tx, instituteId, body.id);
    if (!run) throw notFound(M.runNotFound);
    if (run.status === 'APPROVED') throw conflict(M.locked);
    const account = await findAccount(tx, instituteId, body.financialAccountId);
    if (!account?.active) throw notFound(M.accountNotFound);
    if (!account.acceptanceMediums.includes(body.paymentMedium)) throw badRequest(M.medium);
    const slips = await payslipsOfRun(tx, instituteId, run.id);
    const name = calendarMonth(run.month);
    const categoryId = await categoryNamed(tx, {
      instituteId,
      kind: 'EXPENSE',
      name: 'Salaries',
      now,
    });
    const paid = slips
      .filter((s) => s.netPaise > 0)
      .map((s) => ({ slip: s, entryId: randomUUID() }));
    await insertEntries(
      tx,
      paid.map(({ slip, entryId }) => ({
        id: entryId,
        instituteId,
        classId: null,
        kind: 'EXPENSE' as const,
        categoryId,
        financialAccountId: account.id,
        vendorId: null,
        paymentMedium: body.paymentMedium,
        amountPaise: slip.netPaise,
        entryDate: indiaDay(now),
        description: `Salary for ${name}: ${slip.name}`,
        reference: slip.bankAccountLast4 ? `A/c …${slip.bankAccountLast4}` : null,
        status: 'APPROVED' as const,
        createdByProfileId: caller.profileId,
        createdAt: now,
        decidedByProfileId: caller.profileId,
        decidedAt: now,
        source: 'PAYROLL',
      })),
    );
    if (paid.length > 0) {
      await tx.execute(
        sql`update payslips set expense_entry_id = x.entry
          from unnest(${uuidArray(paid.map((p) => p.slip.id))}::uuid[],
            ${uuidArray(paid.map((p) => p.entryId))}::uuid[]) as x(slip, entry)
          where payslips.id = x.slip and payslips.institute_id = ${instituteId}::uuid`,
      );
    }
    await tx
      .update(payrollRuns)
      .set({
        status: 'APPROVED',
        approvedByProfileId: caller.profileId,
        approvedAt: now,
        financialAccountId: account.id,
      })
      .where(and(eq(payrollRuns.instituteId, instituteId), eq(payrollRuns.id, run.id)));
    await recordAudit(tx, ctx, caller, {
      instituteId,
      action: 'payroll.approved',
      targetType: 'payrollRun',
      targetId: run.id,
      detail: { name, staff: run.staff, net: run.netPaise },
    });
    const raised = tell
      ? await tell(tx, {
          id: run.id,
          name,
          staff: run.staff,
          netPaise: run.netPaise,
          paid: slips.map((s) => s.profileId),
        })
      : null;
    return { month: run.month, raised };
  });
}

/** PUT /rest/payroll/run/approve: approved, and each staff member told their payslip is ready. */
export async function approvePayroll(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: { id: string; financialAccountId: string; paymentMedium: PaymentMethod },
): Promise<{ message: string; data: PayrollRunDetail }> {
  const instituteId = scope.instituteId;
  const { month, raised } = await writeApproval(ctx, caller, instituteId, body, async (tx, run) =>
    raiseNotification(ctx, tx, {
      kind: 'payroll.approved',
      profileIds: run.paid,
      instituteId,
      groupId: instituteId,
      title: `Your payslip for ${run.name}`,
      message: `Your salary for ${run.name} has been paid. The payslip is in My payslips.`,
      target: '/payroll/my-payslips',
      featureId: run.id,
      featureAction: 'PAYROLL_APPROVED',
    }),
  );
  if (raised) await announce(ctx, [raised]);
  return { message: M.approved(calendarMonth(month)), data: await viewRun(ctx, scope, body.id) };
}
