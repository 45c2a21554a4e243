/**
 * A month's payslip (issue 25 §2), one rule for the run, the screens and tests. Earnings are the
 * structure's components for the month's payable days (days in the month less loss-of-pay days,
 * halves counted as halves); then the statutory deductions on what was earned:
 * - PF: 12 % of Basic + DA, on at most the ₹15,000 wage ceiling, where PF applies;
 * - ESI: 0.75 % of the month's gross, rounded up to the rupee, where the full month's gross is at
 *   most ₹21,000;
 * - professional tax by the state's monthly slab on the gross (Maharashtra's ₹300 in February);
 * - TDS as the accountant set it for the month.
 * Arrears are paid on top, outside the proration and the PF base. Money is integer paise.
 */

export const SALARY_CALCS = [
  'BASIC',
  'FIXED',
  'PERCENT_OF_BASIC',
  'PF',
  'ESI',
  'PT',
  'TDS',
] as const;
export type SalaryCalc = (typeof SALARY_CALCS)[number];
export const SALARY_KINDS = ['EARNING', 'DEDUCTION'] as const;
export type SalaryKind = (typeof SALARY_KINDS)[number];

export type SalaryComponent = {
  /** BASIC, DA, HRA, CONV, PF … */
  code: string;
  name: string;
  kind: SalaryKind;
  calc: SalaryCalc;
  /** FIXED: paise a month. */
  amountPaise?: number | undefined;
  /** PERCENT_OF_BASIC: hundredths of a percent (4000 = 40 %). */
  percent?: number | undefined;
};

/** The statutory calculations are deductions; Basic, fixed and percentage ones may be either. */
export const STATUTORY_CALCS: readonly SalaryCalc[] = ['PF', 'ESI', 'PT', 'TDS'];

/** States whose monthly professional tax slabs we know; NONE where there is none (Delhi). */
export const PT_STATES = ['MH', 'KA', 'WB', 'GJ', 'NONE'] as const;
export type PtState = (typeof PT_STATES)[number];
export const PT_STATE_NAMES: Record<PtState, string> = {
  MH: 'Maharashtra',
  KA: 'Karnataka',
  WB: 'West Bengal',
  GJ: 'Gujarat',
  NONE: 'None (no professional tax)',
};

const RUPEE = 100;
/** [gross up to (rupees), tax (rupees)], the last open-ended. */
const PT_SLABS: Record<Exclude<PtState, 'NONE'>, [number, number][]> = {
  MH: [
    [7_500, 0],
    [10_000, 175],
    [Number.POSITIVE_INFINITY, 200],
  ],
  KA: [
    [24_999, 0],
    [Number.POSITIVE_INFINITY, 200],
  ],
  WB: [
    [10_000, 0],
    [15_000, 110],
    [25_000, 130],
    [40_000, 150],
    [Number.POSITIVE_INFINITY, 200],
  ],
  GJ: [
    [11_999, 0],
    [Number.POSITIVE_INFINITY, 200],
  ],
};

/** The month's professional tax on a gross (paise); `month` 1–12. */
export function professionalTax(state: PtState, grossPaise: number, month: number): number {
  if (state === 'NONE') return 0;
  const slab = PT_SLABS[state].find(([upTo]) => grossPaise <= upTo * RUPEE);
  const tax = (slab?.[1] ?? 0) * RUPEE;
  // Maharashtra takes ₹300 in February, so that the year makes ₹2,500.
  return state === 'MH' && month === 2 && tax === 200 * RUPEE ? 300 * RUPEE : tax;
}

export const PF_RATE_BP = 1200;
export const PF_WAGE_CEILING_PAISE = 15_000 * RUPEE;
export const ESI_RATE_BP = 75;
export const ESI_GROSS_LIMIT_PAISE = 21_000 * RUPEE;

export type Employment = {
  basicPaise: number;
  pfApplies: boolean;
  ptState: PtState;
  tdsPaise: number;
};

export type PayLine = { code: string; name: string; amountPaise: number };
export type Payslip = {
  daysInMonth: number;
  lopDays: number;
  payableDays: number;
  earnings: PayLine[];
  deductions: PayLine[];
  grossPaise: number;
  deductionsPaise: number;
  netPaise: number;
};

/** Days in a yyyy-mm month. */
export function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

const percentOf = (paise: number, bp: number) => Math.round((paise * bp) / 10_000);

/** The month's payslip of one staff member by their structure. */
export function computePayslip(p: {
  components: readonly SalaryComponent[];
  employment: Employment;
  month: string;
  lopDays: number;
  arrearsPaise?: number;
}): Payslip {
  const days = daysInMonth(p.month);
  const lopDays = Math.min(Math.max(p.lopDays, 0), days);
  const payableDays = days - lopDays;
  // Prorated by half days: payable days are whole or halves, so twice them is whole.
  const prorate = (paise: number) => Math.round((paise * payableDays * 2) / (days * 2));
  const fullOf = (c: SalaryComponent): number => {
    switch (c.calc) {
      case 'BASIC':
        return p.employment.basicPaise;
      case 'FIXED':
        return c.amountPaise ?? 0;
      case 'PERCENT_OF_BASIC':
        return percentOf(p.employment.basicPaise, c.percent ?? 0);
      default:
        return 0;
    }
  };
  const earnings: PayLine[] = [];
  const otherDeductions: PayLine[] = [];
  let fullGross = 0;
  for (const c of p.components) {
    if (STATUTORY_CALCS.includes(c.calc)) continue;
    const full = fullOf(c);
    const line = { code: c.code, name: c.name, amountPaise: prorate(full) };
    if (c.kind === 'EARNING') {
      fullGross += full;
      earnings.push(line);
    } else otherDeductions.push(line);
  }
  const arrears = p.arrearsPaise ?? 0;
  if (arrears > 0) earnings.push({ code: 'ARREARS', name: 'Arrears', amountPaise: arrears });
  const gross = earnings.reduce((t, l) => t + l.amountPaise, 0);
  const earned = (code: string) => earnings.find((l) => l.code === code)?.amountPaise ?? 0;

  const deductions: PayLine[] = [];
  const month = Number(p.month.slice(5, 7));
  for (const c of p.components) {
    if (!STATUTORY_CALCS.includes(c.calc)) continue;
    let amount = 0;
    if (c.calc === 'PF' && p.employment.pfApplies) {
      amount = percentOf(
        Math.min(earned('BASIC') + earned('DA'), PF_WAGE_CEILING_PAISE),
        PF_RATE_BP,
      );
    } else if (c.calc === 'ESI' && fullGross <= ESI_GROSS_LIMIT_PAISE) {
      amount = Math.ceil((gross * ESI_RATE_BP) / 10_000 / RUPEE) * RUPEE;
    } else if (c.calc === 'PT') {
      amount = professionalTax(p.employment.ptState, gross, month);
    } else if (c.calc === 'TDS') {
      amount = p.employment.tdsPaise;
    }
    if (amount > 0) deductions.push({ code: c.code, name: c.name, amountPaise: amount });
  }
  deductions.push(...otherDeductions.filter((l) => l.amountPaise > 0));
  const deductionsPaise = deductions.reduce((t, l) => t + l.amountPaise, 0);
  return {
    daysInMonth: days,
    lopDays,
    payableDays,
    earnings,
    deductions,
    grossPaise: gross,
    deductionsPaise,
    netPaise: gross - deductionsPaise,
  };
}

/** A school's usual structure: Basic, DA 10 %, HRA 40 %, conveyance; PF, ESI, PT, TDS. */
export const STANDARD_COMPONENTS: SalaryComponent[] = [
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
    percent: 4000,
  },
  {
    code: 'CONV',
    name: 'Conveyance allowance',
    kind: 'EARNING',
    calc: 'FIXED',
    amountPaise: 1_600 * RUPEE,
  },
  { code: 'PF', name: 'Provident fund', kind: 'DEDUCTION', calc: 'PF' },
  { code: 'ESI', name: 'ESI', kind: 'DEDUCTION', calc: 'ESI' },
  { code: 'PT', name: 'Professional tax', kind: 'DEDUCTION', calc: 'PT' },
  { code: 'TDS', name: 'Income tax (TDS)', kind: 'DEDUCTION', calc: 'TDS' },
];
