import {
  computePayslip,
  formatRupees,
  PAYROLL_TEXTS as M,
  STANDARD_COMPONENTS,
} from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { payrollRuns } from '../../src/db/schema/index.js';
import { ecall } from '../expenses/expense-school.js';
import { pdfText } from '../pdf/pdf-text.js';
import { useTestApp } from '../support/app.js';
import { notifiedTitles } from '../support/notification-helpers.js';
import { guardTenantWrites } from '../support/tenant-writes.js';
import { markStaff, type PayrollSchool, payrollSchool, pcall } from './payroll-school.js';

const t = useTestApp();
guardTenantWrites(t);
const R = 100;

const prepare = (s: PayrollSchool, body: Record<string, unknown> = {}) =>
  pcall(t, s.accountant, 'POST', 'run', { groupId: s.groupId, month: '2026-05', ...body });
const approve = (s: PayrollSchool, id: string) =>
  pcall(t, s.admin, 'PUT', 'run/approve', {
    groupId: s.groupId,
    id,
    financialAccountId: s.bank.id,
    paymentMedium: 'NEFT',
  });
const titles = (profileId: string, kind: string) => notifiedTitles(t, profileId, kind);

describe("a month's payroll (issue 25 §2)", () => {
  it('prepares every payslip from the structure and the staff attendance, and tells the approver', async () => {
    const s = await payrollSchool(t);
    // Asha was absent two days and left at noon one day in May; a day of approved leave is paid.
    await markStaff(t, s, s.asha, {
      '2026-05-04': 'A',
      '2026-05-05': 'A',
      '2026-05-06': 'H',
      '2026-05-07': 'E',
    });
    const res = await prepare(s);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.ran(2, 'May 2026'));
    const run = res.json().data;
    expect(run).toMatchObject({ month: '2026-05', status: 'DRAFT', staff: 2 });
    const asha = run.payslips.find((p: { profileId: string }) => p.profileId === s.asha.profileId);
    const expected = computePayslip({
      components: STANDARD_COMPONENTS,
      employment: { basicPaise: 30_000 * R, pfApplies: true, ptState: 'MH', tdsPaise: 1_000 * R },
      month: '2026-05',
      lopDays: 2.5,
    });
    expect(asha).toMatchObject({
      lopDays: 2.5,
      payableDays: 28.5,
      grossPaise: expected.grossPaise,
      deductionsPaise: expected.deductionsPaise,
      netPaise: expected.netPaise,
      earnings: expected.earnings,
    });
    // The run's totals are its payslips'.
    const sum = (key: 'grossPaise' | 'deductionsPaise' | 'netPaise') =>
      run.payslips.reduce((total: number, p: Record<string, number>) => total + (p[key] ?? 0), 0);
    expect([run.grossPaise, run.deductionsPaise, run.netPaise]).toEqual([
      sum('grossPaise'),
      sum('deductionsPaise'),
      sum('netPaise'),
    ]);
    expect(await titles(s.admin.profileId, 'payroll.prepared')).toEqual([
      'Payroll for May 2026 is ready for approval',
    ]);

    // Run again before approval, with arrears: the draft is replaced, not doubled.
    const again = await prepare(s, {
      arrears: [{ profileId: s.ravi.profileId, amountPaise: 2_500 * R }],
    });
    expect(again.statusCode, again.body).toBe(200);
    const ravi = again
      .json()
      .data.payslips.find((p: { profileId: string }) => p.profileId === s.ravi.profileId);
    expect(ravi.earnings.at(-1)).toEqual({
      code: 'ARREARS',
      name: 'Arrears',
      amountPaise: 2_500 * R,
    });
    expect(again.json().data.id).toBe(run.id);
    expect(again.json().data.payslips).toHaveLength(2);
  });

  it('approves a draft: locked, and each salary paid in the day book', async () => {
    const s = await payrollSchool(t);
    const run = (await prepare(s)).json().data;
    const refused = await pcall(t, s.accountant, 'PUT', 'run/approve', {
      groupId: s.groupId,
      id: run.id,
      financialAccountId: s.bank.id,
      paymentMedium: 'NEFT',
    });
    expect(refused.statusCode).toBe(403);
    const cash = await pcall(t, s.admin, 'PUT', 'run/approve', {
      groupId: s.groupId,
      id: run.id,
      financialAccountId: s.cash.id,
      paymentMedium: 'NEFT',
    });
    expect(cash.statusCode).toBe(400);
    expect(cash.json().message).toBe(M.medium);
    const res = await approve(s, run.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.approved('May 2026'));
    expect(res.json().data).toMatchObject({ status: 'APPROVED', approvedBy: expect.any(String) });
    const book = await ecall(t, s.accountant, 'GET', 'day-book', {
      groupId: s.groupId,
      from: '2026-06-01',
    });
    const salaries = book
      .json()
      .lines.filter((l: { particulars: string }) =>
        l.particulars.startsWith('Salary for May 2026'),
      );
    expect(salaries).toHaveLength(2);
    expect(salaries.reduce((t: number, l: { amountPaise: number }) => t + l.amountPaise, 0)).toBe(
      run.netPaise,
    );
    expect(salaries[0]).toMatchObject({
      side: 'PAYMENT',
      category: 'Salaries',
      accountName: 'School Bank',
    });
    // Locked: no re-run, no second approval.
    expect((await prepare(s)).statusCode).toBe(409);
    const twice = await approve(s, run.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.locked);
    expect(await titles(s.asha.profileId, 'payroll.approved')).toEqual([
      'Your payslip for May 2026',
    ]);
  });

  it('refuses the whole run, naming the bad rows, and saves nothing', async () => {
    const s = await payrollSchool(t);
    await s.employ(s.ravi, { basicPaise: 5_000 * R, tdsPaise: 90_000 * R });
    const res = await prepare(s);
    expect(res.statusCode).toBe(400);
    const ravi = computePayslip({
      components: STANDARD_COMPONENTS,
      employment: { basicPaise: 5_000 * R, pfApplies: true, ptState: 'MH', tdsPaise: 90_000 * R },
      month: '2026-05',
      lopDays: 0,
    });
    expect(res.json().message).toBe(
      M.refused([
        `Ravi Test: the deductions (${formatRupees(ravi.deductionsPaise)}) exceed the pay`,
      ]),
    );
    expect(await t.app.deps.database.db.select().from(payrollRuns)).toHaveLength(0);
    const stranger = await prepare(s, {
      arrears: [{ profileId: s.student(0).profileId, amountPaise: 100 }],
    });
    expect(stranger.statusCode).toBe(400);
    expect((await prepare(s, { month: '2026-07' })).json().message).toBe(M.futureMonth);
    expect((await prepare(s, { month: '2026-13' })).json().message).toBe(M.month);
  });

  it('gives each staff member their own payslips of approved months, as PDF with the net in words', async () => {
    const s = await payrollSchool(t);
    const run = (await prepare(s)).json().data;
    const mine = async (who: typeof s.asha) =>
      (await pcall(t, who, 'GET', 'payslip/mine', { groupId: s.groupId })).json().payslips;
    expect(await mine(s.asha)).toEqual([]);
    const ashaSlip = run.payslips.find(
      (p: { profileId: string }) => p.profileId === s.asha.profileId,
    );
    // A draft's payslip is not hers to read yet; the accountant may.
    expect(
      (await pcall(t, s.asha, 'GET', 'payslip/pdf', { groupId: s.groupId, id: ashaSlip.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await pcall(t, s.accountant, 'GET', 'payslip/pdf', { groupId: s.groupId, id: ashaSlip.id }))
        .statusCode,
    ).toBe(200);
    await approve(s, run.id);
    const hers = await mine(s.asha);
    expect(hers.map((p: { month: string; netPaise: number }) => [p.month, p.netPaise])).toEqual([
      ['2026-05', ashaSlip.netPaise],
    ]);
    const pdf = await pcall(t, s.asha, 'GET', 'payslip/pdf', {
      groupId: s.groupId,
      id: ashaSlip.id,
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Payslip for May 2026');
    expect(text).toContain('Asha Test');
    expect(text).toContain(`Net pay: ${formatRupees(ashaSlip.netPaise)}`);
    expect(text).toMatch(/In words: Rupees [A-Z][a-z]+/);
    expect(text).toContain('Bank account: State Bank of India …5678');
    // Ravi may not read Asha's.
    expect(
      (await pcall(t, s.ravi, 'GET', 'payslip/pdf', { groupId: s.groupId, id: ashaSlip.id }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps structures and employment details to valid values and the staff', async () => {
    const s = await payrollSchool(t);
    const bad: [Record<string, unknown>, string][] = [
      [{ pan: 'ABC123' }, M.pan],
      [{ ifsc: 'SBIN1234567' }, M.ifsc],
      [{ uan: '12' }, M.uan],
      [{ bankAccount: '12ab' }, M.bankAccount],
      [{ ptState: 'XX' }, M.ptState],
      [{ basicPaise: -1 }, M.amount],
    ];
    for (const [over, message] of bad) {
      const res = await pcall(t, s.accountant, 'PUT', 'employment', {
        groupId: s.groupId,
        profileId: s.asha.profileId,
        structureId: s.structureId,
        designation: 'TGT',
        joiningDate: '2024-06-10',
        basicPaise: 100,
        ptState: 'MH',
        ...over,
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message, JSON.stringify(over)).toBe(message);
    }
    const student = await pcall(t, s.accountant, 'PUT', 'employment', {
      groupId: s.groupId,
      profileId: s.student(0).profileId,
      structureId: s.structureId,
      designation: 'TGT',
      joiningDate: '2024-06-10',
      basicPaise: 100,
      ptState: 'MH',
    });
    expect(student.statusCode).toBe(404);
    expect(student.json().message).toBe(M.notStaff);
    const noBasic = await pcall(t, s.accountant, 'POST', 'salary-structure', {
      groupId: s.groupId,
      name: 'Support staff',
      components: STANDARD_COMPONENTS.slice(1),
    });
    expect(noBasic.statusCode).toBe(400);
    expect(noBasic.json().message).toBe(M.components);
    const taken = await pcall(t, s.accountant, 'POST', 'salary-structure', {
      groupId: s.groupId,
      name: 'teaching staff',
      components: STANDARD_COMPONENTS,
    });
    expect(taken.statusCode).toBe(409);
    expect(
      (await pcall(t, s.asha, 'POST', 'run', { groupId: s.groupId, month: '2026-05' })).statusCode,
    ).toBe(403);
    expect((await pcall(t, s.asha, 'GET', 'employment', { groupId: s.groupId })).statusCode).toBe(
      403,
    );
    // Employment lists every staff member, with or without details.
    const staff = (await pcall(t, s.accountant, 'GET', 'employment', { groupId: s.groupId })).json()
      .staff;
    expect(
      staff.filter((p: { employment: unknown }) => p.employment === null).length,
    ).toBeGreaterThan(0);
  });
});
