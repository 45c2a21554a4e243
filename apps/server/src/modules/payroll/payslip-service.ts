import { PAYROLL_TEXTS as M, type PayslipView } from '@shala/shared';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { calendarMonth, indiaDate } from '../../lib/shown-format.js';
import { payslipPdf as renderPayslip } from '../../pdf/payslip.js';
import { schoolOf } from '../payments/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { mayReadPayslip } from './policy.js';
import { toPayslipView } from './presenters.js';
import { approvedPayslipsOf, findPayslip, findRun } from './run-queries.js';

/** GET /rest/payroll/payslip/mine: the caller's payslips of approved months, newest first. */
export async function myPayslips(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
): Promise<{ payslips: PayslipView[] }> {
  const rows = await approvedPayslipsOf(ctx.db, scope.instituteId, caller.profileId);
  return { payslips: rows.map((r) => toPayslipView(r.payslip, r)) };
}

/**
 * GET /rest/payroll/payslip/pdf: one's own payslip of an approved month, or any payslip (a
 * draft's too, marked) for a reader of payslips; another's is not found.
 */
export async function payslipPdf(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const row = await findPayslip(ctx.db, scope.instituteId, id);
  if (
    !row ||
    !mayReadPayslip(caller, scope, { profileId: row.payslip.profileId, status: row.status })
  ) {
    throw notFound(M.payslipNotFound);
  }
  const [school, run] = await Promise.all([
    schoolOf(ctx, scope.instituteId),
    findRun(ctx.db, scope.instituteId, row.payslip.runId),
  ]);
  const slip = toPayslipView(row.payslip, row);
  const approved = run?.run.approvedAt
    ? `Approved by ${run.approvedBy ?? 'the school'} on ${indiaDate(run.run.approvedAt)}`
    : 'Draft: not approved yet';
  const pdf = await renderPayslip({
    school,
    month: calendarMonth(slip.month),
    name: slip.name,
    designation: slip.designation,
    pan: row.payslip.pan,
    uan: row.payslip.uan,
    bank: row.payslip.bankAccountLast4
      ? `${row.payslip.bankName ?? 'Bank'} …${row.payslip.bankAccountLast4}`
      : null,
    daysInMonth: slip.daysInMonth,
    lopDays: slip.lopDays,
    payableDays: slip.payableDays,
    earnings: slip.earnings,
    deductions: slip.deductions,
    grossPaise: slip.grossPaise,
    deductionsPaise: slip.deductionsPaise,
    netPaise: slip.netPaise,
    status: approved,
  });
  const file = slip.name.replace(/[^\w]+/g, '-').toLowerCase();
  return { filename: `payslip-${slip.month}-${file}.pdf`, pdf };
}
