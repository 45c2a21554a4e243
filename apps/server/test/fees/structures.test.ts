import { FEE_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import {
  auditEvents,
  feeParticulars,
  feeStructures,
  studentDues,
} from '../../src/db/schema/index.js';
import { applyAllocationLines } from '../../src/modules/fees/index.js';
import { linkGuardian } from '../../src/modules/people/index.js';
import { useTestApp } from '../support/app.js';
import { as, createMember } from '../support/factories.js';
import { guardTenantWrites } from '../support/tenant-writes.js';
import {
  assigned,
  createdStructure,
  feeCall,
  feeSchool,
  storedDues,
  structureBody,
} from './fee-school.js';

const t = useTestApp();
guardTenantWrites(t);
const db = () => t.app.deps.database.db;

async function counts() {
  return {
    structures: (await db().select().from(feeStructures)).length,
    particulars: (await db().select().from(feeParticulars)).length,
    dues: (await db().select().from(studentDues)).length,
  };
}

const owed = async (profileId: string) =>
  (await storedDues(t, profileId))
    .filter((d) => d.cancelledAt === null)
    .map((d) => [d.particular, d.kind, d.amountPaise, d.concessionPaise]);

describe('fee structures', () => {
  it('are created by those who set fees and read by those who keep them', async () => {
    const s = await feeSchool(t);
    const res = await feeCall(
      t,
      s.admin,
      'POST',
      'fee/structure',
      structureBody(s, { siblingPercent: 12.5 }),
    );
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created.message).toBe(FEE_TEXTS.structureSaved);
    expect(created.data).toMatchObject({
      classId: s.klass.id,
      className: 'Class 5 A',
      name: 'Tuition 2026-27',
      lateFeePaise: 10_000,
      lateFeeGraceDays: 15,
      siblingPercent: 12.5,
      staffChildPercent: 0,
      totalPaise: 1_950_000,
      assignedCount: 0,
      paidInto: false,
    });
    expect(
      created.data.particulars.map((p: { name: string; position: number }) => [p.name, p.position]),
    ).toEqual([
      ['Term 1 tuition', 1],
      ['Early payment', 2],
      ['Term 2 tuition', 3],
    ]);

    const list = await feeCall(t, s.accountant, 'GET', 'fee/structure', {
      groupId: s.institute.id,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((x: { id: string }) => x.id)).toEqual([created.data.id]);
    const one = await feeCall(t, s.accountant, 'GET', 'fee/structure/id', {
      groupId: s.klass.id,
      id: created.data.id,
    });
    expect(one.json()).toEqual(created.data);

    const audit = await db().select().from(auditEvents);
    expect(audit.find((e) => e.action === 'feeStructure.created')).toMatchObject({
      instituteId: s.institute.id,
      targetId: created.data.id,
      detail: {
        name: 'Tuition 2026-27',
        particulars: 3,
        totalPaise: 1_950_000,
        classId: s.klass.id,
      },
    });
  });

  it('refuses hostile input with a clear 400 and writes nothing', async () => {
    const s = await feeSchool(t);
    const charge = (over: Record<string, unknown>) => ({
      particulars: [
        { name: 'Fee', kind: 'CHARGE', amountPaise: 100, dueDate: '2026-05-01', ...over },
      ],
    });
    const cases: [Record<string, unknown>, string][] = [
      [charge({ amountPaise: -100 }), FEE_TEXTS.amount],
      [charge({ amountPaise: 10.5 }), FEE_TEXTS.amount],
      [charge({ amountPaise: 0 }), FEE_TEXTS.amount],
      [charge({ amountPaise: 1e12 }), FEE_TEXTS.amount],
      [charge({ amountPaise: '100' }), FEE_TEXTS.amount],
      [charge({ dueDate: '2026-02-30' }), FEE_TEXTS.date],
      [charge({ dueDate: '01/05/2026' }), FEE_TEXTS.date],
      [
        charge({ dueDate: '2027-06-01' }),
        FEE_TEXTS.dueDateOutsideSession('2026-04-01', '2027-03-31'),
      ],
      [charge({ kind: 'REFUND' }), FEE_TEXTS.particularKind],
      [charge({ name: '  ' }), FEE_TEXTS.particularName],
      [{ particulars: [] }, FEE_TEXTS.particulars],
      [{ lateFeePaise: -1 }, FEE_TEXTS.lateFee],
      [{ lateFeeGraceDays: 1.5 }, FEE_TEXTS.graceDays],
      [{ siblingPercent: 101 }, FEE_TEXTS.percent],
      [{ siblingPercent: 10.125 }, FEE_TEXTS.percent],
      [{ name: 'x'.repeat(101) }, FEE_TEXTS.name],
      [
        {
          particulars: [
            { name: 'Fee', kind: 'CHARGE', amountPaise: 100, dueDate: '2026-05-01' },
            { name: 'fee', kind: 'CHARGE', amountPaise: 100, dueDate: '2026-06-01' },
          ],
        },
        FEE_TEXTS.particularNameTwice,
      ],
      [
        {
          particulars: [{ name: 'Off', kind: 'DISCOUNT', amountPaise: 100, dueDate: '2026-05-01' }],
        },
        FEE_TEXTS.discountFirst,
      ],
      [
        {
          particulars: [
            { name: 'Fee', kind: 'CHARGE', amountPaise: 100, dueDate: '2026-05-01' },
            { name: 'Off', kind: 'DISCOUNT', amountPaise: 101, dueDate: '2026-05-01' },
          ],
        },
        FEE_TEXTS.discountTooLarge,
      ],
      [
        {
          particulars: [
            { name: 'Fee', kind: 'CHARGE', amountPaise: 100, dueDate: '2026-05-01' },
            { name: 'Off', kind: 'DISCOUNT', amountPaise: 50, dueDate: '2026-05-02' },
          ],
        },
        FEE_TEXTS.discountDate,
      ],
      [{ groupId: s.institute.id }, FEE_TEXTS.classGroup],
    ];
    for (const [over, message] of cases) {
      const res = await feeCall(t, s.admin, 'POST', 'fee/structure', structureBody(s, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message, JSON.stringify(over)).toContain(message);
    }
    const unknownSession = await feeCall(
      t,
      s.admin,
      'POST',
      'fee/structure',
      structureBody(s, { sessionId: s.other.institute.session.id }),
    );
    expect(unknownSession.statusCode).toBe(404);
    expect(await counts()).toEqual({ structures: 0, particulars: 0, dues: 0 });

    await createdStructure(t, s);
    const twice = await feeCall(t, s.admin, 'POST', 'fee/structure', structureBody(s));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(FEE_TEXTS.nameTaken);
    expect((await counts()).structures).toBe(1);
  });

  it('are refused to students, teachers and parents, and invisible to another institute', async () => {
    const s = await feeSchool(t);
    const structure = await createdStructure(t, s);
    for (const who of [s.students[0], s.teacher, s.parent]) {
      const post = await feeCall(
        t,
        who,
        'POST',
        'fee/structure',
        structureBody(s, { name: 'Other' }),
      );
      expect(post.statusCode).toBe(403);
    }
    for (const who of [s.students[0], s.parent]) {
      const get = await feeCall(t, who, 'GET', 'fee/structure', { groupId: s.klass.id });
      expect(get.statusCode).toBe(403);
    }
    // Another institute's admin: our class is not theirs (403 without a selected institute,
    // 404 when acting in their own), and our structure is not found through their class.
    const foreign = await feeCall(t, s.other.admin, 'POST', 'fee/structure', structureBody(s));
    expect(foreign.statusCode).toBe(403);
    const selected = await t.app.inject({
      method: 'GET',
      url: `/rest/fee/structure?groupId=${s.klass.id}`,
      headers: as(s.other.admin, { institute: s.other.institute.id }),
    });
    expect(selected.statusCode).toBe(404);
    for (const [method, path, params] of [
      ['GET', 'fee/structure/id', { groupId: s.other.klass.id, id: structure.id }],
      ['DELETE', 'fee/structure/delete', { groupId: s.other.klass.id, id: structure.id }],
      ['POST', 'fee/structure/assign', { groupId: s.other.klass.id, id: structure.id }],
      [
        'PUT',
        'fee/structure',
        {
          ...structureBody(s),
          groupId: s.other.klass.id,
          sessionId: s.other.institute.session.id,
          id: structure.id,
        },
      ],
    ] as const) {
      const res = await feeCall(t, s.other.admin, method, path, params);
      expect(res.statusCode, path).toBe(404);
    }
    expect((await counts()).structures).toBe(1);
  });

  it('assigned to a class writes every student its dues, with the sibling and staff-child rules', async () => {
    const s = await feeSchool(t);
    // Kabir's mother teaches at the school.
    const teacherMother = await createMember(t, s.institute, 'TEACHER', { institute: s.institute });
    await linkGuardian(
      db(),
      {
        parentProfileId: teacherMother.profileId,
        studentProfileId: s.students[2].profileId,
        relation: 'Mother',
      },
      t.clock.now(),
    );
    const structure = await createdStructure(t, s, { siblingPercent: 10, staffChildPercent: 50 });
    const result = await assigned(t, s, structure.id);
    expect(result).toEqual({
      message: FEE_TEXTS.assigned(3),
      assigned: 3,
      added: 9,
      updated: 0,
      cancelled: 0,
    });
    // Rohan and Meera are siblings: 10% off each charge; Kabir is a staff child: 50%.
    expect(await owed(s.students[0].profileId)).toEqual([
      ['Term 1 tuition', 'CHARGE', 900_000, 100_000],
      ['Early payment', 'DISCOUNT', 50_000, 0],
      ['Term 2 tuition', 'CHARGE', 900_000, 100_000],
    ]);
    expect(await owed(s.students[2].profileId)).toEqual([
      ['Term 1 tuition', 'CHARGE', 500_000, 500_000],
      ['Early payment', 'DISCOUNT', 50_000, 0],
      ['Term 2 tuition', 'CHARGE', 500_000, 500_000],
    ]);
    const concessions = await feeCall(t, s.accountant, 'GET', 'fee/concession', {
      groupId: s.klass.id,
      structureId: structure.id,
    });
    expect(
      concessions
        .json()
        .map((c: { studentName: string; kind: string; percent: number }) => [
          c.studentName,
          c.kind,
          c.percent,
        ])
        .sort(),
    ).toEqual([
      ['Kabir Test', 'STAFF_CHILD', 50],
      ['Meera Test', 'SIBLING', 10],
      ['Rohan Test', 'SIBLING', 10],
    ]);
    // Assigning again changes nothing.
    expect(await assigned(t, s, structure.id)).toMatchObject({
      added: 0,
      updated: 9,
      cancelled: 0,
    });
    expect((await db().select().from(studentDues)).length).toBe(9);
    const audit = await db().select().from(auditEvents);
    expect(audit.filter((e) => e.action === 'feeStructure.assigned')).toHaveLength(2);
  });

  it('assigned to chosen students only, who must be the class’s', async () => {
    const s = await feeSchool(t);
    const structure = await createdStructure(t, s);
    expect(await assigned(t, s, structure.id, [s.students[1].profileId])).toMatchObject({
      assigned: 1,
      added: 3,
    });
    expect(await owed(s.students[0].profileId)).toEqual([]);
    for (const ids of [
      [s.other.student.profileId],
      [s.teacher.profileId],
      [s.students[0].profileId, s.parent.profileId],
    ]) {
      const res = await feeCall(t, s.admin, 'POST', 'fee/structure/assign', {
        groupId: s.klass.id,
        id: structure.id,
        userProfileIds: ids,
      });
      expect(res.statusCode).toBe(404);
    }
    const bad = await feeCall(t, s.admin, 'POST', 'fee/structure/assign', {
      groupId: s.klass.id,
      id: structure.id,
      userProfileIds: ['not-a-uuid'],
    });
    expect(bad.statusCode).toBe(400);
    expect((await db().select().from(studentDues)).length).toBe(3);
  });

  it('edited after assignment updates unpaid dues and never touches what is paid', async () => {
    const s = await feeSchool(t);
    const structure = await createdStructure(t, s);
    await assigned(t, s, structure.id);
    const rohan = s.students[0].profileId;
    const [term1] = await storedDues(t, rohan);
    await applyAllocationLines(
      db(),
      [{ dueId: term1?.id as string, paid: 600_000, discount: 0 }],
      undefined,
      s.institute.id,
    );

    const [t1, early, t2] = structure.particulars as [
      (typeof structure.particulars)[number],
      (typeof structure.particulars)[number],
      (typeof structure.particulars)[number],
    ];
    const put = (particulars: unknown[]) =>
      feeCall(t, s.admin, 'PUT', 'fee/structure', {
        ...structureBody(s),
        id: structure.id,
        particulars,
      });

    // Term 1 cannot go below the ₹6,000 Rohan paid; removing it is refused too.
    const lowered = await put([{ ...t1, amountPaise: 500_000 }, early, t2]);
    expect(lowered.statusCode).toBe(409);
    expect(lowered.json().message).toBe(
      'Term 1 tuition has ₹6,000.00 paid into it; it cannot be lowered below that.',
    );
    const removed = await put([t2]);
    expect(removed.statusCode).toBe(409);
    expect((await db().select().from(feeParticulars)).length).toBe(3);

    // Term 2 goes up, the discount goes, an exam fee comes: every student's unpaid dues follow.
    const ok = await put([
      { ...t1, amountPaise: 600_000 },
      { ...t2, amountPaise: 1_100_000 },
      // No id: matched by name would be new anyway.
      { name: 'Exam fee', kind: 'CHARGE', amountPaise: 80_000, dueDate: '2026-09-15' },
    ]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.paidInto).toBe(true);
    for (const st of s.students) {
      expect(await owed(st.profileId)).toEqual([
        ['Term 1 tuition', 'CHARGE', 600_000, 0],
        ['Exam fee', 'CHARGE', 80_000, 0],
        ['Term 2 tuition', 'CHARGE', 1_100_000, 0],
      ]);
    }
    const rohanDues = await storedDues(t, rohan);
    expect(rohanDues.find((d) => d.id === term1?.id)).toMatchObject({ paidPaise: 600_000 });
    expect(rohanDues.find((d) => d.particular === 'Early payment')?.cancelledAt).not.toBeNull();

    // A form that sends no ids keeps the particulars by name.
    const byName = await put([
      { name: 'Term 1 tuition', kind: 'CHARGE', amountPaise: 700_000, dueDate: '2026-04-10' },
      { name: 'Exam fee', kind: 'CHARGE', amountPaise: 80_000, dueDate: '2026-09-15' },
      { name: 'Term 2 tuition', kind: 'CHARGE', amountPaise: 1_100_000, dueDate: '2026-10-10' },
    ]);
    expect(byName.statusCode).toBe(200);
    expect((await storedDues(t, rohan)).find((d) => d.id === term1?.id)).toMatchObject({
      amountPaise: 700_000,
      paidPaise: 600_000,
    });
    const foreignId = await put([{ ...t1, id: s.klass.id }]);
    expect(foreignId.statusCode).toBe(404);
  });

  it('deleted while nothing is paid into it cancels its dues; once paid into it is refused', async () => {
    const s = await feeSchool(t);
    const first = await createdStructure(t, s);
    await assigned(t, s, first.id);
    const gone = await feeCall(t, s.admin, 'DELETE', 'fee/structure/delete', {
      groupId: s.klass.id,
      id: first.id,
    });
    expect(gone.statusCode).toBe(200);
    expect(
      (await storedDues(t, s.students[0].profileId)).every((d) => d.cancelledAt !== null),
    ).toBe(true);
    expect((await db().select().from(feeStructures)).length).toBe(0);

    const second = await createdStructure(t, s, { name: 'Tuition again' });
    await assigned(t, s, second.id);
    const due = (await storedDues(t, s.students[1].profileId)).find((d) => d.cancelledAt === null);
    await applyAllocationLines(
      db(),
      [{ dueId: due?.id as string, paid: 1, discount: 0 }],
      undefined,
      s.institute.id,
    );
    const refused = await feeCall(t, s.admin, 'DELETE', 'fee/structure/delete', {
      groupId: s.klass.id,
      id: second.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(FEE_TEXTS.paidInto);
    expect((await db().select().from(feeStructures)).length).toBe(1);
    const unknown = await feeCall(t, s.admin, 'DELETE', 'fee/structure/delete', {
      groupId: s.klass.id,
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const actions = (await db().select().from(auditEvents)).map((e) => e.action);
    expect(actions.filter((a) => a === 'feeStructure.deleted')).toHaveLength(1);
  });
});
