import { ADMISSION_API, FEE_TEXTS } from '@shala/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feeAssignments, memberships, studentDues } from '../../src/db/schema/index.js';
import { applyAllocationLines, assignJoiningStudentFees } from '../../src/modules/fees/index.js';
import { insertMembership, linkGuardian } from '../../src/modules/people/index.js';
import { admissionSchool, pendingApplication, staffCall } from '../support/admission-helpers.js';
import { useTestApp } from '../support/app.js';
import { as, createClass, createMember, createProfile } from '../support/factories.js';
import { csvOf, importStudents, studentRow } from '../support/imports-helpers.js';
import { guardTenantWrites } from '../support/tenant-writes.js';
import {
  assigned,
  createdStructure,
  type FeeSchool,
  feeCall,
  feeSchool,
  storedDues,
} from './fee-school.js';

// Issue 22 item 1: a student joining a class (admitted, imported, added, moved in) owes the
// class's fee structures from the joining day, by the institute's mid-session join rule; a
// student moved out keeps what fell due and what is paid, and owes nothing later there.

const t = useTestApp();
guardTenantWrites(t);
const db = () => t.app.deps.database.db;

/** What the student owes, by particular: [name, amount] of every due not cancelled. */
const owed = async (profileId: string) =>
  (await storedDues(t, profileId))
    .filter((d) => d.cancelledAt === null)
    .map((d) => [d.particular, d.amountPaise]);

// The test clock is 1 June 2026: Term 1 (due 10 Apr) runs 183 days to Term 2 (10 Oct), 131 of
// them left. Pro rata: 10,00,000 × 131/183 = 7,15,847 paise, its discount 50,000 × 131/183.
const PRO_RATA = [
  ['Term 1 tuition', 715_847],
  ['Early payment', 35_792],
  ['Term 2 tuition', 1_000_000],
];
const FULL = [
  ['Term 1 tuition', 1_000_000],
  ['Early payment', 50_000],
  ['Term 2 tuition', 1_000_000],
];

async function schoolWithAssignedStructure() {
  const s = await feeSchool(t);
  const structure = await createdStructure(t, s);
  await assigned(t, s, structure.id);
  return { s, structure };
}

const assignedCount = async (s: FeeSchool, id: string) =>
  (await feeCall(t, s.admin, 'GET', 'fee/structure/id', { groupId: s.klass.id, id })).json()
    .assignedCount;

const setRule = (s: FeeSchool, midSessionJoin: string) =>
  feeCall(t, s.admin, 'PUT', 'fee/settings', { groupId: s.institute.id, midSessionJoin });

describe('a student added to a class', () => {
  it('owes its structures from the joining day, pro rata by default', async () => {
    const { s, structure } = await schoolWithAssignedStructure();
    const late = await createMember(t, s.klass, 'STUDENT', { institute: s.institute });
    expect(await owed(late.profileId)).toEqual(PRO_RATA);
    expect(await assignedCount(s, structure.id)).toBe(4);
    // A later edit of the structure keeps the joiner's rule.
    const edit = await feeCall(t, s.admin, 'PUT', 'fee/structure', {
      groupId: s.klass.id,
      id: structure.id,
      sessionId: s.institute.session.id,
      name: 'Tuition 2026-27',
      lateFeePaise: 10_000,
      lateFeeGraceDays: 15,
      particulars: structure.particulars.map((x) => ({
        id: x.id,
        name: x.name,
        kind: x.kind,
        amountPaise: x.name === 'Term 2 tuition' ? 1_100_000 : x.amountPaise,
        dueDate: x.dueDate,
      })),
    });
    expect(edit.statusCode).toBe(200);
    expect(await owed(late.profileId)).toEqual([
      ...PRO_RATA.slice(0, 2),
      ['Term 2 tuition', 1_100_000],
    ]);
  });

  it('owes by the rule the institute chose: full, or from the next instalment', async () => {
    const { s } = await schoolWithAssignedStructure();
    expect(
      (await feeCall(t, s.accountant, 'GET', 'fee/settings', { groupId: s.institute.id })).json(),
    ).toEqual({ midSessionJoin: 'PRO_RATA' });
    const saved = await setRule(s, 'NEXT_INSTALMENT');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: FEE_TEXTS.settingsSaved,
      data: { midSessionJoin: 'NEXT_INSTALMENT' },
    });
    const next = await createMember(t, s.klass, 'STUDENT', { institute: s.institute });
    expect(await owed(next.profileId)).toEqual([['Term 2 tuition', 1_000_000]]);
    expect((await setRule(s, 'FULL')).statusCode).toBe(200);
    const full = await createMember(t, s.klass, 'STUDENT', { institute: s.institute });
    expect(await owed(full.profileId)).toEqual(FULL);
    // The earlier joiner keeps the rule they joined under.
    expect(await owed(next.profileId)).toEqual([['Term 2 tuition', 1_000_000]]);
  });

  it('fee settings: a clear 400 for a bad rule, kept from a teacher and another institute', async () => {
    const { s } = await schoolWithAssignedStructure();
    const bad = await setRule(s, 'HALF');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(FEE_TEXTS.joinRule);
    const teacher = await feeCall(t, s.teacher, 'PUT', 'fee/settings', {
      groupId: s.institute.id,
      midSessionJoin: 'FULL',
    });
    expect(teacher.statusCode).toBe(403);
    const other = await feeCall(t, s.other.admin, 'PUT', 'fee/settings', {
      groupId: s.institute.id,
      midSessionJoin: 'FULL',
    });
    expect(other.statusCode).toBe(403);
    const theirs = await feeCall(t, s.other.admin, 'PUT', 'fee/settings', {
      groupId: s.other.institute.id,
      midSessionJoin: 'FULL',
    });
    expect(theirs.statusCode).toBe(200);
    expect(
      (await feeCall(t, s.admin, 'GET', 'fee/settings', { groupId: s.institute.id })).json(),
    ).toEqual({ midSessionJoin: 'PRO_RATA' });
  });

  it('is assigned once however often the join is written', async () => {
    const { s } = await schoolWithAssignedStructure();
    const late = await createMember(t, s.klass, 'STUDENT', { institute: s.institute });
    const before = await storedDues(t, late.profileId);
    await db().transaction(async (tx) => {
      for (let i = 0; i < 2; i += 1) {
        await assignJoiningStudentFees(tx, {
          instituteId: s.institute.id,
          classId: s.klass.id,
          profileId: late.profileId,
          joinedOn: '2026-06-20',
          sessionId: s.institute.session.id,
          now: t.clock.now(),
        });
      }
    });
    expect(await storedDues(t, late.profileId)).toHaveLength(before.length);
    expect(await owed(late.profileId)).toEqual(PRO_RATA);
    const rows = await db()
      .select()
      .from(feeAssignments)
      .where(eq(feeAssignments.profileId, late.profileId));
    expect(rows.map((r) => [r.joinedOn, r.joinRule])).toEqual([['2026-06-01', 'PRO_RATA']]);
  });
});

describe('a student imported into a class', () => {
  it('owes its structures from the import day', async () => {
    const { s, structure } = await schoolWithAssignedStructure();
    const res = await importStudents(
      t,
      s.institute.id,
      as(s.admin),
      csvOf('students', [studentRow(1, { firstName: 'Nisha', lastName: 'Kapoor' })]),
    );
    expect(res.statusCode).toBe(200);
    const [member] = await db()
      .select({ profileId: memberships.profileId })
      .from(memberships)
      .where(eq(memberships.groupId, s.klass.id));
    expect(member).toBeDefined();
    const imported = await db().query.userProfiles.findFirst({
      where: (p, { eq: is }) => is(p.firstName, 'Nisha'),
    });
    expect(imported).toBeDefined();
    expect(await owed(imported?.id ?? '')).toEqual(PRO_RATA);
    expect(await assignedCount(s, structure.id)).toBe(4);
  });
});

describe('a student admitted through an application', () => {
  it("owes the class's structures from the day of acceptance", async () => {
    const s = await admissionSchool(t);
    const created = await staffCall(t, s.admin, 'POST', '/rest/fee/structure', {
      groupId: s.open.id,
      sessionId: s.institute.session.id,
      name: 'Tuition',
      lateFeePaise: 0,
      lateFeeGraceDays: 0,
      particulars: [
        { name: 'Term 1 tuition', kind: 'CHARGE', amountPaise: 1_000_000, dueDate: '2026-04-10' },
        { name: 'Term 2 tuition', kind: 'CHARGE', amountPaise: 1_000_000, dueDate: '2026-10-10' },
      ],
    });
    expect(created.statusCode).toBe(200);
    const id = await pendingApplication(t, s);
    const res = await staffCall(
      t,
      s.admin,
      'POST',
      `${ADMISSION_API.accept(id)}?groupId=${s.institute.id}`,
      {},
    );
    expect(res.statusCode).toBe(200);
    const dues = await db()
      .select()
      .from(studentDues)
      .where(eq(studentDues.classId, s.open.id))
      .orderBy(studentDues.dueDate);
    expect(dues.map((d) => [d.particular, d.amountPaise])).toEqual([
      ['Term 1 tuition', 715_847],
      ['Term 2 tuition', 1_000_000],
    ]);
  });
});

describe('a student moved to another class', () => {
  it("keeps the old class's dues that fell due or are paid, owes the new class's from its next instalment", async () => {
    const s = await feeSchool(t);
    const old = await createdStructure(t, s, {
      particulars: [
        { name: 'Term 1 tuition', kind: 'CHARGE', amountPaise: 1_000_000, dueDate: '2026-04-10' },
        { name: 'Term 2 tuition', kind: 'CHARGE', amountPaise: 1_000_000, dueDate: '2026-10-10' },
        { name: 'Term 3 tuition', kind: 'CHARGE', amountPaise: 1_000_000, dueDate: '2026-12-10' },
      ],
    });
    await assigned(t, s, old.id);
    const [rohan] = s.students;
    // Term 3 is paid in part ahead of time: it stays, whatever happens.
    const term3 = (await storedDues(t, rohan.profileId)).find(
      (d) => d.particular === 'Term 3 tuition',
    );
    await applyAllocationLines(
      db(),
      [{ dueId: term3?.id ?? '', paid: 200_000, discount: 0 }],
      t.clock.now(),
      s.institute.id,
    );
    const b = await createClass(t, s.institute, 'Class 5 B');
    const created = await feeCall(t, s.admin, 'POST', 'fee/structure', {
      groupId: b.id,
      sessionId: s.institute.session.id,
      name: 'Tuition B',
      lateFeePaise: 0,
      lateFeeGraceDays: 0,
      particulars: [
        { name: 'B term 1', kind: 'CHARGE', amountPaise: 1_000_000, dueDate: '2026-04-10' },
        { name: 'B term 2', kind: 'CHARGE', amountPaise: 1_000_000, dueDate: '2026-10-10' },
      ],
    });
    expect(created.statusCode).toBe(200);
    const [membership] = await db()
      .select()
      .from(memberships)
      .where(and(eq(memberships.groupId, s.klass.id), eq(memberships.profileId, rohan.profileId)));
    const url = `/rest/groups/${s.klass.id}/members/${membership?.id}/move`;

    // Not by a teacher, not into another institute's class.
    const teacher = await t.app.inject({
      method: 'POST',
      url,
      headers: as(s.teacher),
      payload: { toClassId: b.id },
    });
    expect(teacher.statusCode).toBe(403);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url,
      headers: as(s.admin),
      payload: { toClassId: s.other.klass.id },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(await owed(rohan.profileId)).toHaveLength(3);

    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: as(s.admin),
      payload: { toClassId: b.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      "Student moved to Class 5 B. The new class's fees start at its next instalment.",
    );
    // A roll number of the new class: the next one there.
    const [moved] = await db()
      .select({ rollNo: memberships.rollNo })
      .from(memberships)
      .where(and(eq(memberships.groupId, b.id), eq(memberships.profileId, rohan.profileId)));
    expect(moved?.rollNo).toBe(1);
    const dues = (await storedDues(t, rohan.profileId)).filter((d) => d.cancelledAt === null);
    expect(dues.map((d) => [d.particular, d.classId === b.id ? 'B' : 'A', d.amountPaise])).toEqual([
      // The running term is the old class's, once: not B's pro rata as well (issue 22).
      ['Term 1 tuition', 'A', 1_000_000],
      ['B term 2', 'B', 1_000_000],
      ['Term 3 tuition', 'A', 1_000_000],
    ]);
    const cancelled = (await storedDues(t, rohan.profileId)).filter((d) => d.cancelledAt !== null);
    expect(cancelled.map((d) => d.particular)).toEqual(['Term 2 tuition']);
    expect(await assignedCount(s, old.id)).toBe(2);
  });
});

describe('a sibling joining', () => {
  it('lowers what the brother or sister already there still owes, and never what they paid', async () => {
    const s = await feeSchool(t);
    const structure = await createdStructure(t, s, { siblingPercent: 10 });
    await assigned(t, s, structure.id);
    const [, , kabir] = s.students;
    // Kabir has no sibling yet: full fees. He pays Term 1 in full.
    expect(await owed(kabir.profileId)).toEqual(FULL);
    const term1 = (await storedDues(t, kabir.profileId)).find(
      (d) => d.particular === 'Term 1 tuition',
    );
    await applyAllocationLines(
      db(),
      [{ dueId: term1?.id ?? '', paid: 1_000_000, discount: 0 }],
      t.clock.now(),
      s.institute.id,
    );
    // His father's second child joins the class.
    const arun = await createMember(t, s.klass, 'PARENT', {
      institute: s.institute,
      firstName: 'Arun',
    });
    const zoya = await createProfile(t, { firstName: 'Zoya' });
    for (const child of [kabir, zoya]) {
      await linkGuardian(
        db(),
        { parentProfileId: arun.profileId, studentProfileId: child.profileId, relation: 'Father' },
        t.clock.now(),
      );
    }
    await db().transaction(async (tx) => {
      await insertMembership(tx, {
        profileId: zoya.profileId,
        groupId: s.klass.id,
        sessionId: s.institute.session.id,
        roleId: s.institute.roles.STUDENT.id,
        createdAt: t.clock.now(),
      });
      await assignJoiningStudentFees(tx, {
        instituteId: s.institute.id,
        classId: s.klass.id,
        profileId: zoya.profileId,
        joinedOn: '2026-06-01',
        sessionId: s.institute.session.id,
        now: t.clock.now(),
      });
    });
    // Kabir: what he paid stands; Term 2, still owed, is 10% lower. Zoya owes with 10% off too.
    expect(await owed(kabir.profileId)).toEqual([
      ['Term 1 tuition', 1_000_000],
      ['Early payment', 50_000],
      ['Term 2 tuition', 900_000],
    ]);
    const zoyaOwes = await owed(zoya.profileId);
    expect(zoyaOwes.find(([name]) => name === 'Term 2 tuition')).toEqual([
      'Term 2 tuition',
      900_000,
    ]);
  });
});

describe('who a structure is not assigned to', () => {
  it('lists the class students left out, with why, and one call assigns them', async () => {
    const s = await feeSchool(t);
    const structure = await createdStructure(t, s);
    const list = () =>
      feeCall(t, s.admin, 'GET', 'fee/structure/unassigned', {
        groupId: s.klass.id,
        id: structure.id,
      });
    expect((await list()).json().map((x: { reason: string }) => x.reason)).toEqual([
      'NOT_YET',
      'NOT_YET',
      'NOT_YET',
    ]);
    const [, meera] = s.students;
    await assigned(t, s, structure.id, [meera.profileId]);
    // A student who joined before joins were assigned fees (an older portal's data).
    const before = await createProfile(t, { firstName: 'Zoya' });
    await insertMembership(db(), {
      profileId: before.profileId,
      groupId: s.klass.id,
      sessionId: s.institute.session.id,
      roleId: s.institute.roles.STUDENT.id,
      createdAt: new Date(t.clock.now().getTime() + 86_400_000),
    });
    const leftRes = await list();
    expect(leftRes.statusCode, leftRes.body).toBe(200);
    const left = leftRes.json();
    expect(
      left.map((x: { fullName: string; reason: string; why: string }) => [x.reason, x.why]),
    ).toEqual([
      ['LEFT_OUT', FEE_TEXTS.leftOut],
      ['LEFT_OUT', FEE_TEXTS.leftOut],
      ['JOINED_AFTER', FEE_TEXTS.joinedAfter('2 Jun 2026')],
    ]);
    // Not to a teacher, nor to another institute's admin.
    expect(
      (
        await feeCall(t, s.teacher, 'GET', 'fee/structure/unassigned', {
          groupId: s.klass.id,
          id: structure.id,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await feeCall(t, s.other.admin, 'GET', 'fee/structure/unassigned', {
          groupId: s.other.klass.id,
          id: structure.id,
        })
      ).statusCode,
    ).toBe(404);
    const res = await assigned(
      t,
      s,
      structure.id,
      left.map((x: { profileId: string }) => x.profileId),
    );
    expect(res.assigned).toBe(3);
    expect((await list()).json()).toEqual([]);
  });
});
