import { EXPENSE_TEXTS as M } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { PDF } from '../notices/notice-school.js';
import { useTestApp } from '../support/app.js';
import { notifiedTitles } from '../support/notification-helpers.js';
import { guardTenantWrites } from '../support/tenant-writes.js';
import { ecall, entryFields, expenseSchool, postEntry, recorded } from './expense-school.js';

const t = useTestApp();
guardTenantWrites(t);

describe('recording income and expenses (issue 25 §1)', () => {
  it('records an expense with its voucher, numbered PV-1, approved at once under the limit', async () => {
    const s = await expenseSchool(t);
    const res = await postEntry(
      t,
      s.accountant,
      entryFields(s, { vendorId: s.vendor, reference: 'BILL-778' }),
      [{ name: 'bill.pdf', bytes: PDF }],
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.recorded);
    const entry = res.json().data;
    expect(entry).toMatchObject({
      voucherNo: 'PV-1',
      kind: 'EXPENSE',
      status: 'APPROVED',
      amountPaise: 150_000,
      entryDate: '2026-06-01',
      reference: 'BILL-778',
      category: { name: 'Electricity' },
      account: { name: 'Cash Counter' },
      vendor: { name: 'Sharma Electricals' },
      recordedBy: { name: expect.stringContaining('Kavita') },
      decidedBy: null,
    });
    expect(entry.vouchers).toEqual([
      expect.objectContaining({ name: 'bill.pdf', mimeType: 'application/pdf' }),
    ]);
    const file = await ecall(t, s.admin, 'GET', 'voucher', {
      groupId: s.institute.id,
      id: entry.id,
      fileId: entry.vouchers[0].id,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // Income runs its own numbers.
    const income = await recorded(
      t,
      s.accountant,
      entryFields(s, {
        kind: 'INCOME',
        categoryId: s.categories.donations,
        description: 'Alumni donation for the library',
        amountPaise: 5_000_000,
      }),
    );
    expect(income).toMatchObject({ voucherNo: 'RV-1', status: 'APPROVED' });
    expect((await recorded(t, s.accountant, entryFields(s))).voucherNo).toBe('PV-2');
  });

  it('holds an expense above the limit for approval, tells the approvers, and lets another approve it', async () => {
    const s = await expenseSchool(t);
    const big = await postEntry(
      t,
      s.accountant,
      entryFields(s, {
        categoryId: s.categories.repairs,
        amountPaise: 3_000_000,
        description: 'Roof repair of the science block',
      }),
    );
    expect(big.statusCode, big.body).toBe(200);
    expect(big.json().message).toBe(M.recordedPending(2_500_000));
    const entry = big.json().data;
    expect(entry.status).toBe('PENDING');
    expect(await notifiedTitles(t, s.admin.profileId, 'expense.pending')).toEqual([
      'Expense awaiting approval: PV-1',
    ]);
    // The accountant may not approve; the admin may.
    const refused = await ecall(t, s.accountant, 'PUT', 'record/decision', {
      groupId: s.institute.id,
      id: entry.id,
      approve: true,
    });
    expect(refused.statusCode).toBe(403);
    const approved = await ecall(t, s.admin, 'PUT', 'record/decision', {
      groupId: s.institute.id,
      id: entry.id,
      approve: true,
      note: 'Quotes compared',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'APPROVED',
      decisionNote: 'Quotes compared',
      decidedBy: { profileId: s.admin.profileId },
      mayDecide: false,
    });
    expect(await notifiedTitles(t, s.accountant.profileId, 'expense.decided')).toEqual([
      'Expense approved: PV-1',
    ]);
    // Decided once.
    const again = await ecall(t, s.admin, 'PUT', 'record/decision', {
      groupId: s.institute.id,
      id: entry.id,
      approve: false,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.notPending);
  });

  it("approves an approver's own expense above the limit by their recording it; rejects another's", async () => {
    const s = await expenseSchool(t);
    const own = await recorded(t, s.admin, entryFields(s, { amountPaise: 9_000_000 }));
    expect(own.status).toBe('APPROVED');
    const pending = await recorded(t, s.accountant, entryFields(s, { amountPaise: 9_000_000 }));
    const rejected = await ecall(t, s.admin, 'PUT', 'record/decision', {
      groupId: s.institute.id,
      id: pending.id,
      approve: false,
      note: 'Duplicate of PV-1',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ message: M.rejected, data: { status: 'REJECTED' } });
  });

  it('reverses an approved entry with a reason, keeping it; above the limit only an approver may', async () => {
    const s = await expenseSchool(t);
    const small = await recorded(t, s.accountant, entryFields(s));
    const short = await ecall(t, s.accountant, 'PUT', 'record/reverse', {
      groupId: s.institute.id,
      id: small.id,
      reason: 'no',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(M.reason);
    const reversed = await ecall(t, s.accountant, 'PUT', 'record/reverse', {
      groupId: s.institute.id,
      id: small.id,
      reason: 'Entered twice',
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(reversed.json().data).toMatchObject({
      status: 'REVERSED',
      reverseReason: 'Entered twice',
      mayReverse: false,
    });
    const twice = await ecall(t, s.accountant, 'PUT', 'record/reverse', {
      groupId: s.institute.id,
      id: small.id,
      reason: 'Entered twice',
    });
    expect(twice.statusCode).toBe(409);

    const big = await recorded(t, s.admin, entryFields(s, { amountPaise: 4_000_000 }));
    const byAccountant = await ecall(t, s.accountant, 'PUT', 'record/reverse', {
      groupId: s.institute.id,
      id: big.id,
      reason: 'Wrong account',
    });
    expect(byAccountant.statusCode).toBe(403);
    expect(byAccountant.json().message).toBe(M.reverseNeedsApprover);
    const byAdmin = await ecall(t, s.admin, 'PUT', 'record/reverse', {
      groupId: s.institute.id,
      id: big.id,
      reason: 'Wrong account',
    });
    expect(byAdmin.statusCode).toBe(200);
    // Nothing is deleted: every entry is still listed.
    const list = await ecall(t, s.admin, 'GET', 'record', { groupId: s.institute.id });
    expect(list.json().content.map((e: { status: string }) => e.status)).toEqual([
      'REVERSED',
      'REVERSED',
    ]);
  });

  it('refuses bad input with its message and records nothing', async () => {
    const s = await expenseSchool(t);
    const cases: [Record<string, string | number>, string][] = [
      [{ amountPaise: 0 }, M.amount],
      [{ amountPaise: '12.5' }, M.amount],
      [{ amountPaise: 'a lot' }, M.amount],
      [{ entryDate: '2026-06-02' }, M.futureDate],
      [{ entryDate: '2026-02-30' }, M.date],
      [{ kind: 'LOAN' }, M.kind],
      [{ categoryId: s.categories.donations }, M.categoryKind],
      [{ financialAccountId: s.bank.id }, M.mediumNotAccepted],
      [{ description: '   ' }, M.description],
      [{ description: 'x'.repeat(301) }, M.description],
    ];
    for (const [over, message] of cases) {
      const res = await postEntry(t, s.accountant, entryFields(s, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message, JSON.stringify(over)).toBe(message);
    }
    // Ids of nothing the institute has: not found.
    for (const [over, message] of [
      [{ categoryId: s.student(0).profileId }, M.categoryNotFound],
      [{ financialAccountId: s.student(0).profileId }, M.accountNotFound],
      [{ vendorId: s.admin.profileId }, M.vendorNotFound],
      [{ classId: s.institute.id }, M.group],
    ] as const) {
      const res = await postEntry(t, s.accountant, entryFields(s, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(404);
      expect(res.json().message, JSON.stringify(over)).toBe(message);
    }
    const virus = await postEntry(t, s.accountant, entryFields(s), [
      { name: 'bill.pdf', bytes: Buffer.from('MZ not a pdf at all') },
    ]);
    expect(virus.statusCode).toBe(400);
    expect(virus.json().message).toBe('bill.pdf is not a .pdf or .jpg or .png file.');
    const list = await ecall(t, s.admin, 'GET', 'record', { groupId: s.institute.id });
    expect(list.json().total).toBe(0);
  });

  it('is read by those who hold getExpenseRecord and written by those who record', async () => {
    const s = await expenseSchool(t);
    expect(
      (await ecall(t, s.teacher, 'GET', 'record', { groupId: s.institute.id })).statusCode,
    ).toBe(403);
    expect((await postEntry(t, s.teacher, entryFields(s))).statusCode).toBe(403);
    expect((await postEntry(t, s.student(0), entryFields(s))).statusCode).toBe(403);
    const setup = await ecall(t, s.accountant, 'GET', 'setup', { groupId: s.institute.id });
    expect(setup.json()).toMatchObject({ mayRecord: true, mayApprove: false });
    const settings = await ecall(t, s.accountant, 'PUT', 'settings', {
      groupId: s.institute.id,
      approvalAbovePaise: 0,
    });
    expect(settings.statusCode).toBe(403);
  });

  it('lists entries by filter with the totals of every entry found', async () => {
    const s = await expenseSchool(t);
    await recorded(
      t,
      s.accountant,
      entryFields(s, { amountPaise: 100_000, entryDate: '2026-05-20' }),
    );
    await recorded(t, s.accountant, entryFields(s, { amountPaise: 200_000 }));
    await recorded(t, s.accountant, entryFields(s, { amountPaise: 9_000_000 }));
    await recorded(
      t,
      s.accountant,
      entryFields(s, {
        kind: 'INCOME',
        categoryId: s.categories.donations,
        amountPaise: 700_000,
        description: 'Canteen rent for May',
      }),
    );
    const all = await ecall(t, s.admin, 'GET', 'record', { groupId: s.institute.id, size: 2 });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({
      total: 4,
      size: 2,
      totals: { incomePaise: 700_000, expensePaise: 300_000, pending: 1 },
    });
    expect(all.json().content).toHaveLength(2);
    const may = await ecall(t, s.admin, 'GET', 'record', {
      groupId: s.institute.id,
      to: '2026-05-31',
    });
    expect(may.json().content.map((e: { amountPaise: number }) => e.amountPaise)).toEqual([
      100_000,
    ]);
    const canteen = await ecall(t, s.admin, 'GET', 'record', {
      groupId: s.institute.id,
      q: 'canteen',
    });
    expect(canteen.json().total).toBe(1);
    const pending = await ecall(t, s.admin, 'GET', 'record', {
      groupId: s.institute.id,
      status: 'PENDING',
    });
    expect(pending.json().content[0]).toMatchObject({ mayDecide: true, mayReverse: false });
    const bad = await ecall(t, s.admin, 'GET', 'record', { groupId: s.institute.id, from: 'June' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('categories, vendors and settings', () => {
  it('keeps names unique per kind, and a disabled category takes no new entries', async () => {
    const s = await expenseSchool(t);
    const dup = await ecall(t, s.accountant, 'POST', 'category', {
      groupId: s.institute.id,
      kind: 'EXPENSE',
      name: 'electricity',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(M.categoryTaken);
    // The same name as income is another head.
    const income = await ecall(t, s.accountant, 'POST', 'category', {
      groupId: s.institute.id,
      kind: 'INCOME',
      name: 'Electricity',
    });
    expect(income.statusCode).toBe(200);
    const off = await ecall(t, s.accountant, 'PUT', 'category', {
      groupId: s.institute.id,
      id: s.categories.electricity,
      name: 'Electricity',
      active: false,
    });
    expect(off.statusCode).toBe(200);
    const res = await postEntry(t, s.accountant, entryFields(s));
    expect(res.json().message).toBe(M.categoryInactive);
    const badVendor = await ecall(t, s.accountant, 'POST', 'vendor', {
      groupId: s.institute.id,
      name: 'Cheap Paints',
      gstin: 'NOTAGSTIN',
    });
    expect(badVendor.statusCode).toBe(400);
    expect(badVendor.json().message).toBe(M.gstin);
  });

  it("sets the limit and the accounts' openings, only its own accounts", async () => {
    const s = await expenseSchool(t);
    const saved = await ecall(t, s.admin, 'PUT', 'settings', {
      groupId: s.institute.id,
      approvalAbovePaise: 100_000,
      openings: [{ financialAccountId: s.cash.id, amountPaise: 2_500_000 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const setup = (await ecall(t, s.admin, 'GET', 'setup', { groupId: s.institute.id })).json();
    expect(setup.approvalAbovePaise).toBe(100_000);
    expect(setup.accounts.find((a: { id: string }) => a.id === s.cash.id).openingPaise).toBe(
      2_500_000,
    );
    expect((await recorded(t, s.accountant, entryFields(s))).status).toBe('PENDING');
    const foreign = await ecall(t, s.admin, 'PUT', 'settings', {
      groupId: s.institute.id,
      approvalAbovePaise: 100_000,
      openings: [{ financialAccountId: s.admin.profileId, amountPaise: 1 }],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(M.accountNotFound);
    const twice = await ecall(t, s.admin, 'PUT', 'settings', {
      groupId: s.institute.id,
      approvalAbovePaise: 100_000,
      openings: [
        { financialAccountId: s.cash.id, amountPaise: 1 },
        { financialAccountId: s.cash.id, amountPaise: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);
  });
});
