import {
  computePayslip,
  ESI_RATE_BP,
  formatRupees,
  PAYROLL_TEXTS,
  type Payslip,
  PF_RATE_BP,
  PF_WAGE_CEILING_PAISE,
  type PtState,
  rupeesText,
  type SalaryCalc,
  type SalaryComponent,
  type SalaryKind,
  STATUTORY_CALCS,
  salaryStructureBodySchema,
} from '@shala/shared';
import { readMonthRupees } from '../payroll-rules';

/**
 * A salary structure's form: its components as typed (rupees and percentages as text), read
 * into the wire's components exactly (paise and hundredths of a percent as integers), and how
 * each component is computed, in words.
 */

export const KIND_LABELS: Record<SalaryKind, string> = {
  EARNING: 'Earning',
  DEDUCTION: 'Deduction',
};

/** The calculations to choose from (Basic is the first row's own). */
export const CALC_LABELS: Record<SalaryCalc, string> = {
  BASIC: 'Basic (each staff member’s)',
  FIXED: 'A fixed amount a month',
  PERCENT_OF_BASIC: 'A percentage of Basic',
  PF: 'Provident fund (statutory)',
  ESI: 'ESI (statutory)',
  PT: 'Professional tax by state',
  TDS: 'TDS as set for each staff member',
};

export const STRUCTURE_TEXTS = {
  code: 'Code: 2 to 12 capitals, digits or _, starting with a letter (HRA).',
  name: 'Name required (at most 60 characters).',
  percent: 'A percentage from 0.01 to 100, e.g. 40 or 12.5.',
  tooMany: 'At most 20 components besides Basic.',
} as const;

/** At most this many rows: Basic and 20 more. */
export const COMPONENTS_MAX = 21;

/** Rupees without ".00": ₹15,000. */
const wholeRupees = (paise: number) => formatRupees(paise).replace(/\.00$/, '');

/** Hundredths of a percent as typed back: 4000 → "40", 1250 → "12.5", 75 → "0.75". */
export function percentText(hundredths: number): string {
  const whole = Math.trunc(hundredths / 100);
  const rest = hundredths % 100;
  if (rest === 0) return String(whole);
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** A percentage as typed, in hundredths (exactly: split at the point), 0.01 to 100. */
export function readPercent(typed: string): { ok: true; hundredths: number } | { ok: false } {
  const text = typed.trim().replace(/\s*%$/, '');
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return { ok: false };
  const hundredths = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return hundredths >= 1 && hundredths <= 10_000 ? { ok: true, hundredths } : { ok: false };
}

/** How a component is computed, in words: "40 % of Basic", "₹1,600.00 a month". */
export function describeCalc(c: Pick<SalaryComponent, 'calc' | 'amountPaise' | 'percent'>): string {
  switch (c.calc) {
    case 'BASIC':
      return 'Basic';
    case 'FIXED':
      return `${formatRupees(c.amountPaise ?? 0)} a month`;
    case 'PERCENT_OF_BASIC':
      return `${percentText(c.percent ?? 0)} % of Basic`;
    case 'PF':
      return `PF ${percentText(PF_RATE_BP)} % of Basic + DA up to ${wholeRupees(PF_WAGE_CEILING_PAISE)}`;
    case 'ESI':
      return `ESI ${percentText(ESI_RATE_BP)} %`;
    case 'PT':
      return 'Professional tax by state';
    case 'TDS':
      return 'TDS as set';
  }
}

/** One component as typed; `key` keeps its row while rows move. */
export type ComponentRow = {
  key: string;
  code: string;
  name: string;
  kind: SalaryKind;
  calc: SalaryCalc;
  /** FIXED: rupees a month as typed. */
  amount: string;
  /** PERCENT_OF_BASIC: percent as typed. */
  percent: string;
};

let lastKey = 0;
const newKey = () => {
  lastKey += 1;
  return `row-${lastKey}`;
};

/** The rows of existing components (or STANDARD_COMPONENTS for a new structure). */
export function rowsOf(components: readonly SalaryComponent[]): ComponentRow[] {
  return components.map((c) => ({
    key: newKey(),
    code: c.code,
    name: c.name,
    kind: c.kind,
    calc: c.calc,
    amount: c.calc === 'FIXED' ? rupeesText(c.amountPaise ?? 0) : '',
    percent: c.calc === 'PERCENT_OF_BASIC' ? percentText(c.percent ?? 0) : '',
  }));
}

/** A new row at the end: a fixed earning to name. */
export function addRow(rows: readonly ComponentRow[]): ComponentRow[] {
  if (rows.length >= COMPONENTS_MAX) return [...rows];
  return [
    ...rows,
    { key: newKey(), code: '', name: '', kind: 'EARNING', calc: 'FIXED', amount: '', percent: '' },
  ];
}

/** Without the row at `index`; Basic (the first) stays. */
export function removeRow(rows: readonly ComponentRow[], index: number): ComponentRow[] {
  return index <= 0 ? [...rows] : rows.filter((_, i) => i !== index);
}

/** Whether the row at `index` may move by `by` (±1): Basic stays first. */
export const mayMove = (rows: readonly ComponentRow[], index: number, by: -1 | 1) =>
  index > 0 && index + by > 0 && index + by < rows.length;

/** The row at `index` moved up (-1) or down (+1), when it may. */
export function moveRow(rows: readonly ComponentRow[], index: number, by: -1 | 1): ComponentRow[] {
  const next = [...rows];
  if (!mayMove(rows, index, by)) return next;
  const [row] = next.splice(index, 1);
  if (row) next.splice(index + by, 0, row);
  return next;
}

/** Another calculation: a statutory one is a deduction. */
export function withCalc(row: ComponentRow, calc: SalaryCalc): ComponentRow {
  return { ...row, calc, kind: STATUTORY_CALCS.includes(calc) ? 'DEDUCTION' : row.kind };
}

/** Whether a row's kind may be chosen (Basic earns, the statutory ones deduct). */
export const kindFixed = (row: Pick<ComponentRow, 'calc'>) =>
  row.calc === 'BASIC' || STATUTORY_CALCS.includes(row.calc);

export type RowErrors = { code?: string; name?: string; value?: string };
export type StructureErrors = {
  name?: string;
  rows: Record<string, RowErrors>;
  form?: string;
};

export type CheckedStructure =
  | { ok: true; components: SalaryComponent[]; name: string }
  | { ok: false; errors: StructureErrors };

/** One row read into a component, or what is wrong with it. */
function readRow(row: ComponentRow): { component?: SalaryComponent; errors: RowErrors } {
  const errors: RowErrors = {};
  const code = row.code.trim().toUpperCase();
  const name = row.name.trim().replace(/\s+/g, ' ');
  if (!/^[A-Z][A-Z0-9_]{1,11}$/.test(code)) errors.code = STRUCTURE_TEXTS.code;
  if (!name || name.length > 60) errors.name = STRUCTURE_TEXTS.name;
  const component: SalaryComponent = { code, name, kind: row.kind, calc: row.calc };
  if (row.calc === 'FIXED') {
    const read = readMonthRupees(row.amount, { required: true });
    if (read.ok) component.amountPaise = read.paise;
    else errors.value = read.message;
  }
  if (row.calc === 'PERCENT_OF_BASIC') {
    const read = readPercent(row.percent);
    if (read.ok) component.percent = read.hundredths;
    else errors.value = STRUCTURE_TEXTS.percent;
  }
  if (STATUTORY_CALCS.includes(row.calc)) component.kind = 'DEDUCTION';
  if (row.calc === 'BASIC') component.kind = 'EARNING';
  return Object.keys(errors).length > 0 ? { errors } : { component, errors };
}

/** The structure's name and rows read for the wire (the shared schema has the last word). */
export function checkStructure(
  groupId: string,
  name: string,
  rows: readonly ComponentRow[],
): CheckedStructure {
  const errors: StructureErrors = { rows: {} };
  const components: SalaryComponent[] = [];
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (!trimmed || trimmed.length > 80) errors.name = PAYROLL_TEXTS.structureName;
  for (const row of rows) {
    const read = readRow(row);
    if (read.component) components.push(read.component);
    else errors.rows[row.key] = read.errors;
  }
  const codes = rows.map((r) => r.code.trim().toUpperCase());
  rows.forEach((row, i) => {
    if (codes.indexOf(codes[i] ?? '') !== i && !errors.rows[row.key]?.code) {
      errors.rows[row.key] = { ...errors.rows[row.key], code: PAYROLL_TEXTS.componentCode };
    }
  });
  if (rows.length > COMPONENTS_MAX) errors.form = STRUCTURE_TEXTS.tooMany;
  if (errors.name || errors.form || Object.keys(errors.rows).length > 0) {
    return { ok: false, errors };
  }
  const parsed = salaryStructureBodySchema.safeParse({ groupId, name: trimmed, components });
  if (!parsed.success) {
    return {
      ok: false,
      errors: { rows: {}, form: parsed.error.issues[0]?.message ?? PAYROLL_TEXTS.components },
    };
  }
  return { ok: true, components: parsed.data.components, name: parsed.data.name };
}

/** The rows as far as they read, for the live preview (what does not read counts as nothing). */
export function previewComponents(rows: readonly ComponentRow[]): SalaryComponent[] {
  return rows.map((row) => {
    const c: SalaryComponent = {
      code: row.code.trim().toUpperCase(),
      name: row.name,
      kind: row.kind,
      calc: row.calc,
    };
    if (row.calc === 'FIXED') {
      const read = readMonthRupees(row.amount);
      c.amountPaise = read.ok ? read.paise : 0;
    }
    if (row.calc === 'PERCENT_OF_BASIC') {
      const read = readPercent(row.percent);
      c.percent = read.ok ? read.hundredths : 0;
    }
    return c;
  });
}

/** A full month's payslip on a basic, by the structure (PF applies, no TDS, no loss of pay). */
export function previewPayslip(
  components: readonly SalaryComponent[],
  basicPaise: number,
  ptState: PtState,
  month: string,
): Payslip {
  return computePayslip({
    components,
    employment: { basicPaise, pfApplies: true, ptState, tdsPaise: 0 },
    month,
    lopDays: 0,
  });
}
