import { describe, expect, it } from 'vitest';
import { studentDues } from '../../src/db/schema/index.js';
import { applyAllocationLines } from '../../src/modules/fees/index.js';
import { lateFeesJob } from '../../src/modules/fees/late-fee-job.js';
import { useTestApp } from '../support/app.js';
import { as, createMember, createRole, signIn } from '../support/factories.js';
import { guardTenantWrites } from '../support/tenant-writes.js';
import { assigned, createdStructure, feeCall, feeSchool, storedDues } from './fee-school.js';

const t = useTestApp();
guardTenantWrites(t);
const db = () => t.app.deps.database.db;
const DAY = 86_400_000;

describe('GET fee/estimation', () => {
  it("shows a student's dues with remaining, overdue and totals, to the student, a parent and staff", async () => {
    const s = await feeSchool(t);
    const structure = await createdStructure(t, s, { lateFeePaise: 0 });
    await assigned(t, s, structure.id);
    const rohan = s.students[0];
    const [term1] = await storedDues(t, rohan.profileId);
    await applyAllocationLines(
      db(),
      [{ dueId: term1?.id as string, paid: 400_000, discount: 0 }],
      undefined,
      s.institute.id,
    );

    const query = { groupId: s.klass.id, userProfileId: rohan.profileId };
    for (const who of [rohan, s.parent, s.accountant, s.admin]) {
      const res = await feeCall(t, who, 'GET', 'fee/estimation', query);
      expect(res.statusCode).toBe(200);
    }
    const body = (await feeCall(t, rohan, 'GET', 'fee/estimation', query)).json();
    expect(body.student).toMatchObject({
      userProfileId: rohan.profileId,
      fullName: 'Rohan Test',
      contactName: 'Priya Test',
      classId: s.klass.id,
      className: 'Class 5 A',
      sessionId: s.institute.session.id,
    });
    expect(body.student.memberId).toEqual(expect.any(String));
    // The clock stands at 1 June 2026: term 1 (10 April) is overdue, term 2 (10 October) not.
    expect(
      body.fees.map((d: Record<string, unknown>) => [
        d.particular,
        d.amount,
        d.paid,
        d.remaining,
        d.overdue,
        d.source,
      ]),
    ).toEqual([
      ['Term 1 tuition', 1_000_000, 400_000, 600_000, true, 'STRUCTURE'],
      // Issue 22: the early-payment discount of 10 April has lapsed by 1 June: nothing to give.
      ['Early payment', 50_000, 0, 0, false, 'STRUCTURE'],
      ['Term 2 tuition', 1_000_000, 0, 1_000_000, false, 'STRUCTURE'],
    ]);
    expect(body.fees.map((d: { lapsed: boolean }) => d.lapsed)).toEqual([false, true, false]);
    expect(body.transport).toEqual([]);
    // One rule (issue 22): Payable − Paid − Discount = Remaining, the lapsed discount not in it.
    expect(body.totals).toEqual({
      payable: 2_000_000,
      paid: 400_000,
      discount: 0,
      due: 1_600_000,
      overdue: 600_000,
      lateFee: 0,
    });
    const { payable, paid, discount, due } = body.totals;
    expect(payable - paid - discount).toBe(due);
  });

  it('is not found for another student, a parent of another child, or another institute', async () => {
    const s = await feeSchool(t);
    const query = { groupId: s.klass.id, userProfileId: s.students[2].profileId };
    for (const who of [s.students[0], s.parent]) {
      expect((await feeCall(t, who, 'GET', 'fee/estimation', query)).statusCode).toBe(404);
    }
    expect((await feeCall(t, s.teacher, 'GET', 'fee/estimation', query)).statusCode).toBe(403);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/rest/fee/estimation?groupId=${s.klass.id}&userProfileId=${s.students[0].profileId}`,
      headers: as(s.other.admin, { institute: s.other.institute.id }),
    });
    expect(foreign.statusCode).toBe(404);
    const theirs = await feeCall(t, s.other.admin, 'GET', 'fee/estimation', {
      groupId: s.other.institute.id,
      userProfileId: s.students[0].profileId,
    });
    expect(theirs.statusCode).toBe(404);
    const ours = await feeCall(t, s.admin, 'GET', 'fee/estimation', {
      groupId: s.institute.id,
      userProfileId: s.other.student.profileId,
    });
    expect(ours.statusCode).toBe(404);
    for (const bad of [
      { groupId: s.klass.id, userProfileId: 'nope' },
      { groupId: s.klass.id, userProfileId: s.students[0].profileId, sessionId: '2026' },
    ]) {
      expect((await feeCall(t, s.admin, 'GET', 'fee/estimation', bad)).statusCode).toBe(400);
    }
    const otherSession = await feeCall(t, s.admin, 'GET', 'fee/estimation', {
      groupId: s.klass.id,
      userProfileId: s.students[0].profileId,
      sessionId: s.other.institute.session.id,
    });
    expect(otherSession.statusCode).toBe(404);
  });

  it('adds a late fee once, to a charge still unpaid after its grace days (the clock decides)', async () => {
    const s = await feeSchool(t);
    // Due 30 May, 5 grace days: late from 5 June (India's day).
    const structure = await createdStructure(t, s, {
      lateFeePaise: 25_000,
      lateFeeGraceDays: 5,
      particulars: [
        { name: 'Term 1 tuition', kind: 'CHARGE', amountPaise: 500_000, dueDate: '2026-05-30' },
        { name: 'Term 2 tuition', kind: 'CHARGE', amountPaise: 500_000, dueDate: '2026-05-30' },
      ],
    });
    await assigned(t, s, structure.id, [s.students[0].profileId]);
    const [, term2] = await storedDues(t, s.students[0].profileId);
    await applyAllocationLines(
      db(),
      [{ dueId: term2?.id as string, paid: 500_000, discount: 0 }],
      undefined,
      s.institute.id,
    );
    // A fresh sign-in each time: the clock moves past a session's idle limit.
    const read = async () =>
      (
        await feeCall(
          t,
          {
            ...s.accountant,
            cookie: await signIn(t, s.accountant.accountId, s.accountant.profileId),
          },
          'GET',
          'fee/estimation',
          {
            groupId: s.klass.id,
            userProfileId: s.students[0].profileId,
          },
        )
      ).json().fees as {
        id: string;
        particular: string;
        amount: number;
        source: string;
        dueDate: string;
      }[];

    expect((await read()).filter((d) => d.source === 'LATE_FEE')).toEqual([]);
    t.clock.advance(3 * DAY); // 4 June 10:00 IST: the last day of grace.
    expect((await read()).filter((d) => d.source === 'LATE_FEE')).toEqual([]);
    t.clock.advance(DAY); // 5 June
    const late = (await read()).filter((d) => d.source === 'LATE_FEE');
    expect(late).toMatchObject([
      { particular: 'Late fee: Term 1 tuition', amount: 25_000, dueDate: '2026-06-05' },
    ]);
    t.clock.advance(30 * DAY);
    const shown = (await read()).filter((d) => d.source === 'LATE_FEE');
    expect(shown).toHaveLength(1);
    // Shown, not written: the fees module's daily job writes it (test/fees/late-fees.test.ts).
    const written = async () =>
      (await db().select().from(studentDues)).filter((d) => d.source === 'LATE_FEE');
    expect(await written()).toHaveLength(0);
    await lateFeesJob.run(t.app.ctx, {});
    expect(await written()).toMatchObject([{ id: late[0]?.id, amountPaise: 25_000 }]);
    expect((await read()).filter((d) => d.source === 'LATE_FEE')).toEqual(shown);
  });
});

describe('GET fee/cart', () => {
  it("gives the payment dialog each student's dues, in the order asked", async () => {
    const s = await feeSchool(t);
    const structure = await createdStructure(t, s);
    await assigned(t, s, structure.id);
    const ids = [s.students[2].profileId, s.students[0].profileId];
    const res = await feeCall(t, s.accountant, 'GET', 'fee/cart', {
      groupId: s.institute.id,
      userProfileIds: ids.join(','),
    });
    expect(res.statusCode).toBe(200);
    const entries = res.json();
    expect(
      entries.map((e: { student: { userProfileId: string } }) => e.student.userProfileId),
    ).toEqual(ids);
    // Term 1 was due on 10 April: fifteen days of grace later, its late fee is owed too.
    expect(entries[0].fees.map((d: { particular: string }) => d.particular)).toEqual([
      'Term 1 tuition',
      'Early payment',
      'Late fee: Term 1 tuition',
      'Term 2 tuition',
    ]);
  });

  it('is refused to students and teachers, and knows no student of another institute', async () => {
    const s = await feeSchool(t);
    const ask = (who: typeof s.admin, params: Record<string, unknown>) =>
      feeCall(t, who, 'GET', 'fee/cart', { groupId: s.klass.id, ...params });
    for (const who of [s.students[0], s.teacher, s.parent]) {
      expect((await ask(who, { userProfileIds: s.students[0].profileId })).statusCode).toBe(403);
    }
    expect(
      (await ask(s.accountant, { userProfileIds: s.other.student.profileId })).statusCode,
    ).toBe(404);
    expect((await ask(s.accountant, { userProfileIds: s.teacher.profileId })).statusCode).toBe(404);
    expect((await ask(s.accountant, { userProfileIds: '' })).statusCode).toBe(400);
    const many = Array.from(
      { length: 51 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    expect((await ask(s.accountant, { userProfileIds: many.join(',') })).statusCode).toBe(400);
  });
});

describe('GET fee/summary/group', () => {
  it("sums a class's students: payable, paid, due and overdue", async () => {
    const s = await feeSchool(t);
    const structure = await createdStructure(t, s, { lateFeePaise: 0 });
    await assigned(t, s, structure.id, [s.students[0].profileId, s.students[1].profileId]);
    const [term1] = await storedDues(t, s.students[0].profileId);
    await applyAllocationLines(
      db(),
      [{ dueId: term1?.id as string, paid: 1_000_000, discount: 0 }],
      undefined,
      s.institute.id,
    );
    const res = await feeCall(t, s.accountant, 'GET', 'fee/summary/group', { groupId: s.klass.id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.className).toBe('Class 5 A');
    const byName = Object.fromEntries(
      body.students.map((r: { fullName: string }) => [r.fullName, r]),
    );
    expect(byName['Kabir Test']).toMatchObject({ payable: 0, paid: 0, due: 0, overdue: 0 });
    // Rohan paid term 1 after the early-payment discount's date (10 April; today is 1 June): it
    // has lapsed and lowers nothing (issue 22).
    expect(byName['Rohan Test']).toMatchObject({ paid: 1_000_000, due: 1_000_000, overdue: 0 });
    expect(byName['Meera Test']).toMatchObject({ paid: 0, due: 2_000_000, overdue: 1_000_000 });
    expect(body.totals).toEqual({
      payable: 4_000_000,
      paid: 1_000_000,
      discount: 0,
      due: 3_000_000,
      overdue: 1_000_000,
      lateFee: 0,
    });
    // The class's totals are its students' rows added up, each row Payable − Paid − Discount.
    for (const row of body.students) expect(row.payable - row.paid - row.discount).toBe(row.due);
  });

  it('is refused to students, parents and teachers, and to another institute', async () => {
    const s = await feeSchool(t);
    for (const who of [s.students[0], s.parent, s.teacher]) {
      const res = await feeCall(t, who, 'GET', 'fee/summary/group', { groupId: s.klass.id });
      expect(res.statusCode).toBe(403);
    }
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/rest/fee/summary/group?groupId=${s.klass.id}`,
      headers: as(s.other.admin, { institute: s.other.institute.id }),
    });
    expect(foreign.statusCode).toBe(404);
    const institute = await feeCall(t, s.admin, 'GET', 'fee/summary/group', {
      groupId: s.institute.id,
    });
    expect(institute.statusCode).toBe(400);
    // A custom role with getFeeSummaryForGroup alone reads it.
    const viewer = await createMember(
      t,
      s.institute,
      await createRole(t, s.institute, ['getFeeSummaryForGroup']),
    );
    expect(
      (await feeCall(t, viewer, 'GET', 'fee/summary/group', { groupId: s.klass.id })).statusCode,
    ).toBe(200);
  });
});
