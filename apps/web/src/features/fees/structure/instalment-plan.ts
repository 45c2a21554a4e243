import { INSTALMENTS_MAX, type Instalment, splitInstalments } from '@shala/shared';
import { FIELD_MESSAGES, isIsoDay, readRupees, rupeesField } from '../fields';
import { newKey, type ParticularDraft, STRUCTURE_LIMITS } from './structure-draft';

/**
 * The instalment plan helper's form: what is typed, read into the shared splitter's terms
 * (splitInstalments: exact to the paisa), and the plan turned into the editor's charges.
 */

export type InstalmentForm = {
  name: string;
  /** Rupees as typed. */
  total: string;
  count: string;
  firstDueDate: string;
  monthsApart: string;
};

export const INSTALMENT_COUNTS = Array.from({ length: INSTALMENTS_MAX - 1 }, (_, i) => i + 2);

export const INSTALMENT_GAPS = [
  { months: 1, label: 'Month' },
  { months: 2, label: '2 months' },
  { months: 3, label: 'Quarter (3 months)' },
  { months: 4, label: '4 months' },
  { months: 6, label: 'Half year (6 months)' },
  { months: 12, label: 'Year' },
] as const;

export const INSTALMENT_MESSAGES = {
  name: 'Charge name required',
  tooFewPaise: 'The total is too small to split into that many instalments.',
} as const;

export type InstalmentPlan =
  | { ok: true; instalments: Instalment[] }
  | { ok: false; errors: Partial<Record<keyof InstalmentForm, string>> };

export function planInstalments(form: InstalmentForm): InstalmentPlan {
  const errors: Partial<Record<keyof InstalmentForm, string>> = {};
  const name = form.name.trim();
  // Room for " (instalment 12 of 12)" within a particular's name.
  if (!name || name.length > STRUCTURE_LIMITS.particular - 24)
    errors.name = INSTALMENT_MESSAGES.name;
  const total = readRupees(form.total, { positive: true });
  if (!total.ok) errors.total = total.message;
  const count = Number(form.count);
  const everyMonths = Number(form.monthsApart);
  if (!isIsoDay(form.firstDueDate)) errors.firstDueDate = FIELD_MESSAGES.dateRequired;
  if (total.ok && total.value < count) errors.total = INSTALMENT_MESSAGES.tooFewPaise;
  const known =
    INSTALMENT_COUNTS.includes(count) && INSTALMENT_GAPS.some((g) => g.months === everyMonths);
  if (Object.keys(errors).length > 0 || !total.ok || !known) return { ok: false, errors };
  return {
    ok: true,
    instalments: splitInstalments({
      name,
      totalPaise: total.value,
      count,
      firstDueDate: form.firstDueDate,
      everyMonths,
    }),
  };
}

/** The plan as new charges of the editor. */
export const instalmentRows = (instalments: readonly Instalment[]): ParticularDraft[] =>
  instalments.map((i) => ({
    key: newKey(),
    id: undefined,
    name: i.name,
    kind: 'CHARGE',
    amount: rupeesField(i.amountPaise),
    dueDate: i.dueDate,
  }));
