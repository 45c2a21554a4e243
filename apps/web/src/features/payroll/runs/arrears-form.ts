import type { EmploymentView, PayslipView } from '@shala/shared';
import { readMonthRupees, rupeesField } from '../payroll-rules';

/**
 * The arrears a run pays on top of the month's salaries: a staff member and an amount in rupees
 * a row, each staff member once. A row left blank is no row.
 */
export type ArrearsRow = { key: string; profileId: string; amount: string };
export type Arrear = { profileId: string; amountPaise: number };
export type ArrearsErrors = Record<string, { profileId?: string; amount?: string }>;

export const ARREARS_TEXTS = {
  staff: 'Choose the staff member.',
  twice: 'This staff member has arrears in another row.',
} as const;

let lastKey = 0;
/** A blank row. */
export function blankArrear(): ArrearsRow {
  lastKey += 1;
  return { key: `arrear-${lastKey}`, profileId: '', amount: '' };
}

/** The staff a run pays: those whose employment details are set and active. */
export function payableStaff(staff: readonly EmploymentView[]): EmploymentView[] {
  return staff
    .filter((s) => s.employment?.active)
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
}

/** A re-run starts from the arrears the run paid (its payslips' ARREARS lines). */
export function arrearsOfRun(payslips: readonly PayslipView[]): ArrearsRow[] {
  return payslips.flatMap((p) => {
    const paid = p.earnings.find((l) => l.code === 'ARREARS')?.amountPaise ?? 0;
    return paid > 0
      ? [{ ...blankArrear(), profileId: p.profileId, amount: rupeesField(paid) }]
      : [];
  });
}

/** The rows read for POST PAYROLL_API.runs, or what is wrong with each. */
export function checkArrears(
  rows: readonly ArrearsRow[],
): { ok: true; arrears: Arrear[] } | { ok: false; errors: ArrearsErrors } {
  const errors: ArrearsErrors = {};
  const arrears: Arrear[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    if (!row.profileId && !row.amount.trim()) continue;
    const wrong: { profileId?: string; amount?: string } = {};
    if (!row.profileId) wrong.profileId = ARREARS_TEXTS.staff;
    else if (seen.has(row.profileId)) wrong.profileId = ARREARS_TEXTS.twice;
    seen.add(row.profileId);
    const read = readMonthRupees(row.amount, { required: true, positive: true });
    if (!read.ok) wrong.amount = read.message;
    if (wrong.profileId || wrong.amount) errors[row.key] = wrong;
    else if (read.ok) arrears.push({ profileId: row.profileId, amountPaise: read.paise });
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, arrears };
}
