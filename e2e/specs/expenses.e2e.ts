import {
  type DayBook,
  EXPENSE_API,
  type ExpenseEntryPage,
  formatRupees,
  indiaDay,
  PAYMENT_API,
} from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { snap } from '../fixtures/artifacts.js';
import { axeFindings, describeFindings, type Finding } from '../fixtures/axe.js';
import { DEMO } from '../fixtures/demo-accounts.js';
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

// Issue 25 "Must show": an expense with a voucher is approved and the day book balances with the
// day's fee collections. On the demo school, Kavita Rao (accountant) records a ₹30,000 repair
// with its bill from School ERP → Expenses; it is above the ₹25,000 limit and waits; Anita Desai
// (admin) opens it from her bell and approves it; Kavita's day book then lists it, and each
// account closes at opening + receipts − payments, the receipts holding the day's collection.
const portal = usePortal({ seedDemo: true });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
const WHAT = 'Water tank cleaned and repaired';

describe('expenses and the day book', () => {
  it('approve an expense with its voucher, and the day book balances with the fees', async () => {
    const findings: Finding[] = [];
    const kavita = await portal.newPage('desktop');
    await signIn(kavita, DEMO.accountant.username, DEMO.accountant.password);
    await waitForPath(kavita, '/');
    const groupId = await defaultInstituteOf(kavita);
    const today = indiaDay(new Date());
    // Her dashboard offers the day book; the menu too.
    await kavita.getByRole('link', { name: /^Day book/ }).waitFor();
    const menu = await openBarMenu(kavita, 'School ERP');
    await menu.getByRole('menuitem', { name: 'Expenses', exact: true }).click();
    await waitForPath(kavita, `/expense/day-book/${groupId}`);
    await seeText(kavita, 'Balances by account');

    await kavita.getByRole('button', { name: 'New entry' }).click();
    const form = kavita.getByRole('dialog', { name: 'New entry' });
    await form.getByLabel('Amount').fill('30000');
    await form.getByLabel('Category').selectOption({ label: 'Repairs and maintenance' });
    await form.getByLabel('Financial account').selectOption({ label: 'School Bank (SBI)' });
    await form.getByLabel('Payment medium').selectOption({ label: 'NEFT' });
    await form.getByLabel('Description').fill(WHAT);
    await form.getByLabel('Reference').fill('INV-2211');
    await form
      .locator('input[type=file]')
      .setInputFiles([{ name: 'tank-bill.pdf', mimeType: 'application/pdf', buffer: PDF }]);
    await form.getByText(/^tank-bill\.pdf/).waitFor();
    await snap(kavita, 'expenses-new-entry');
    findings.push(...(await axeFindings(kavita, 'new entry dialog')));
    await form.getByRole('button', { name: 'Record' }).click();
    await seeText(kavita, 'Entry recorded. It is above ₹25,000.00 and waits for approval.');
    const found = await apiAsPage<ExpenseEntryPage>(kavita, EXPENSE_API.entries, {
      groupId,
      q: WHAT,
    });
    const [entry] = found.content;
    expect(entry).toMatchObject({ status: 'PENDING', amountPaise: 3_000_000 });
    expect(entry?.vouchers.map((v) => v.name)).toEqual(['tank-bill.pdf']);
    const voucher = entry?.voucherNo ?? '';

    // Anita finds it in her bell and approves it.
    const anita = await portal.newPage('desktop');
    await signIn(anita, DEMO.admin.username, DEMO.admin.password);
    await waitForPath(anita, '/');
    const opened = anita.getByRole('dialog', { name: `Entry ${voucher}: ${WHAT}` });
    await openFromBell(anita, new RegExp(`Expense awaiting approval: ${voucher}`), opened);
    await waitForPath(anita, `/expense/day-book/${groupId}`);
    await opened.getByRole('link', { name: /tank-bill\.pdf/ }).waitFor();
    await snap(anita, 'expenses-entry-pending-admin');
    findings.push(...(await axeFindings(anita, 'entry awaiting approval')));
    await opened.getByRole('button', { name: 'Approve' }).click();
    const confirm = anita.getByRole('dialog', { name: `Approve entry ${voucher} (₹30,000.00)?` });
    await confirm.getByLabel('Note (optional)').fill('Two quotes compared');
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await opened.getByText('Entry approved.').waitFor();

    // Kavita's day book: the repair is a payment, and every account balances.
    await kavita.reload();
    const line = kavita.getByRole('row', { name: new RegExp(`${voucher} ${WHAT}`) });
    await line.getByText('₹30,000.00').waitFor();
    const book = await apiAsPage<DayBook>(kavita, EXPENSE_API.dayBook, { groupId, from: today });
    for (const a of book.accounts) {
      expect(a.closingPaise, a.accountName).toBe(
        a.openingPaise + a.receiptsPaise - a.paymentsPaise,
      );
    }
    const fees = book.lines
      .filter((l) => l.source === 'FEES' && !l.reversed)
      .reduce((sum, l) => sum + l.amountPaise, 0);
    const collection = await apiAsPage<{ total: { amount: number } }>(
      kavita,
      PAYMENT_API.collection,
      {
        groupId,
        date: today,
      },
    );
    expect(fees).toBe(collection.total.amount);
    expect(fees).toBeGreaterThan(0);
    // The screen's Total row says what the book says.
    const total = kavita.getByRole('row', { name: /^Total/ }).first();
    for (const paise of [book.total.openingPaise, book.total.closingPaise]) {
      await total.getByText(formatRupees(paise), { exact: true }).waitFor();
    }
    await settled(kavita);
    await snap(kavita, 'expenses-day-book-desktop');
    findings.push(...(await axeFindings(kavita, 'day book')));

    // On a 360 px phone the day book fits, as cards.
    const phone = await portal.newPage('phone');
    await signIn(phone, DEMO.accountant.username, DEMO.accountant.password);
    await waitForPath(phone, '/');
    await phone.goto(`/expense/day-book/${groupId}`);
    await seeText(phone, WHAT);
    await settled(phone);
    expect(await scrollsSideways(phone)).toBe(false);
    await snap(phone, 'expenses-day-book-phone');
    findings.push(...(await axeFindings(phone, 'day book on a phone')));
    expect(findings, describeFindings(findings)).toEqual([]);
  });
});
