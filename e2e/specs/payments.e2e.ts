import { amountInWords, formatRupees, indiaDay, PAYMENT_MESSAGES } from '@shala/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap, VIEWPORTS } from '../fixtures/artifacts.js';
import { DEMO } from '../fixtures/demo-accounts.js';
import { type ApiSession, apiSignIn, type ImportedStudent } from '../fixtures/exam-seed.js';
import { pdfWords } from '../fixtures/payment-pdf.js';
import {
  addDays,
  duesOf,
  type PaymentWorld,
  recordsOfTransaction,
  seedFeeClass,
} from '../fixtures/payment-seed.js';
import { usePortal } from '../fixtures/portal.js';
import { POLL, WAIT_MS } from '../fixtures/timeouts.js';
import {
  notificationEntry,
  openFromBell,
  scrollsSideways,
  signIn,
  waitForPath,
} from '../fixtures/ui.js';

// Issue 11 "Must show", end to end on the demo school: the accountant puts three students in
// the Students Cart (two from their class's student list, one found by a search), pays part of
// their fees in one payment with a discount, gets the receipt PDF and sees the dues change; a
// double click on Save records one payment; a parent sees the dues and downloads the receipt; a
// revert takes back one student's receipt (the others stay paid, the day sheet marks it) and
// then, when chosen, the whole transaction (issue 22). The tests run in order on one server.
const portal = usePortal({ seedDemo: true });

const ADMIN = DEMO.admin;
const ACCOUNTANT = DEMO.accountant;
const PASSWORD = 'Neem@Courtyard73';
const ACCOUNT = 'Front desk cash';

const student = (
  firstName: string,
  lastName: string,
  parentFirst: string,
  relation: string,
): ImportedStudent => ({
  firstName,
  lastName,
  email: `${firstName}.${lastName}@example.com`.toLowerCase(),
  parent: {
    firstName: parentFirst,
    lastName,
    email: `${parentFirst}.${lastName}@example.com`.toLowerCase(),
  },
  relation,
});
const TANVI = student('Tanvi', 'Rao', 'Sunil', 'Father');
const ARJUN = student('Arjun', 'Nair', 'Lata', 'Mother');
const ZOYA = student('Zoya', 'Khan', 'Imran', 'Father');

// The class's fees: Term 1 (with its early-payment discount particular) and Term 2.
const TERM_1 = 12_000_00;
const TERM_1_OFF = 500_00;
const TERM_2 = 8_000_00;
const OWED = TERM_1 - TERM_1_OFF + TERM_2;
// What the dues read before the discount is earned: an early-payment discount lowers what
// remains only once a payment made by its date settles Term 1 (issue 22 item 3).
const CHARGED = TERM_1 + TERM_2;

// What the first payment takes: Tanvi's Term 1 in full with ₹1,000 off, part of Arjun's and
// Zoya's Term 1.
const TANVI_DISCOUNT = 1_000_00;
const TANVI_TOTAL = TERM_1 - TERM_1_OFF;
const TANVI_AMOUNT = TANVI_TOTAL - TANVI_DISCOUNT;
const ARJUN_AMOUNT = 5_000_00;
const ZOYA_AMOUNT = 2_500_00;
const ZOYA_SECOND = 1_000_00;

const state = {
  world: undefined as PaymentWorld | undefined,
  accountant: undefined as ApiSession | undefined,
  firstTransactionId: '',
  /** How many of the tests, in order, have passed: a later one needs the earlier ones. */
  done: 0,
};

/** The seeded world, once the tests before test `n` (1-based) have all passed. */
const after = (n: number) => {
  if (state.done < n - 1 || !state.world || !state.accountant) {
    throw new Error('An earlier step of the payments test failed');
  }
  return { world: state.world, accountant: state.accountant };
};

const rupees = (paise: number) => String(paise / 100);
/** A day `days` after today in India, as the server dates a payment. */
const inDays = (days: number) => addDays(indiaDay(new Date()), days);

async function signedIn(
  who: { username: string; password: string },
  size: 'phone' | 'desktop' = 'desktop',
): Promise<Page> {
  const page = await portal.newPage(size);
  await signIn(page, who.username, who.password);
  await waitForPath(page, '/');
  return page;
}

/** Screenshots at both sizes (e2e/artifacts), and at 360 px nothing scrolls sideways. */
async function snapFitting(page: Page, name: string): Promise<void> {
  await snap(page, name);
  const before = page.viewportSize();
  await page.setViewportSize(VIEWPORTS.phone);
  // The screen lays itself out again for a phone (a table becomes a list) after the resize.
  const fits = await page
    .waitForFunction(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1,
      undefined,
      { timeout: WAIT_MS },
    )
    .then(() => true)
    .catch(() => false);
  expect(fits, `${name} scrolls sideways at 360 px`).toBe(true);
  expect(await scrollsSideways(page)).toBe(false);
  if (before) await page.setViewportSize(before);
}

const cartButton = (page: Page, count: number) =>
  page.getByRole('button', {
    name: `Students cart, ${count} ${count === 1 ? 'student' : 'students'}`,
  });

/** One student's part of the payment dialog (a section named by the student). */
const studentPart = (dialog: Locator, fullName: string) =>
  dialog.getByRole('region', { name: fullName });

/** The payment's shared fields: the account and the medium it takes. */
async function chooseAccount(dialog: Locator, medium: string): Promise<void> {
  await dialog.getByLabel('Financial account').selectOption({ label: ACCOUNT });
  await dialog.getByLabel('Payment medium').selectOption({ label: medium });
}

const cartProfileIds = (page: Page) =>
  page.evaluate(() =>
    (
      JSON.parse(localStorage.getItem('cart') ?? '[]') as {
        userProfile: { userProfileId: string };
      }[]
    ).map((e) => e.userProfile.userProfileId),
  );

describe('payments', () => {
  it('the accountant puts three students in the cart, pays part of their fees with a discount and gets the receipt', async () => {
    const world = await seedFeeClass(portal, {
      admin: ADMIN,
      level: 'Class 11',
      section: 'F',
      students: [TANVI, ARJUN, ZOYA],
      signIns: [TANVI.parent.email],
      password: PASSWORD,
      structureName: 'Tuition 2026-27',
      // Due after today: an early-payment discount counts only for a payment made by its date.
      particulars: () => [
        { name: 'Term 1 tuition', kind: 'CHARGE', amountPaise: TERM_1, dueDate: inDays(14) },
        {
          name: 'Term 1 early payment',
          kind: 'DISCOUNT',
          amountPaise: TERM_1_OFF,
          dueDate: inDays(14),
        },
        { name: 'Term 2 tuition', kind: 'CHARGE', amountPaise: TERM_2, dueDate: inDays(42) },
      ],
    });
    state.world = world;
    const accountant = await apiSignIn(portal, ACCOUNTANT.username, ACCOUNTANT.password);
    state.accountant = accountant;
    const [tanvi, arjun, zoya] = world.students as [
      PaymentWorld['students'][number],
      PaymentWorld['students'][number],
      PaymentWorld['students'][number],
    ];
    expect((await duesOf(portal, accountant, world.classId, tanvi.profileId)).due).toBe(CHARGED);

    const page = await signedIn(ACCOUNTANT);

    // A financial account for the front desk, taking cash and Google Pay.
    await page.goto(`/transactions/accounts/${world.instituteId}`);
    await page.getByRole('heading', { name: 'Financial accounts' }).waitFor();
    await page.getByRole('button', { name: 'Add account' }).click();
    const accountDialog = page.getByRole('dialog', { name: 'Add a financial account' });
    await accountDialog.getByRole('button', { name: 'Save' }).click();
    await accountDialog.getByText('Account name required (at most 100 characters).').waitFor();
    await accountDialog.getByLabel('Account name').fill(ACCOUNT);
    await accountDialog.getByRole('checkbox', { name: 'Cash', exact: true }).check();
    await accountDialog.getByRole('checkbox', { name: 'Google Pay' }).check();
    await snapFitting(page, 'payments-account-dialog');
    await accountDialog.getByRole('button', { name: 'Save' }).click();
    await accountDialog.waitFor({ state: 'detached' });
    await page.getByRole('listitem').filter({ hasText: ACCOUNT }).waitFor();
    await snapFitting(page, 'payments-accounts');

    // Two students from their class's student list.
    await page.goto(`/group/${world.classId}`);
    await page.getByRole('button', { name: `Add to cart: ${tanvi.fullName}` }).click();
    await page.getByRole('button', { name: `Add to cart: ${arjun.fullName}` }).click();
    await page
      .getByRole('button', { name: `Add to cart: ${arjun.fullName}` })
      .waitFor({ state: 'detached' });
    await cartButton(page, 2).waitFor();
    await snap(page, 'payments-class-add-to-cart');

    // The third one found by a search on the Payments screen.
    await page.goto(`/transactions/all-transactions/${world.instituteId}`);
    await page.getByRole('heading', { name: 'Payments', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Collect fees' }).click();
    const finder = page.getByRole('dialog', { name: 'Collect fees' });
    // No class needed (issue 22 item 5): a student of any class by admission number, the row
    // with the class, the admission number and the dues.
    await finder
      .getByText('Type a name, admission number or phone number, or choose a class.')
      .waitFor();
    const search = finder.getByLabel('Name, admission no. or phone');
    await search.fill('DPS/0001');
    const found = finder.getByRole('list', { name: 'Students found' }).getByRole('listitem');
    await found.filter({ hasText: 'Adm. no. DPS/0001' }).waitFor();
    await expect.poll(() => found.count(), POLL).toBe(1);
    await expect.poll(() => found.first().textContent(), POLL).toMatch(/(due|No dues)/);
    await finder.getByLabel('Class').selectOption({ label: world.className });
    await search.fill('Zoya');
    await finder.getByText(arjun.fullName).waitFor({ state: 'detached' });
    await finder.getByRole('button', { name: `Add to cart: ${zoya.fullName}` }).click();
    await finder.getByText('3 students in the cart').waitFor();
    await snapFitting(page, 'payments-collect-fees');
    await finder.getByRole('button', { name: 'Close' }).click();
    expect(await cartProfileIds(page)).toEqual([tanvi.profileId, arjun.profileId, zoya.profileId]);

    // The cart, then Proceed to Payment.
    await cartButton(page, 3).click();
    const cart = page.getByRole('dialog', { name: 'Students Cart' });
    await cart.getByText(zoya.fullName, { exact: true }).waitFor();
    await cart.getByRole('button', { name: 'Proceed to Payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Multiple Payment' });
    const partT = studentPart(dialog, tanvi.fullName);
    const partA = studentPart(dialog, arjun.fullName);
    const partZ = studentPart(dialog, zoya.fullName);
    await partT.getByText(`Total payable ${formatRupees(OWED)}`).waitFor();
    // The dialog makes up a transaction id when it opens: read until it is there.
    await expect
      .poll(() => dialog.getByLabel('Transaction ID').inputValue(), POLL)
      .toMatch(/^[A-Z]{15}$/);
    const transactionId = await dialog.getByLabel('Transaction ID').inputValue();
    const save = dialog.getByRole('button', { name: 'Save', exact: true });
    expect(await save.isDisabled()).toBe(true);

    // Tanvi: Term 1 ticked (its discount particular with it), then ₹1,000 off.
    await partT.getByRole('checkbox', { name: 'Pay Term 1 tuition in full' }).check();
    await expect
      .poll(() => partT.getByLabel('Total', { exact: true }).inputValue(), POLL)
      .toBe(rupees(TANVI_TOTAL));
    await partT.getByRole('switch', { name: 'Give a discount' }).check();
    await partT.getByLabel('Discount', { exact: true }).fill(rupees(TANVI_DISCOUNT));
    await expect
      .poll(() => partT.getByLabel('Amount paid', { exact: true }).inputValue(), POLL)
      .toBe(rupees(TANVI_AMOUNT));

    // Arjun: a typing slip is refused with the spec's message, then part of Term 1.
    await partA.getByLabel('Amount paid', { exact: true }).fill('5o00');
    await partA.getByText(PAYMENT_MESSAGES.amountNumeric).waitFor();
    expect(await save.isDisabled()).toBe(true);
    await partA.getByLabel('Amount paid', { exact: true }).fill(rupees(ARJUN_AMOUNT));

    // Zoya: a discount above the total clears her fields with the spec's warning.
    await partZ.getByLabel('Amount paid', { exact: true }).fill(rupees(ZOYA_AMOUNT));
    await partZ.getByRole('switch', { name: 'Give a discount' }).check();
    await partZ.getByLabel('Discount', { exact: true }).fill('3000');
    await partZ.getByText(PAYMENT_MESSAGES.discountTooLarge).waitFor();
    await expect
      .poll(() => partZ.getByLabel('Amount paid', { exact: true }).inputValue(), POLL)
      .toBe('');
    await partZ.getByRole('switch', { name: 'Give a discount' }).uncheck();
    await partZ.getByLabel('Amount paid', { exact: true }).fill(rupees(ZOYA_AMOUNT));

    await chooseAccount(dialog, 'Cash');
    const collecting = TANVI_AMOUNT + ARJUN_AMOUNT + ZOYA_AMOUNT;
    await dialog.getByText(`Collecting ${formatRupees(collecting)} from 3 students`).waitFor();
    await snapFitting(page, 'payments-dialog');

    // Save: one transaction for the three, its receipt in a new tab, the cart emptied.
    const [receiptTab, answer] = await Promise.all([
      page.context().waitForEvent('page'),
      page.waitForResponse((r) => r.url().includes('/rest/payment/record/common')),
      save.click(),
    ]);
    expect(answer.status()).toBe(200);
    const recorded = (await answer.json()) as {
      receiptUrl: string;
      records: { userProfileId: string; receiptNumber: number }[];
    };
    expect(recorded.records.map((r) => r.userProfileId).sort()).toEqual(
      [tanvi.profileId, arjun.profileId, zoya.profileId].sort(),
    );
    await dialog.waitFor({ state: 'detached' });
    expect(await cartProfileIds(page)).toEqual([]);
    await receiptTab.close();
    state.firstTransactionId = transactionId;

    // The receipt: a PDF with the school, the students and the amounts in figures and words.
    const pdf = await page.request.get(recorded.receiptUrl);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const words = pdfWords(await pdf.body());
    for (const text of [
      'Demo Public School',
      tanvi.fullName,
      arjun.fullName,
      zoya.fullName,
      world.className,
      transactionId,
      amountInWords(TANVI_AMOUNT),
      amountInWords(ARJUN_AMOUNT),
      'Term 1 tuition',
    ]) {
      expect(words, text).toContain(text);
    }

    // The dues change: on the server, and on Tanvi's fee details.
    expect((await duesOf(portal, accountant, world.classId, tanvi.profileId)).due).toBe(TERM_2);
    expect((await duesOf(portal, accountant, world.classId, arjun.profileId)).due).toBe(
      CHARGED - ARJUN_AMOUNT,
    );
    await page.goto(`/erp/fee-details/${tanvi.profileId}`);
    await page.getByText(formatRupees(TERM_2)).first().waitFor();
    await snapFitting(page, 'payments-fee-details-after');
    state.done = 1;
  });

  it('a double click on Save records one payment', async () => {
    const { world, accountant } = after(2);
    const zoya = world.students[2] as PaymentWorld['students'][number];
    const page = await signedIn(ACCOUNTANT);
    await page.goto(`/group/${world.classId}`);
    await page.getByRole('button', { name: `Add to cart: ${zoya.fullName}` }).click();
    await cartButton(page, 1).click();
    await page
      .getByRole('dialog', { name: 'Students Cart' })
      .getByRole('button', { name: 'Proceed to Payment' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Add Multiple Payment' });
    const part = studentPart(dialog, zoya.fullName);
    await part.getByText(`Total payable ${formatRupees(OWED - ZOYA_AMOUNT)}`).waitFor();
    await part.getByLabel('Amount paid', { exact: true }).fill(rupees(ZOYA_SECOND));
    await chooseAccount(dialog, 'Google Pay');
    const transactionId = await dialog.getByLabel('Transaction ID').inputValue();
    await dialog.getByRole('button', { name: 'Save', exact: true }).dblclick();
    await dialog.waitFor({ state: 'detached' });
    const records = await recordsOfTransaction(
      portal,
      accountant,
      world.instituteId,
      transactionId,
    );
    expect(records).toHaveLength(1);
    expect(records[0]?.amount).toBe(ZOYA_SECOND);
    expect((await duesOf(portal, accountant, world.classId, zoya.profileId)).due).toBe(
      CHARGED - ZOYA_AMOUNT - ZOYA_SECOND,
    );

    // The same transaction ID again (a slip typed twice): the server's 299 message is shown,
    // nothing is recorded, and Cancel leaves the student in the cart.
    await page.getByRole('button', { name: `Add to cart: ${zoya.fullName}` }).click();
    await cartButton(page, 1).click();
    await page
      .getByRole('dialog', { name: 'Students Cart' })
      .getByRole('button', { name: 'Proceed to Payment' })
      .click();
    await part.getByLabel('Amount paid', { exact: true }).fill('100');
    await chooseAccount(dialog, 'Cash');
    await dialog.getByLabel('Transaction ID').fill(transactionId);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: /is already recorded/ })
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await cartProfileIds(page)).toEqual([zoya.profileId]);
    expect(
      await recordsOfTransaction(portal, accountant, world.instituteId, transactionId),
    ).toHaveLength(1);

    // The day's collection: 4 payments' money by method and account, with its chart.
    await page.goto(`/transactions/collection/${world.instituteId}`);
    await page.getByRole('heading', { name: 'Day’s collection' }).waitFor();
    await page.getByRole('table', { name: 'By account' }).getByText(ACCOUNT).waitFor();
    await page.locator('figure svg').first().waitFor();
    await snapFitting(page, 'payments-day-collection');
    state.done = 2;
  });

  it('a parent sees the dues and downloads the receipt', async () => {
    const { world } = after(3);
    const tanvi = world.students[0] as PaymentWorld['students'][number];
    const page = await portal.newPage('phone');
    await signIn(page, TANVI.parent.email, PASSWORD);
    await waitForPath(page, '/');
    // The payment reached the guardian's bell in the family's words; it opens the child's fees.
    const told = await notificationEntry(page, /^Payment received/);
    const notice = await told.textContent();
    expect(notice).toContain(`${formatRupees(TANVI_AMOUNT)} paid on`);
    expect(notice).toContain('towards Tanvi’s fees');
    await snap(page, 'payments-parent-bell');
    // Closed and opened again: the picture is taken at a desktop's size and a phone's, and an
    // entry of the panel opened before it then took no click.
    await page.keyboard.press('Escape');
    await openFromBell(
      page,
      /^Payment received/,
      page.getByRole('heading', { level: 1, name: 'Fee details' }),
    );
    await waitForPath(page, `/erp/fee-details/${tanvi.profileId}`);
    await page.getByText(formatRupees(TERM_2)).first().waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await snap(page, 'payments-parent-fee-details');

    await page.goto('/transaction-history');
    await page.getByRole('heading', { name: 'Transaction History' }).waitFor();
    const receipt = page.getByRole('link', {
      name: new RegExp(`^Receipt \\d+ of ${tanvi.fullName}`),
    });
    const href = await receipt.first().getAttribute('href');
    expect(href).toBeTruthy();
    expect(await scrollsSideways(page)).toBe(false);
    await snap(page, 'payments-parent-history');
    const pdf = await page.request.get(href ?? '');
    expect(pdf.status()).toBe(200);
    const words = pdfWords(await pdf.body());
    expect(words).toContain(tanvi.fullName);
    expect(words).toContain(amountInWords(TANVI_AMOUNT));
    // A parent's receipt is of their own child only.
    expect(words).not.toContain('Arjun Nair');
    state.done = 3;
  });

  it('a revert takes back one receipt, or the whole transaction when chosen (issue 22)', async () => {
    const { world, accountant } = after(4);
    const [tanvi, arjun, zoya] = world.students as [
      PaymentWorld['students'][number],
      PaymentWorld['students'][number],
      PaymentWorld['students'][number],
    ];
    const dueOf = async (s: PaymentWorld['students'][number]) =>
      (await duesOf(portal, accountant, world.classId, s.profileId)).due;
    const [arjunBefore, zoyaBefore] = [await dueOf(arjun), await dueOf(zoya)];
    const page = await signedIn(ACCOUNTANT);
    await page.goto(`/transactions/all-transactions/${world.instituteId}/${world.classId}`);
    await page.getByRole('heading', { name: 'Payments', level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill(state.firstTransactionId);
    await page.getByText('3 records', { exact: false }).waitFor();
    await snapFitting(page, 'payments-all-transactions');

    // One receipt: Tanvi's. The dialog names it, and says the other two stay paid.
    await page
      .getByRole('button', { name: new RegExp(`^Revert receipt \\d+ of ${tanvi.fullName}`) })
      .click();
    const confirm = page.getByRole('dialog', {
      name: new RegExp(`^Revert receipt \\d+ of ${tanvi.fullName}\\?`),
    });
    await confirm.getByRole('radio', { name: /^Only receipt/ }).waitFor();
    expect(await confirm.getByRole('radio', { name: /^Only receipt/ }).isChecked()).toBe(true);
    await confirm.getByText(/Stay paid:/).waitFor();
    // The label is in bold; the line around it names the receipts that stay paid.
    const stay =
      (await confirm
        .getByText(/Stay paid:/)
        .locator('xpath=..')
        .textContent()) ?? '';
    expect(stay).toContain(arjun.fullName);
    expect(stay).toContain(zoya.fullName);
    await confirm.getByRole('button', { name: /^Revert receipt \d+$/ }).click();
    await confirm.getByText(/Give the reason for the revert/).waitFor();
    await confirm.getByLabel('Reason for the revert').fill('Cheque bounced at the bank');
    await snap(page, 'payments-revert-dialog');
    await confirm.getByRole('button', { name: /^Revert receipt \d+$/ }).click();
    await confirm.waitFor({ state: 'detached' });
    const list = page.getByRole('table', { name: 'Payments' });
    await list.getByText('Reverted', { exact: true }).first().waitFor();
    await list
      .getByText(/Cheque bounced at the bank/)
      .first()
      .waitFor();
    // Only Tanvi's receipt is reverted: Arjun's and Zoya's can still be.
    await expect
      .poll(() => list.getByRole('button', { name: /^Revert receipt/ }).count(), POLL)
      .toBe(2);
    expect(await list.getByText('Reverted', { exact: true }).count()).toBe(1);
    await snapFitting(page, 'payments-reverted-one');
    expect(await dueOf(tanvi)).toBe(CHARGED);
    expect(await dueOf(arjun)).toBe(arjunBefore);
    expect(await dueOf(zoya)).toBe(zoyaBefore);

    // The day sheet still lists Tanvi's receipt, marked, with the day's gross, reverted and net.
    await page.goto(`/transactions/collection/${world.instituteId}`);
    const sheet = page.getByRole('region', { name: 'Day sheet' });
    await sheet.getByText(tanvi.fullName).first().waitFor();
    await sheet.getByText('Reverted', { exact: true }).first().waitFor();
    const totals = page.getByRole('table', { name: 'Totals of the day' });
    await totals.getByRole('row', { name: /^Net/ }).waitFor();
    expect(await totals.getByRole('row', { name: /^Reverted/ }).textContent()).toContain(
      formatRupees(TANVI_AMOUNT),
    );
    await page
      .getByRole('region', { name: 'Day book of the accounts' })
      .getByText(ACCOUNT)
      .waitFor();
    await snapFitting(page, 'payments-day-sheet');
    const csvHref = await page
      .getByRole('link', { name: 'Export day sheet (CSV)' })
      .getAttribute('href');
    const csv = await (await page.request.get(csvHref ?? '')).text();
    expect(csv).toContain('REVERTED');
    expect(csv).toContain('Cheque bounced at the bank');
    expect(csv).toMatch(/Day net,/);
    // The same sheet as an A4 PDF, beside the CSV.
    const pdfHref = await page
      .getByRole('link', { name: 'Download PDF of the day sheet' })
      .getAttribute('href');
    const pdf = await page.request.get(pdfHref ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The whole transaction, chosen: Arjun's and Zoya's receipts too; Zoya's second payment stands.
    await page.goto(`/transactions/all-transactions/${world.instituteId}/${world.classId}`);
    await page.getByRole('searchbox', { name: 'Search' }).fill(state.firstTransactionId);
    await page.getByText('3 records', { exact: false }).waitFor();
    await page
      .getByRole('button', { name: new RegExp(`^Revert receipt \\d+ of ${arjun.fullName}`) })
      .click();
    const whole = page.getByRole('dialog', {
      name: new RegExp(`^Revert receipt \\d+ of ${arjun.fullName}\\?`),
    });
    await whole.getByRole('radio', { name: /^The whole transaction/ }).check();
    await whole.getByLabel('Reason for the revert').fill('Cheque bounced at the bank');
    await whole.getByRole('button', { name: 'Revert the whole transaction' }).click();
    await whole.waitFor({ state: 'detached' });
    await expect.poll(() => list.getByText('Reverted', { exact: true }).count(), POLL).toBe(3);
    expect(await list.getByRole('button', { name: /^Revert receipt/ }).count()).toBe(0);
    await snapFitting(page, 'payments-reverted');
    expect(await dueOf(tanvi)).toBe(CHARGED);
    expect(await dueOf(arjun)).toBe(CHARGED);
    expect(await dueOf(zoya)).toBe(CHARGED - ZOYA_SECOND);
    const records = await recordsOfTransaction(
      portal,
      accountant,
      world.instituteId,
      state.firstTransactionId,
    );
    expect(records.map((r) => r.status)).toEqual(['REVERTED', 'REVERTED', 'REVERTED']);
    state.done = 4;
  });
});
