import { describe, expect, it } from 'vitest';
import { computePayslip, daysInMonth, professionalTax, STANDARD_COMPONENTS } from './payroll.js';

const R = 100;
const teacher = {
  basicPaise: 30_000 * R,
  pfApplies: true,
  ptState: 'MH' as const,
  tdsPaise: 1_000 * R,
};

describe('a month’s payslip', () => {
  it('pays the structure in full with PF on the ceiling, no ESI above ₹21,000, PT and TDS', () => {
    const slip = computePayslip({
      components: STANDARD_COMPONENTS,
      employment: teacher,
      month: '2026-11',
      lopDays: 0,
    });
    expect(slip.earnings).toEqual([
      { code: 'BASIC', name: 'Basic', amountPaise: 30_000 * R },
      { code: 'DA', name: 'Dearness allowance', amountPaise: 3_000 * R },
      { code: 'HRA', name: 'House rent allowance', amountPaise: 12_000 * R },
      { code: 'CONV', name: 'Conveyance allowance', amountPaise: 1_600 * R },
    ]);
    expect(slip.grossPaise).toBe(46_600 * R);
    expect(slip.deductions).toEqual([
      { code: 'PF', name: 'Provident fund', amountPaise: 1_800 * R },
      { code: 'PT', name: 'Professional tax', amountPaise: 200 * R },
      { code: 'TDS', name: 'Income tax (TDS)', amountPaise: 1_000 * R },
    ]);
    expect(slip.netPaise).toBe((46_600 - 3_000) * R);
  });

  it('prorates every earning by the payable days, halves counted, and PF on what was earned', () => {
    const slip = computePayslip({
      components: STANDARD_COMPONENTS,
      employment: { ...teacher, basicPaise: 10_000 * R, tdsPaise: 0 },
      month: '2026-11',
      lopDays: 1.5,
    });
    expect(slip).toMatchObject({ daysInMonth: 30, lopDays: 1.5, payableDays: 28.5 });
    // ₹10,000 × 28.5 / 30.
    expect(slip.earnings[0]?.amountPaise).toBe(9_500 * R);
    expect(slip.earnings[1]?.amountPaise).toBe(950 * R);
    // ₹9,500 + ₹950 + ₹3,800 (HRA) + ₹1,520 (conveyance). PF on ₹10,450 earned (under the
    // ceiling): ₹1,254. ESI: the full month's ₹16,600 is under ₹21,000, so 0.75 % of the month's
    // ₹15,770 = ₹118.28, rounded up to ₹119.
    expect(slip.grossPaise).toBe(15_770 * R);
    expect(slip.deductions.map((d) => [d.code, d.amountPaise])).toEqual([
      ['PF', 1_254 * R],
      ['ESI', 119 * R],
      ['PT', 200 * R],
    ]);
    expect(slip.netPaise).toBe(slip.grossPaise - slip.deductionsPaise);
  });

  it('pays arrears on top, outside the proration and PF, and skips PF where it does not apply', () => {
    const slip = computePayslip({
      components: STANDARD_COMPONENTS,
      employment: { ...teacher, pfApplies: false },
      month: '2026-11',
      lopDays: 30,
      arrearsPaise: 2_000 * R,
    });
    expect(slip.earnings.map((e) => e.amountPaise)).toEqual([0, 0, 0, 0, 2_000 * R]);
    // No ESI: the full month's gross (₹46,600) is above ₹21,000; no PT on ₹2,000.
    expect(slip.deductions.map((d) => d.code)).toEqual(['TDS']);
  });

  it('counts the days of each month', () => {
    expect(daysInMonth('2026-02')).toBe(28);
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInMonth('2026-12')).toBe(31);
  });
});

describe('professional tax by state', () => {
  it('follows the monthly slabs', () => {
    expect(professionalTax('MH', 7_500 * R, 11)).toBe(0);
    expect(professionalTax('MH', 9_000 * R, 11)).toBe(175 * R);
    expect(professionalTax('MH', 40_000 * R, 11)).toBe(200 * R);
    expect(professionalTax('MH', 40_000 * R, 2)).toBe(300 * R);
    expect(professionalTax('KA', 24_999 * R, 5)).toBe(0);
    expect(professionalTax('KA', 25_000 * R, 5)).toBe(200 * R);
    expect(professionalTax('WB', 20_000 * R, 5)).toBe(130 * R);
    expect(professionalTax('NONE', 90_000 * R, 5)).toBe(0);
  });
});
