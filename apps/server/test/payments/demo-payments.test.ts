import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accounts,
  auditEvents,
  financialAccounts,
  groups,
  paymentAllocations,
  paymentRecords,
  paymentTransactions,
  studentDues,
  userProfiles,
} from '../../src/db/schema/index.js';
import { DEMO_REVERT_REASON } from '../../src/demo/payments.js';
import { useTestApp } from '../support/app.js';
import { demoSchool } from '../support/demo-school.js';
import { guardTenantWrites } from '../support/tenant-writes.js';
import { DEMO_SEED_TIMEOUT_MS } from '../support/timeouts.js';

// The demo school's payments (src/demo/payments.ts), as the seed writes them after its fees and
// transport, read back.

const t = useTestApp();
guardTenantWrites(t);
const db = () => t.app.deps.database.db;

async function seededWithPayments() {
  await demoSchool(t);
  const [institute] = await db().select().from(groups).where(eq(groups.name, 'Demo Public School'));
  if (!institute?.activeSessionId) throw new Error('no demo school');
  const [kavita] = await db()
    .select({ profileId: userProfiles.id })
    .from(userProfiles)
    .innerJoin(accounts, eq(accounts.id, userProfiles.accountId))
    .where(eq(accounts.username, 'kavita_rao'));
  const at = { instituteId: institute.id, sessionId: institute.activeSessionId };
  const transactions = await db().select().from(paymentTransactions);
  const counts = {
    accounts: (await db().select().from(financialAccounts)).length,
    payments: transactions.length,
    reverted: transactions.filter((x) => x.status === 'REVERTED').length,
  };
  return { at, counts, cashier: kavita?.profileId as string };
}

describe('the demo payments', { timeout: DEMO_SEED_TIMEOUT_MS }, () => {
  it('take the session’s payments through the payment rules: full, partial, overdue, from the cart, one reverted', async () => {
    const { at, counts, cashier } = await seededWithPayments();
    const accountRows = await db().select().from(financialAccounts);
    expect(accountRows.map((a) => a.accountName).sort()).toEqual([
      'Cash Counter',
      'School Bank (SBI)',
    ]);
    expect(
      accountRows.find((a) => a.accountName === 'School Bank (SBI)')?.acceptanceMediums,
    ).toContain('BANK_CHEQUE');

    const transactions = await db().select().from(paymentTransactions);
    expect(counts).toMatchObject({ accounts: 2, reverted: 1 });
    expect(transactions).toHaveLength(counts.payments);
    expect(counts.payments).toBeGreaterThan(100);
    expect(transactions.every((x) => x.createdByProfileId === cashier)).toBe(true);
    // Dated within the session so far (the clock reads 1 June 2026), never after today.
    for (const x of transactions) {
      expect(x.transactionDate.getTime()).toBeGreaterThanOrEqual(
        Date.parse('2026-03-30T18:30:00Z'),
      );
      expect(x.transactionDate.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    }
    const reverted = transactions.filter((x) => x.status === 'REVERTED');
    expect(reverted).toHaveLength(1);
    expect(reverted[0]).toMatchObject({
      paymentMedium: 'BANK_CHEQUE',
      revertReason: DEMO_REVERT_REASON,
    });
    // Some payments are three students from the cart.
    const records = await db().select().from(paymentRecords);
    const perTransaction = new Map<string, number>();
    for (const r of records)
      perTransaction.set(r.transactionPk, (perTransaction.get(r.transactionPk) ?? 0) + 1);
    expect([...perTransaction.values()].filter((n) => n === 3).length).toBeGreaterThan(3);
    // Issue 22: Priya's Aarav and Diya paid together today, a receipt each, to revert one of.
    const named = await db()
      .select({
        transactionPk: paymentRecords.transactionPk,
        firstName: userProfiles.firstName,
        lastName: userProfiles.lastName,
      })
      .from(paymentRecords)
      .innerJoin(userProfiles, eq(userProfiles.id, paymentRecords.profileId));
    const family = named.filter(
      (r) =>
        perTransaction.get(r.transactionPk) === 2 &&
        named.some(
          (o) =>
            o.transactionPk === r.transactionPk &&
            o.firstName === 'Aarav' &&
            o.lastName === 'Sharma',
        ),
    );
    expect(family.map((r) => `${r.firstName} ${r.lastName}`).sort()).toEqual([
      'Aarav Sharma',
      'Diya Sharma',
    ]);
    const familyTx = transactions.find((x) => x.id === family[0]?.transactionPk);
    expect(familyTx).toMatchObject({ status: 'ACTIVE', paymentMedium: 'CASH' });
    expect(familyTx?.transactionDate.getTime()).toBe(t.clock.now().getTime());
    // Receipt numbers run 1 … n, in the order of the payments' dates.
    const numbers = records.map((r) => r.receiptNumber).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));

    // Every record's allocations add up to its amount and discount; the dues hold what the
    // active payments gave them.
    const allocations = await db().select().from(paymentAllocations);
    for (const r of records) {
      const given = allocations
        .filter((a) => a.recordId === r.id)
        .reduce((s, a) => s + a.paidPaise, 0);
      expect(given).toBe(r.amountPaise + r.discountPaise);
    }
    const active = new Set(transactions.filter((x) => x.status === 'ACTIVE').map((x) => x.id));
    const activeRecords = new Set(
      records.filter((r) => active.has(r.transactionPk)).map((r) => r.id),
    );
    const dues = await db()
      .select()
      .from(studentDues)
      .where(eq(studentDues.sessionId, at.sessionId));
    for (const due of dues) {
      const paid = allocations
        .filter((a) => a.dueId === due.id && activeRecords.has(a.recordId))
        .reduce((s, a) => s + a.paidPaise, 0);
      expect(due.paidPaise, due.particular).toBe(paid);
    }
    // Full, partial and overdue families: some students owe nothing due by now, some part, some all.
    const byStudent = new Map<string, { paid: number; amount: number }>();
    for (const d of dues.filter((x) => x.kind === 'CHARGE' && x.dueDate <= '2026-06-01')) {
      const s = byStudent.get(d.profileId) ?? { paid: 0, amount: 0 };
      s.paid += d.paidPaise + d.discountPaise;
      s.amount += d.amountPaise;
      byStudent.set(d.profileId, s);
    }
    const states = [...byStudent.values()];
    expect(states.filter((s) => s.paid === s.amount).length).toBeGreaterThan(50);
    expect(states.filter((s) => s.paid > 0 && s.paid < s.amount).length).toBeGreaterThan(20);
    expect(states.filter((s) => s.paid === 0).length).toBeGreaterThan(20);

    const audits = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'payment.recorded'));
    expect(audits).toHaveLength(records.length);
  });
});
