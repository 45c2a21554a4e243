import { describe, expect, it } from 'vitest';
import { type InstalmentForm, instalmentRows, planInstalments } from './instalment-plan';
import { checkDraft } from './structure-draft';

const form = (change: Partial<InstalmentForm> = {}): InstalmentForm => ({
  name: 'Tuition fee',
  total: '48000',
  count: '4',
  firstDueDate: '2026-04-10',
  monthsApart: '3',
  ...change,
});

describe('the instalment plan helper', () => {
  it('splits a charge every quarter from the first due date', () => {
    const plan = planInstalments(form());
    expect(plan.ok && plan.instalments).toEqual([
      { name: 'Tuition fee (instalment 1 of 4)', amountPaise: 1200000, dueDate: '2026-04-10' },
      { name: 'Tuition fee (instalment 2 of 4)', amountPaise: 1200000, dueDate: '2026-07-10' },
      { name: 'Tuition fee (instalment 3 of 4)', amountPaise: 1200000, dueDate: '2026-10-10' },
      { name: 'Tuition fee (instalment 4 of 4)', amountPaise: 1200000, dueDate: '2027-01-10' },
    ]);
  });

  it('is exact to the paisa: the instalments add up to the charge', () => {
    const plan = planInstalments(form({ total: '1000.01', count: '3', monthsApart: '1' }));
    if (!plan.ok) throw new Error('expected a plan');
    expect(plan.instalments.map((i) => i.amountPaise)).toEqual([33334, 33334, 33333]);
    expect(plan.instalments.reduce((s, i) => s + i.amountPaise, 0)).toBe(100001);
  });

  it('says what is missing or wrong, and plans nothing', () => {
    const plan = planInstalments(form({ name: ' ', total: '12.345', firstDueDate: '2026-02-31' }));
    expect(plan).toEqual({
      ok: false,
      errors: {
        name: 'Charge name required',
        total: 'Amount can have at most 2 decimal places.',
        firstDueDate: 'Choose a valid date.',
      },
    });
    expect(planInstalments(form({ total: '0.03' })).ok).toBe(false);
    expect(planInstalments(form({ count: '99' })).ok).toBe(false);
    expect(planInstalments(form({ monthsApart: '5' })).ok).toBe(false);
  });

  it('becomes charges the structure form accepts as they are', () => {
    const plan = planInstalments(form({ total: '1000.01', count: '3' }));
    if (!plan.ok) throw new Error('expected a plan');
    const rows = instalmentRows(plan.instalments);
    expect(rows.map((r) => r.amount)).toEqual(['333.34', '333.34', '333.33']);
    const checked = checkDraft(
      {
        name: 'Fees',
        lateFee: '',
        lateFeeGraceDays: '',
        siblingPercent: '',
        staffChildPercent: '',
        particulars: rows,
      },
      { groupId: 'c', sessionId: 's' },
    );
    expect(checked.ok && checked.request.particulars.map((p) => p.amountPaise)).toEqual([
      33334, 33334, 33333,
    ]);
  });
});
