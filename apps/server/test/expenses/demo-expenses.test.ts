import { EXPENSE_API, indiaDay } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groups } from '../../src/db/schema/index.js';
import { useTestApp } from '../support/app.js';
import { demoSchool, getOk, signedInAsDemo } from '../support/demo-school.js';
import { DEMO_SEED_TIMEOUT_MS } from '../support/timeouts.js';

// The demo school's day book (src/demo/expenses.ts) as README says to try it: Kavita sees
// today's fees beside the month's entries, balancing; Anita has the projector to approve.

const t = useTestApp();

const signIn = (username: string) => signedInAsDemo(t, username);
const get = (cookie: string, path: string, query: Record<string, string>) =>
  getOk(t, cookie, path, query);

describe("the demo school's day book", { timeout: DEMO_SEED_TIMEOUT_MS }, () => {
  it("balances a month of entries with the fee collections, and waits for Anita's approval", async () => {
    await demoSchool(t);
    const [school] = await t.app.deps.database.db
      .select()
      .from(groups)
      .where(eq(groups.name, 'Demo Public School'));
    if (!school) throw new Error('no demo school');
    const groupId = school.id;
    const today = indiaDay(t.clock.now());
    const kavita = await signIn('kavita_rao');
    const book = await get(kavita, EXPENSE_API.dayBook, { groupId, from: today });
    // Today's fees (the demo's payments) and today's marker pens; the projector waits.
    expect(book.lines.some((l: { source: string }) => l.source === 'FEES')).toBe(true);
    expect(book.lines.map((l: { particulars: string }) => l.particulars)).toContain(
      'Marker pens for the staff room (Om Stationers)',
    );
    expect(book.pending).toBe(1);
    const month = await get(kavita, EXPENSE_API.entries, { groupId, size: '100' });
    // Kavita's month, beside last month's salaries paid on the 1st (test/payroll/demo-payroll.test.ts).
    const kept = month.content.filter(
      (e: { category: { name: string } }) => e.category.name !== 'Salaries',
    );
    expect(kept).toHaveLength(21);
    expect(month.content.filter((e: { status: string }) => e.status === 'REVERSED')).toHaveLength(
      1,
    );
    // Every day opens where the day before closed.
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const before = await get(kavita, EXPENSE_API.dayBook, { groupId, from: yesterday });
    expect(book.total.openingPaise).toBe(before.total.closingPaise);
    for (const a of book.accounts) {
      expect(a.closingPaise).toBe(a.openingPaise + a.receiptsPaise - a.paymentsPaise);
    }

    const anita = await signIn('anita_desai');
    const pending = await get(anita, EXPENSE_API.entries, { groupId, status: 'PENDING' });
    expect(pending.content).toEqual([
      expect.objectContaining({
        description: 'Projector for the science lab',
        amountPaise: 3_800_000,
        mayDecide: true,
      }),
    ]);
    const bell = await get(anita, '/rest/notification', { page: '1', size: '50' });
    expect(bell.schoolErpNotifications.map((n: { title: string }) => n.title)).toContain(
      `Expense awaiting approval: ${pending.content[0].voucherNo}`,
    );
  });
});
