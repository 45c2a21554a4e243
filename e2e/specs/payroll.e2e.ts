import {
  amountInWords,
  type DayBook,
  EXPENSE_API,
  indiaDay,
  PAYROLL_API,
  type PayrollRunDetail,
} from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { snap } from '../fixtures/artifacts.js';
import { axeFindings, describeFindings, type Finding } from '../fixtures/axe.js';
import { DEMO } from '../fixtures/demo-accounts.js';
import { pdfWords } from '../fixtures/payment-pdf.js';
import { usePortal } from '../fixtures/portal.js';
import { settled } from '../fixtures/settle.js';
import {
  apiAsPage,
  defaultInstituteOf,
  openBarMenu,
  openFromBell,
  scrollsSideways,
  seeText,
  signIn,
  waitForPath,
} from '../fixtures/ui.js';

// Issue 25 "Must show": a payroll run for the demo staff produces payslips that a staff member
// downloads. Kavita Rao (accountant) prepares this month's payroll from School ERP →
// Salary/payroll; Anita Desai (admin) approves it from her bell, paying from the bank; the day
// book lists every salary; Asha Verma (teacher) opens My payslips on a phone and downloads hers.
const portal = usePortal({ seedDemo: true });

const shown = (month: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

describe('payroll', () => {
  it('is prepared, approved into the day book, and a staff member downloads her payslip', async () => {
    const findings: Finding[] = [];
    const month = indiaDay(new Date()).slice(0, 7);
    const name = shown(month);

    const kavita = await portal.newPage('desktop');
    await signIn(kavita, DEMO.accountant.username, DEMO.accountant.password);
    await waitForPath(kavita, '/');
    const groupId = await defaultInstituteOf(kavita);
    await kavita.getByRole('link', { name: /^Payroll/ }).waitFor();
    const menu = await openBarMenu(kavita, 'School ERP');
    await menu.getByRole('menuitem', { name: 'Salary/payroll', exact: true }).click();
    await waitForPath(kavita, `/payroll/salary-structure/${groupId}`);
    const form = kavita.getByRole('form', { name: 'Prepare a month’s payroll' });
    await form.getByLabel('Month').fill(month);
    await form.getByRole('button', { name: 'Prepare payroll' }).click();
    const dialog = kavita.getByRole('dialog', { name: `Prepare the payroll of ${name}` });
    await dialog.getByRole('button', { name: 'Prepare payroll' }).click();
    await seeText(kavita, new RegExp(`^Payroll for ${name} prepared: \\d+ payslips\\.$`));
    const { runs } = await apiAsPage<{ runs: { id: string; month: string }[] }>(
      kavita,
      PAYROLL_API.runs,
      {
        groupId,
      },
    );
    const runId = runs.find((r) => r.month === month)?.id ?? '';
    const draft = await apiAsPage<PayrollRunDetail>(kavita, PAYROLL_API.run, {
      groupId,
      id: runId,
    });
    expect(draft.status).toBe('DRAFT');
    expect(draft.payslips.length).toBe(draft.staff);
    expect(draft.payslips.reduce((t, p) => t + p.netPaise, 0)).toBe(draft.netPaise);
    await settled(kavita);
    await snap(kavita, 'payroll-draft-accountant');
    findings.push(...(await axeFindings(kavita, 'payroll draft')));

    // Anita approves it from her bell, paying from the bank.
    const anita = await portal.newPage('desktop');
    await signIn(anita, DEMO.admin.username, DEMO.admin.password);
    await waitForPath(anita, '/');
    await openFromBell(
      anita,
      new RegExp(`Payroll for ${name} is ready for approval`),
      anita.getByRole('button', { name: 'Approve and pay' }),
    );
    await waitForPath(anita, `/payroll/salary-structure/${groupId}`);
    await anita.getByRole('button', { name: 'Approve and pay' }).click();
    const approve = anita.getByRole('dialog', { name: `Approve and pay the payroll of ${name}?` });
    await approve
      .getByLabel('Financial account')
      .selectOption({ label: 'School Bank (SBI) (State Bank of India)' });
    await approve.getByLabel('Payment medium').selectOption({ label: 'NEFT' });
    await snap(anita, 'payroll-approve-admin');
    findings.push(...(await axeFindings(anita, 'approve dialog')));
    await approve.getByRole('button', { name: 'Approve and pay' }).click();
    await seeText(anita, `Payroll for ${name} approved; the salaries are in the day book.`);
    const book = await apiAsPage<DayBook>(anita, EXPENSE_API.dayBook, {
      groupId,
      from: indiaDay(new Date()),
    });
    const salaries = book.lines.filter((l) => l.particulars.startsWith(`Salary for ${name}`));
    expect(salaries).toHaveLength(draft.payslips.filter((p) => p.netPaise > 0).length);
    expect(salaries.reduce((t, l) => t + l.amountPaise, 0)).toBe(draft.netPaise);

    // Asha, on a phone, downloads her payslip.
    const asha = await portal.newPage('phone');
    await signIn(asha, DEMO.teacher.username, DEMO.teacher.password);
    await waitForPath(asha, '/');
    await asha.goto('/payroll/my-payslips');
    await asha
      .getByRole('button', { name: `Open the payslip of ${name}` })
      .first()
      .click();
    const slip = asha.getByRole('dialog', { name: `Payslip: Asha Verma, ${name}` });
    await slip.getByText(/^Net pay: /).waitFor();
    await settled(asha);
    expect(await scrollsSideways(asha)).toBe(false);
    await snap(asha, 'payroll-payslip-teacher');
    findings.push(...(await axeFindings(asha, 'payslip on a phone')));
    const [download] = await Promise.all([
      asha.waitForEvent('download'),
      slip.getByRole('button', { name: /Download PDF/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`payslip-${month}-asha-verma.pdf`);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const pdf = Buffer.concat(chunks);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const hers = draft.payslips.find((p) => p.name === 'Asha Verma');
    const words = pdfWords(pdf);
    expect(words).toContain(`Payslip for ${name}`);
    expect(words).toContain(amountInWords(hers?.netPaise ?? 0));
    expect(findings, describeFindings(findings)).toEqual([]);
  });
});
