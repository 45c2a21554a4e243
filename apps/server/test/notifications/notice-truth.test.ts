import { describe, expect, it } from 'vitest';
import { sweepReminders } from '../../src/modules/notifications/reminders.js';
import { feeSchool, giveDues, paid, parentOf, payCall } from '../payments/helpers.js';
import { useTestApp } from '../support/app.js';
import type { TestProfile } from '../support/factories.js';
import { bellOf } from '../support/notification-helpers.js';

// Issue 22 item 12: every notice's text, date and audience follow from the data. The test clock
// reads 2026-06-01 (10:00 in India).

const t = useTestApp();

const bell = (p: TestProfile) => bellOf(t, p.cookie);
const notices = async (p: TestProfile) =>
  (await bell(p)).schoolErpNotifications.map((n) => `${n.kind} | ${n.title} | ${n.message}`);

/** A school whose one student has only these dues (the standard ones taken away). */
async function oneStudent(dues: Parameters<typeof giveDues>[3]) {
  const s = await feeSchool(t, { students: 0 });
  const { createMember } = await import('../support/factories.js');
  const student = await createMember(t, s.klass, 'STUDENT', {
    institute: s.institute,
    firstName: 'Aarav',
  });
  s.students.push(student);
  await giveDues(t, s, student, dues);
  return { s, student };
}

describe('fee reminders tell the truth (issue 22)', () => {
  it('names what is overdue first and the next due by its date, to the guardian only', async () => {
    const { s, student } = await oneStudent([
      { particular: 'Tuition April', dueDate: '2026-04-10', amount: 3_213_000 },
      { particular: 'Tuition June', dueDate: '2026-06-03', amount: 500_000 },
      { particular: 'Tuition July', dueDate: '2026-07-10', amount: 500_000 },
    ]);
    const parent = await parentOf(t, s, student);
    await sweepReminders(t.app.ctx);
    const shown = (await bell(parent)).schoolErpNotifications;
    expect(shown.map((n) => `${n.kind} | ${n.title} | ${n.message}`)).toEqual([
      'fee.dueSoon | Fees overdue | ₹32,130.00 of Aarav’s fees is overdue. Next, Tuition June (₹5,000.00) falls due on 3 Jun 2026.',
    ]);
    expect(shown[0]?.createdAt).toBe(t.clock.now().toISOString());
    // A child with a guardian gets no dunning in their own bell.
    expect(await notices(student)).toEqual([]);
  });

  it('never says a due more than 3 days away falls due soon', async () => {
    const { s, student } = await oneStudent([
      { particular: 'Tuition Q3', dueDate: '2026-06-06', amount: 500_000 },
      { particular: 'Tuition Q4', dueDate: '2026-07-10', amount: 500_000 },
    ]);
    const parent = await parentOf(t, s, student);
    await sweepReminders(t.app.ctx);
    expect(await notices(parent)).toEqual([]);
    await giveDues(t, s, student, [
      { particular: 'Bus June', dueDate: '2026-06-04', amount: 20_000 },
    ]);
    await sweepReminders(t.app.ctx);
    expect(await notices(parent)).toEqual([
      'fee.dueSoon | Fees due soon | Aarav’s Bus June (₹200.00) falls due on 4 Jun 2026.',
    ]);
  });

  it('tells a student with no guardian in their own words, overdue with its total', async () => {
    const { student } = await oneStudent([
      { particular: 'Tuition April', dueDate: '2026-04-10', amount: 100_000 },
      { particular: 'Tuition May', dueDate: '2026-05-30', amount: 200_000 },
      { particular: 'Bus June', dueDate: '2026-06-01', amount: 20_000 },
    ]);
    await sweepReminders(t.app.ctx);
    expect((await notices(student)).sort()).toEqual([
      'fee.dueSoon | Fees overdue | ₹3,000.00 of your fees is overdue. Next, Bus June (₹200.00) falls due today.',
      'fee.overdue | Fees overdue | ₹3,000.00 of your fees is overdue. Tuition May (₹2,000.00) was due on 30 May 2026.',
    ]);
  });
});

describe('payment notices tell the truth (issue 22)', () => {
  it('gives the payment’s own day and when it was recorded, to the guardian, not the child', async () => {
    const { s, student } = await oneStudent([
      { particular: 'Tuition April', dueDate: '2026-04-10', amount: 100_000 },
    ]);
    const parent = await parentOf(t, s, student);
    const payment = await paid(t, s, [{ student, amount: 40_000 }], {
      transactionDate: '2026-04-15',
    });
    const receipt = payment.records[0]?.receiptNumber;
    const shown = (await bell(parent)).schoolErpNotifications;
    expect(shown.map((n) => `${n.kind} | ${n.title} | ${n.message}`)).toEqual([
      `payment.received | Payment received | ₹400.00 paid on 15 Apr 2026 towards Aarav’s fees. Receipt no. ${receipt}. Recorded by the school on 1 Jun 2026.`,
    ]);
    expect(shown[0]?.createdAt).toBe(t.clock.now().toISOString());
    expect(await notices(student)).toEqual([]);

    t.clock.advance(60_000);
    const revert = await payCall(t, s.accountant, 'POST', '/rest/payment/revert', {
      groupId: s.institute.id,
      id: payment.transactionPk,
      reason: 'Cheque bounced',
    });
    expect(revert.statusCode, revert.body).toBe(200);
    expect((await notices(parent))[0]).toBe(
      `payment.reverted | Payment reverted | The payment of ₹400.00 paid on 15 Apr 2026 towards Aarav’s fees (receipt no. ${receipt}) was reverted by the school. Its dues are owed again.`,
    );
    expect(await notices(student)).toEqual([]);
  });

  it('says nothing of a recording day when the payment is of today; a lone student hears it', async () => {
    const { s, student } = await oneStudent([
      { particular: 'Tuition April', dueDate: '2026-04-10', amount: 100_000 },
    ]);
    const payment = await paid(t, s, [{ student, amount: 40_000 }]);
    expect(await notices(student)).toEqual([
      `payment.received | Payment received | ₹400.00 paid on 1 Jun 2026 towards your fees. Receipt no. ${payment.records[0]?.receiptNumber}.`,
    ]);
  });
});

describe('Upcoming Deadlines list fees (issue 22)', () => {
  it('shows what is overdue however old, and the next instalment even beyond 30 days', async () => {
    const { s, student } = await oneStudent([
      { particular: 'Tuition April', dueDate: '2026-04-10', amount: 3_000_000 },
      { particular: 'Tuition May', dueDate: '2026-05-10', amount: 213_000 },
      { particular: 'Tuition Q3', dueDate: '2026-08-10', amount: 500_000 },
      { particular: 'Tuition Q4', dueDate: '2026-11-10', amount: 500_000 },
    ]);
    const parent = await parentOf(t, s, student);
    const titles = async (p: TestProfile) =>
      (await bell(p)).deadlineNotifications
        .filter((d) => d.kind === 'FEE')
        .map((d) => `${d.title} | ${d.deadline}`);
    expect(await titles(parent)).toEqual([
      'Aarav: Fees overdue: ₹32,130.00 | Deadline Over',
      'Aarav: Fees due: Tuition Q3 (₹5,000.00) | 70 days remaining',
    ]);
    expect(await titles(student)).toEqual([
      'Fees overdue: ₹32,130.00 | Deadline Over',
      'Fees due: Tuition Q3 (₹5,000.00) | 70 days remaining',
    ]);
  });

  it('lists every due day of the next 30 days', async () => {
    const { student } = await oneStudent([
      { particular: 'Bus June', dueDate: '2026-06-02', amount: 20_000 },
      { particular: 'Tuition June', dueDate: '2026-06-20', amount: 500_000 },
      { particular: 'Tuition Q3', dueDate: '2026-08-10', amount: 500_000 },
    ]);
    const list = (await bell(student)).deadlineNotifications.map(
      (d) => `${d.title} | ${d.deadline}`,
    );
    expect(list).toEqual([
      'Fees due: Bus June (₹200.00) | 1 day remaining',
      'Fees due: Tuition June (₹5,000.00) | 19 days remaining',
    ]);
  });
});
