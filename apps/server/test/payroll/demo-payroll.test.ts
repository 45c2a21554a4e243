import { EXPENSE_API, indiaDay, PAYROLL_API } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groups } from '../../src/db/schema/index.js';
import { useTestApp } from '../support/app.js';
import { demoSchool, getOk, signedInAsDemo } from '../support/demo-school.js';
import { DEMO_SEED_TIMEOUT_MS } from '../support/timeouts.js';

// The demo school's payroll (src/demo/payroll.ts) as README says to try it: last month approved
// and paid from the bank on the 1st; Asha Verma has her payslip.

const t = useTestApp();

const signIn = (username: string) => signedInAsDemo(t, username);
const get = (cookie: string, path: string, query: Record<string, string>) =>
  getOk(t, cookie, path, query);

describe("the demo school's payroll", { timeout: DEMO_SEED_TIMEOUT_MS }, () => {
  it('has last month approved, paid in the day book on the 1st, and Asha her payslip', async () => {
    await demoSchool(t);
    const [school] = await t.app.deps.database.db
      .select()
      .from(groups)
      .where(eq(groups.name, 'Demo Public School'));
    if (!school) throw new Error('no demo school');
    const groupId = school.id;
    const kavita = await signIn('kavita_rao');
    const { runs } = await get(kavita, PAYROLL_API.runs, { groupId });
    expect(runs).toHaveLength(1);
    const [run] = runs;
    expect(run).toMatchObject({
      status: 'APPROVED',
      approvedBy: 'Anita Desai',
      preparedBy: 'Kavita Rao',
    });
    expect(run.staff).toBeGreaterThan(20);
    const paidOn = indiaDay(new Date(run.approvedAt));
    const book = await get(kavita, EXPENSE_API.dayBook, { groupId, from: paidOn });
    const salaries = book.lines.filter((l: { category: string }) => l.category === 'Salaries');
    expect(salaries).toHaveLength(run.staff);
    expect(salaries.reduce((s: number, l: { amountPaise: number }) => s + l.amountPaise, 0)).toBe(
      run.netPaise,
    );
    const asha = await signIn('asha_verma');
    const { payslips } = await get(asha, PAYROLL_API.mine, { groupId });
    expect(payslips).toEqual([expect.objectContaining({ month: run.month, name: 'Asha Verma' })]);
  });
});
