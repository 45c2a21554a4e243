import {
  PAYROLL_MONTH_MAX_PAISE,
  type PayrollRunStatus,
  type PayslipView,
  parseRupees,
  type RupeesReading,
  rupeesText,
} from '@shala/shared';

/**
 * The payroll screens' pure rules: months as yyyy-mm in India, rupees typed into paise exactly
 * (payments' parseRupees: the text is split at the point, never multiplied as a float), a run's
 * totals from its payslips, and how a bank account is shown.
 */

export const PAYROLL_MONEY_TEXTS = {
  required: 'Enter the amount in rupees.',
  aboveZero: 'The amount must be more than ₹0.',
  tooLarge: 'A month’s amount is at most ₹10,00,000.',
  month: 'Choose a month (yyyy-mm).',
  futureMonth: 'A month can be run once it has begun.',
} as const;

export const RUN_STATUS_LABELS: Record<PayrollRunStatus, string> = {
  DRAFT: 'Draft',
  APPROVED: 'Approved',
};

const MONTH = /^20\d{2}-(0[1-9]|1[0-2])$/;

/** The month (yyyy-mm) of a day (yyyy-mm-dd). */
export const monthOf = (day: string) => day.slice(0, 7);

/** The month before a yyyy-mm month: 2026-01 → 2025-12. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** A month to run: yyyy-mm, and begun by `today` (yyyy-mm-dd, in India). */
export function monthError(month: string, today: string): string | undefined {
  if (!MONTH.test(month.trim())) return PAYROLL_MONEY_TEXTS.month;
  if (month.trim() > monthOf(today)) return PAYROLL_MONEY_TEXTS.futureMonth;
  return undefined;
}

/**
 * A month's amount in rupees (a basic, TDS, arrears): blank is `blank` (0 for TDS; required
 * otherwise), at most ₹10,00,000; `positive` refuses ₹0.
 */
export function readMonthRupees(
  typed: string,
  options: { required?: boolean; positive?: boolean } = {},
): RupeesReading {
  if (!typed.trim() && options.required)
    return { ok: false, message: PAYROLL_MONEY_TEXTS.required };
  const read = parseRupees(typed);
  if (!read.ok) return read;
  if (options.positive && read.paise <= 0) {
    return { ok: false, message: PAYROLL_MONEY_TEXTS.aboveZero };
  }
  if (read.paise > PAYROLL_MONTH_MAX_PAISE) {
    return { ok: false, message: PAYROLL_MONEY_TEXTS.tooLarge };
  }
  return read;
}

/** Paise written back into a field: 3000000 → "30000", 0 → "" when `blankZero`. */
export const rupeesField = (paise: number, blankZero = false) =>
  blankZero && paise === 0 ? '' : rupeesText(paise);

export type PayTotals = { grossPaise: number; deductionsPaise: number; netPaise: number };

/** The sums of the payslips' gross, deductions and net (integer paise: exact). */
export function payslipTotals(payslips: readonly PayTotals[]): PayTotals {
  return payslips.reduce<PayTotals>(
    (t, p) => ({
      grossPaise: t.grossPaise + p.grossPaise,
      deductionsPaise: t.deductionsPaise + p.deductionsPaise,
      netPaise: t.netPaise + p.netPaise,
    }),
    { grossPaise: 0, deductionsPaise: 0, netPaise: 0 },
  );
}

/** Whether the payslips add up to the run's totals, to the paisa. */
export function totalsAgree(run: PayTotals, payslips: readonly PayTotals[]): boolean {
  const sum = payslipTotals(payslips);
  return (
    sum.grossPaise === run.grossPaise &&
    sum.deductionsPaise === run.deductionsPaise &&
    sum.netPaise === run.netPaise
  );
}

/** Newest month first; within a month, by name. */
export function newestFirst<T extends Pick<PayslipView, 'month' | 'name'>>(
  list: readonly T[],
): T[] {
  return [...list].sort((a, b) =>
    a.month === b.month ? a.name.localeCompare(b.name, 'en-GB') : a.month < b.month ? 1 : -1,
  );
}

/** A bank account with only its last 4 digits shown: "••••••9012". */
export function maskedAccount(account: string | null): string {
  if (!account) return '—';
  const last = account.slice(-4);
  return `${'•'.repeat(Math.max(account.length - 4, 0))}${last}`;
}

/** How the masked account is read out: "account ending 9012". */
export const accountSpoken = (account: string | null) =>
  account ? `account ending ${account.slice(-4)}` : 'no account';

/** "30 of 30 days", "28.5 of 30 days (1.5 LOP)". */
export function daysText(p: Pick<PayslipView, 'payableDays' | 'daysInMonth' | 'lopDays'>): string {
  const days = `${p.payableDays} of ${p.daysInMonth} days`;
  return p.lopDays > 0 ? `${days} (${p.lopDays} LOP)` : days;
}

/** The payslip's file name when the server gives none: "payslip-2026-05-asha-verma.pdf". */
export function payslipFileName(p: Pick<PayslipView, 'month' | 'name'>): string {
  const name = p.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `payslip-${p.month}${name ? `-${name}` : ''}.pdf`;
}

// The file name the server gave (Content-Disposition): one rule for every download.
export { dispositionName } from '../../core/save-file';
