import { FEE_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { auditEvents, feeConcessions, studentDues } from '../../src/db/schema/index.js';
import { insertSession } from '../../src/modules/academic/index.js';
import { applyAllocationLines } from '../../src/modules/fees/index.js';
import { addMember } from '../../src/modules/groups/index.js';
import { useTestApp } from '../support/app.js';
import { as } from '../support/factories.js';
import { guardTenantWrites } from '../support/tenant-writes.js';
import {
  assigned,
  createdStructure,
  type FeeSchool,
  feeCall,
  feeSchool,
  storedDues,
} from './fee-school.js';

const t = useTestApp();
guardTenantWrites(t);
const db = () => t.app.deps.database.db;

const owed = async (profileId: string) =>
  (await storedDues(t, profileId))
    .filter((d) => d.cancelledAt === null && d.carriedOverAt === null)
    .map((d) => [d.particular, d.amountPaise, d.concessionPaise]);

async function structureFor(s: FeeSchool) {
  const structure = await createdStructure(t, s, {
    lateFeePaise: 0,
    particulars: [
      { name: 'Term 1 tuition', kind: 'CHARGE', amountPaise: 300_000, dueDate: '2026-04-10' },
      { name: 'Term 2 tuition', kind: 'CHARGE', amountPaise: 100_000, dueDate: '2026-10-10' },
    ],
  });
  await assigned(t, s, structure.id);
  return structure;
}

describe('manual concessions', () => {
  it('need a reason, lower the dues at once, and go back up when removed', async () => {
    const s = await feeSchool(t);
    const structure = await structureFor(s);
    const kabir = s.students[2].profileId;
    const body = {
      groupId: s.klass.id,
      structureId: structure.id,
      userProfileId: kabir,
      amountPaise: 40_000,
      reason: 'Scholarship for sports',
    };
    const saved = await feeCall(t, s.accountant, 'POST', 'fee/concession', body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      kind: 'MANUAL',
      amountPaise: 40_000,
      percent: null,
      reason: 'Scholarship for sports',
      studentName: 'Kabir Test',
      structureName: 'Tuition 2026-27',
    });
    expect(await owed(kabir)).toEqual([
      ['Term 1 tuition', 270_000, 30_000],
      ['Term 2 tuition', 90_000, 10_000],
    ]);
    // Saving again replaces it: 25% instead.
    const again = await feeCall(t, s.accountant, 'POST', 'fee/concession', {
      ...body,
      amountPaise: undefined,
      percent: 25,
    });
    expect(again.statusCode).toBe(200);
    expect(await owed(kabir)).toEqual([
      ['Term 1 tuition', 225_000, 75_000],
      ['Term 2 tuition', 75_000, 25_000],
    ]);
    expect((await db().select().from(feeConcessions)).length).toBe(1);

    const removed = await feeCall(t, s.accountant, 'DELETE', 'fee/concession/delete', {
      groupId: s.klass.id,
      id: again.json().data.id,
    });
    expect(removed.statusCode).toBe(200);
    expect(await owed(kabir)).toEqual([
      ['Term 1 tuition', 300_000, 0],
      ['Term 2 tuition', 100_000, 0],
    ]);
    const actions = (await db().select().from(auditEvents)).map((e) => e.action);
    expect(actions.filter((a) => a === 'feeConcession.saved')).toHaveLength(2);
    expect(actions.filter((a) => a === 'feeConcession.deleted')).toHaveLength(1);
  });

  it('refuses bad input, students not assigned, and a concession below what is paid', async () => {
    const s = await feeSchool(t);
    const structure = await structureFor(s);
    const rohan = s.students[0].profileId;
    const base = {
      groupId: s.klass.id,
      structureId: structure.id,
      userProfileId: rohan,
      reason: 'Hardship at home',
    };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ amountPaise: 100 }, 200, ''],
      [{ amountPaise: 100, reason: undefined }, 400, FEE_TEXTS.reason],
      [{ amountPaise: 100, reason: 'no' }, 400, FEE_TEXTS.reason],
      [{}, 400, FEE_TEXTS.concessionHow],
      [{ amountPaise: 100, percent: 5 }, 400, FEE_TEXTS.concessionHow],
      [{ amountPaise: -100 }, 400, FEE_TEXTS.amount],
      [{ amountPaise: 1.5 }, 400, FEE_TEXTS.amount],
      [{ percent: 0 }, 400, FEE_TEXTS.percent],
      [{ percent: 120 }, 400, FEE_TEXTS.percent],
      [
        { amountPaise: 100, userProfileId: s.other.student.profileId },
        404,
        FEE_TEXTS.concessionNotAssigned,
      ],
      [{ amountPaise: 100, structureId: s.klass.id }, 404, FEE_TEXTS.structureNotFound],
    ];
    for (const [over, status, message] of cases) {
      const res = await feeCall(t, s.accountant, 'POST', 'fee/concession', { ...base, ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(status);
      if (message) expect(res.json().message).toContain(message);
    }
    // Rohan paid ₹2,900 of term 1: a 10% concession would bring it to ₹2,700.
    const [term1] = await storedDues(t, rohan);
    await applyAllocationLines(
      db(),
      [{ dueId: term1?.id as string, paid: 290_000, discount: 0 }],
      undefined,
      s.institute.id,
    );
    const below = await feeCall(t, s.accountant, 'POST', 'fee/concession', {
      ...base,
      percent: 10,
    });
    expect(below.statusCode).toBe(409);
    const concession = (await db().select().from(feeConcessions))[0];
    expect(concession).toMatchObject({ amountPaise: 100, percentBasisPoints: null });
    expect((await owed(rohan))[0]).toEqual(['Term 1 tuition', 299_925, 75]);

    for (const who of [s.students[0], s.teacher, s.parent]) {
      const res = await feeCall(t, who, 'POST', 'fee/concession', { ...base, amountPaise: 1 });
      expect(res.statusCode).toBe(403);
      const list = await feeCall(t, who, 'GET', 'fee/concession', { groupId: s.klass.id });
      expect(list.statusCode).toBe(403);
    }
    const foreign = await feeCall(t, s.other.admin, 'DELETE', 'fee/concession/delete', {
      groupId: s.other.klass.id,
      id: concession?.id,
    });
    expect(foreign.statusCode).toBe(404);
    const foreignList = await feeCall(t, s.other.admin, 'GET', 'fee/concession', {
      groupId: s.other.institute.id,
    });
    expect(foreignList.json()).toEqual([]);
  });

  it("keep the rules' concessions to the structure's rules", async () => {
    const s = await feeSchool(t);
    const structure = await createdStructure(t, s, { siblingPercent: 10 });
    await assigned(t, s, structure.id);
    const sibling = (await db().select().from(feeConcessions))[0];
    const res = await feeCall(t, s.admin, 'DELETE', 'fee/concession/delete', {
      groupId: s.klass.id,
      id: sibling?.id,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(FEE_TEXTS.ruleConcession);
  });
});

describe('carry-over', () => {
  async function nextSession(s: FeeSchool) {
    const session = await insertSession(db(), {
      instituteId: s.institute.id,
      name: '2027-28',
      startDate: '2027-04-01',
      endDate: '2028-03-31',
    });
    // Rohan and Meera go on to the next session in the class; Kabir has left.
    for (const st of s.students.slice(0, 2)) {
      await addMember(t.app.ctx, null, {
        profileId: st.profileId,
        groupId: s.klass.id,
        roleId: s.institute.roles.STUDENT.id,
        sessionId: session.id,
      });
    }
    return session;
  }

  it("moves last session's unpaid dues into the new one, once, keeping what was paid", async () => {
    const s = await feeSchool(t);
    await structureFor(s);
    const rohan = s.students[0].profileId;
    const [term1] = await storedDues(t, rohan);
    await applyAllocationLines(
      db(),
      [{ dueId: term1?.id as string, paid: 100_000, discount: 0 }],
      undefined,
      s.institute.id,
    );
    const next = await nextSession(s);
    const body = {
      groupId: s.institute.id,
      fromSessionId: s.institute.session.id,
      toSessionId: next.id,
    };
    const res = await feeCall(t, s.admin, 'POST', 'fee/carry-over', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: FEE_TEXTS.carriedOver(4, 2),
      carried: 4,
      students: 2,
      skippedStudents: 1,
    });
    const carried = (await db().select().from(studentDues)).filter((d) => d.sessionId === next.id);
    expect(
      carried
        .filter((d) => d.profileId === rohan)
        .map((d) => [d.particular, d.amountPaise, d.dueDate, d.previousCarryOver, d.source])
        .sort(),
    ).toEqual([
      ['Term 1 tuition (2026-27)', 200_000, '2027-04-01', true, 'CARRY_OVER'],
      ['Term 2 tuition (2026-27)', 100_000, '2027-04-01', true, 'CARRY_OVER'],
    ]);
    // The old due keeps its ₹1,000 paid and is owed no more in 2026-27.
    expect((await storedDues(t, rohan)).find((d) => d.id === term1?.id)).toMatchObject({
      paidPaise: 100_000,
    });
    const estimation = await feeCall(t, s.admin, 'GET', 'fee/estimation', {
      groupId: s.klass.id,
      userProfileId: rohan,
      sessionId: next.id,
    });
    expect(
      estimation.json().fees.map((d: { previousCarryOver: boolean }) => d.previousCarryOver),
    ).toEqual([true, true]);
    const old = await feeCall(t, s.admin, 'GET', 'fee/estimation', {
      groupId: s.klass.id,
      userProfileId: rohan,
    });
    expect(old.json().fees).toEqual([]);
    // Kabir (no class in 2027-28) keeps his dues where they were.
    expect(await owed(s.students[2].profileId)).toHaveLength(2);

    const again = await feeCall(t, s.admin, 'POST', 'fee/carry-over', body);
    expect(again.json()).toMatchObject({ carried: 0, students: 0, skippedStudents: 1 });
    const audit = (await db().select().from(auditEvents)).filter(
      (e) => e.action === 'fee.carriedOver',
    );
    expect(audit[0]?.detail).toMatchObject({
      carried: 4,
      students: 2,
      fromSessionName: '2026-27',
      toSessionName: '2027-28',
    });
  });

  it('is refused backwards, within one session, to a class, to others, and across institutes', async () => {
    const s = await feeSchool(t);
    await structureFor(s);
    const next = await nextSession(s);
    const call = (who: typeof s.admin, over: Record<string, unknown>) =>
      feeCall(t, who, 'POST', 'fee/carry-over', {
        groupId: s.institute.id,
        fromSessionId: s.institute.session.id,
        toSessionId: next.id,
        ...over,
      });
    expect(
      (await call(s.admin, { fromSessionId: next.id, toSessionId: s.institute.session.id }))
        .statusCode,
    ).toBe(400);
    expect((await call(s.admin, { toSessionId: s.institute.session.id })).statusCode).toBe(400);
    expect((await call(s.admin, { groupId: s.klass.id })).statusCode).toBe(400);
    expect((await call(s.admin, { toSessionId: s.other.institute.session.id })).statusCode).toBe(
      404,
    );
    expect((await call(s.admin, { toSessionId: 'tomorrow' })).statusCode).toBe(400);
    for (const who of [s.teacher, s.students[0]]) {
      expect((await call(who, {})).statusCode).toBe(403);
    }
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/rest/fee/carry-over',
      headers: as(s.other.admin, { institute: s.other.institute.id }),
      payload: {
        groupId: s.institute.id,
        fromSessionId: s.institute.session.id,
        toSessionId: next.id,
      },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await db().select().from(studentDues)).filter((d) => d.sessionId === next.id)).toEqual(
      [],
    );
  });
});
