import { PAYROLL_TEXTS, STANDARD_COMPONENTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { PAYROLL_MONEY_TEXTS } from '../payroll-rules';
import {
  addRow,
  COMPONENTS_MAX,
  checkStructure,
  describeCalc,
  kindFixed,
  mayMove,
  moveRow,
  percentText,
  previewComponents,
  previewPayslip,
  readPercent,
  removeRow,
  rowsOf,
  STRUCTURE_TEXTS,
  withCalc,
} from './structure-form';

const GROUP = '0b6f3e4e-8a43-4c1a-9d0e-111111111111';

describe('how a component is computed, in words', () => {
  it('says each calculation as the accountant reads it', () => {
    const said = STANDARD_COMPONENTS.map(describeCalc);
    expect(said).toEqual([
      'Basic',
      '10 % of Basic',
      '40 % of Basic',
      '₹1,600.00 a month',
      'PF 12 % of Basic + DA up to ₹15,000',
      'ESI 0.75 %',
      'Professional tax by state',
      'TDS as set',
    ]);
    expect(describeCalc({ calc: 'PERCENT_OF_BASIC', percent: 1250 })).toBe('12.5 % of Basic');
  });
});

describe('percentages', () => {
  it('read exactly into hundredths and back', () => {
    expect(readPercent('40')).toEqual({ ok: true, hundredths: 4000 });
    expect(readPercent('12.5')).toEqual({ ok: true, hundredths: 1250 });
    expect(readPercent('0.75 %')).toEqual({ ok: true, hundredths: 75 });
    expect(readPercent('100')).toEqual({ ok: true, hundredths: 10_000 });
    // 0.29 * 100 is 28.999999999999996 as a float.
    expect(readPercent('0.29')).toEqual({ ok: true, hundredths: 29 });
    for (const typed of ['0', '100.01', '', '1.234', '-5', 'ten']) {
      expect(readPercent(typed).ok, typed).toBe(false);
    }
    for (const h of [1, 75, 1000, 1250, 4000, 10_000]) {
      expect(readPercent(percentText(h))).toEqual({ ok: true, hundredths: h });
    }
  });
});

describe('the component rows', () => {
  it('start from the standard structure and read back to it', () => {
    const rows = rowsOf(STANDARD_COMPONENTS);
    expect(rows.map((r) => r.code)).toEqual(STANDARD_COMPONENTS.map((c) => c.code));
    expect(rows[3]?.amount).toBe('1600');
    expect(rows[2]?.percent).toBe('40');
    const checked = checkStructure(GROUP, 'Teaching staff', rows);
    expect(checked).toEqual({ ok: true, name: 'Teaching staff', components: STANDARD_COMPONENTS });
  });

  it('keep Basic first: it neither moves, is passed nor is removed', () => {
    const rows = rowsOf(STANDARD_COMPONENTS);
    expect(mayMove(rows, 0, 1)).toBe(false);
    expect(mayMove(rows, 1, -1)).toBe(false);
    expect(mayMove(rows, 2, -1)).toBe(true);
    expect(mayMove(rows, rows.length - 1, 1)).toBe(false);
    expect(moveRow(rows, 1, -1).map((r) => r.code)).toEqual(rows.map((r) => r.code));
    expect(
      moveRow(rows, 2, -1)
        .map((r) => r.code)
        .slice(0, 3),
    ).toEqual(['BASIC', 'HRA', 'DA']);
    expect(
      moveRow(rows, 1, 1)
        .map((r) => r.code)
        .slice(0, 3),
    ).toEqual(['BASIC', 'HRA', 'DA']);
    expect(removeRow(rows, 0)).toHaveLength(rows.length);
    expect(removeRow(rows, 3).map((r) => r.code)).not.toContain('CONV');
  });

  it('add a blank fixed earning, up to Basic and 20 more', () => {
    let rows = rowsOf(STANDARD_COMPONENTS);
    rows = addRow(rows);
    expect(rows.at(-1)).toMatchObject({ code: '', kind: 'EARNING', calc: 'FIXED' });
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
    for (let i = 0; i < COMPONENTS_MAX + 3; i += 1) rows = addRow(rows);
    expect(rows).toHaveLength(COMPONENTS_MAX);
  });

  it('make a statutory calculation a deduction, and fix its kind', () => {
    const [row] = addRow([]);
    if (!row) throw new Error('no row');
    expect(withCalc(row, 'PF')).toMatchObject({ calc: 'PF', kind: 'DEDUCTION' });
    expect(kindFixed({ calc: 'PF' })).toBe(true);
    expect(kindFixed({ calc: 'BASIC' })).toBe(true);
    expect(kindFixed({ calc: 'FIXED' })).toBe(false);
    expect(withCalc({ ...row, kind: 'DEDUCTION' }, 'FIXED').kind).toBe('DEDUCTION');
  });
});

describe('checking a structure', () => {
  it('says what is wrong beside each row', () => {
    const rows = addRow(rowsOf(STANDARD_COMPONENTS));
    const last = rows.length - 1;
    const bad = rows.map((r, i) =>
      i === 2
        ? { ...r, percent: '140' }
        : i === 3
          ? { ...r, amount: '1,600' }
          : i === last
            ? { ...r, code: 'h', name: ' ' }
            : r,
    );
    const checked = checkStructure(GROUP, ' ', bad);
    if (checked.ok) throw new Error('accepted');
    expect(checked.errors.name).toBe(PAYROLL_TEXTS.structureName);
    const byCode = (i: number) => checked.errors.rows[bad[i]?.key ?? ''];
    expect(byCode(2)).toEqual({ value: STRUCTURE_TEXTS.percent });
    expect(byCode(3)?.value).toBeTruthy();
    expect(byCode(last)).toEqual({
      code: STRUCTURE_TEXTS.code,
      name: STRUCTURE_TEXTS.name,
      value: PAYROLL_MONEY_TEXTS.required,
    });
    expect(byCode(0)).toBeUndefined();
  });

  it('refuses a code twice, and sends codes in capitals with spaces tidied', () => {
    const rows = addRow(rowsOf(STANDARD_COMPONENTS));
    const twice = rows.map((r, i) =>
      i === rows.length - 1 ? { ...r, code: 'hra', name: 'Again', amount: '10' } : r,
    );
    const refused = checkStructure(GROUP, 'Staff', twice);
    if (refused.ok) throw new Error('accepted');
    expect(Object.values(refused.errors.rows)).toEqual([{ code: PAYROLL_TEXTS.componentCode }]);

    const fine = rows.map((r, i) =>
      i === rows.length - 1
        ? { ...r, code: 'wash', name: '  Washing   allowance ', amount: '250.5' }
        : r,
    );
    const checked = checkStructure(GROUP, '  Support   staff ', fine);
    expect(checked.ok && checked.name).toBe('Support staff');
    expect(checked.ok && checked.components.at(-1)).toEqual({
      code: 'WASH',
      name: 'Washing allowance',
      kind: 'EARNING',
      calc: 'FIXED',
      amountPaise: 25_050,
    });
  });
});

describe('the live preview', () => {
  it('computes a month’s payslip on a basic by the structure as typed', () => {
    const rows = rowsOf(STANDARD_COMPONENTS);
    const slip = previewPayslip(previewComponents(rows), 3_000_000, 'KA', '2026-05');
    // Basic 30,000 + DA 3,000 + HRA 12,000 + conveyance 1,600.
    expect(slip.grossPaise).toBe(4_660_000);
    // PF 12 % of 15,000 (the ceiling); no ESI above 21,000; Karnataka PT 200.
    expect(slip.deductions.map((d) => [d.code, d.amountPaise])).toEqual([
      ['PF', 180_000],
      ['PT', 20_000],
    ]);
    expect(slip.netPaise).toBe(4_660_000 - 200_000);
  });

  it('counts what does not read yet as nothing', () => {
    const rows = rowsOf(STANDARD_COMPONENTS).map((r) =>
      r.code === 'CONV' ? { ...r, amount: 'abc' } : r.code === 'HRA' ? { ...r, percent: '' } : r,
    );
    const slip = previewPayslip(previewComponents(rows), 1_000_000, 'NONE', '2026-05');
    expect(slip.earnings.map((e) => e.amountPaise)).toEqual([1_000_000, 100_000, 0, 0]);
  });
});
