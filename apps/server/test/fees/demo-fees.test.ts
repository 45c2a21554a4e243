import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  academicSessions,
  feeAssignments,
  feeConcessions,
  feeStructures,
  groups,
  studentDues,
} from '../../src/db/schema/index.js';
import {
  DEMO_CONCESSION,
  DEMO_FEE_STRUCTURE_NAME,
  DEMO_LATE_JOINER,
  demoParticulars,
} from '../../src/demo/fees.js';
import { DEMO_CLASSES, DEMO_SESSIONS } from '../../src/demo/school.js';
import { studentsOfClass } from '../../src/modules/fees/index.js';
import { useTestApp } from '../support/app.js';
import { demoSchool } from '../support/demo-school.js';
import { guardTenantWrites } from '../support/tenant-writes.js';

// The demo school's fees (src/demo/fees.ts), as the seed writes them, read back.

const t = useTestApp();
guardTenantWrites(t);
const db = () => t.app.deps.database.db;

async function seededWithFees() {
  await demoSchool(t);
  const [institute] = await db().select().from(groups).where(eq(groups.name, 'Demo Public School'));
  if (!institute?.activeSessionId) throw new Error('no demo school');
  const classes = await db().select().from(groups).where(eq(groups.superGroupId, institute.id));
  const [previous] = await db()
    .select()
    .from(academicSessions)
    .where(
      and(
        eq(academicSessions.instituteId, institute.id),
        eq(academicSessions.name, DEMO_SESSIONS.previous.name),
      ),
    );
  const at = {
    instituteId: institute.id,
    sessionId: institute.activeSessionId,
    previousSessionId: previous?.id as string,
    classId: (name: string) => classes.find((c) => c.name === name)?.id,
  };
  return { at };
}

describe('the demo fees', () => {
  it('give every class a structure assigned to all its students, siblings 10% off, one scholarship and a few carried-over dues', async () => {
    const { at } = await seededWithFees();
    const structures = await db().select().from(feeStructures);
    expect(structures).toHaveLength(DEMO_CLASSES.length);
    expect(new Set(structures.map((s) => s.name))).toEqual(new Set([DEMO_FEE_STRUCTURE_NAME]));

    const dues = await db().select().from(studentDues);
    const owedNow = dues.filter((d) => d.sessionId === at.sessionId && d.source === 'STRUCTURE');
    const class5 = at.classId('Class 5 A') as string;
    const students = await studentsOfClass(db(), { ...at, classId: class5 });
    expect(students.length).toBeGreaterThan(10);
    for (const s of students) {
      expect(owedNow.filter((d) => d.profileId === s.profileId)).toHaveLength(
        demoParticulars('Class 5').length,
      );
    }

    // Aarav and Diya are Priya's children: siblings, 10% off every charge.
    const concessions = await db().select().from(feeConcessions);
    expect(concessions.filter((c) => c.kind === 'SIBLING').length).toBeGreaterThanOrEqual(2);
    const manual = concessions.filter((c) => c.kind === 'MANUAL');
    expect(manual).toHaveLength(1);
    expect(manual[0]).toMatchObject({ percentBasisPoints: 5_000, reason: DEMO_CONCESSION.reason });
    const scholarDues = owedNow.filter(
      (d) => d.profileId === manual[0]?.profileId && d.kind === 'CHARGE',
    );
    expect(
      scholarDues.every((d) => d.concessionPaise * 2 === d.amountPaise + d.concessionPaise),
    ).toBe(true);

    const carried = dues.filter((d) => d.source === 'CARRY_OVER');
    expect(carried.length).toBeGreaterThanOrEqual(3);
    for (const d of carried) {
      expect(d).toMatchObject({ previousCarryOver: true, dueDate: DEMO_SESSIONS.active.startDate });
      const old = dues.find((o) => o.id === d.sourceId);
      expect(old).toMatchObject({ sessionId: at.previousSessionId, amountPaise: d.amountPaise });
      expect(old?.carriedOverAt).not.toBeNull();
    }
  });

  it('leave no student of a class unassigned, and show one late joiner owing pro rata', async () => {
    const { at } = await seededWithFees();
    const structures = await db().select().from(feeStructures);
    const assignments = await db().select().from(feeAssignments);
    for (const structure of structures) {
      const students = await studentsOfClass(db(), { ...at, classId: structure.classId });
      const assigned = new Set(
        assignments.filter((a) => a.structureId === structure.id).map((a) => a.profileId),
      );
      expect(students.filter((s) => !assigned.has(s.profileId))).toEqual([]);
    }
    const joiners = assignments.filter((a) => a.joinedOn !== null);
    expect(joiners.map((a) => [a.joinedOn, a.joinRule])).toEqual([
      [DEMO_LATE_JOINER.joinedOn, 'PRO_RATA'],
    ]);
    const owed = (await db().select().from(studentDues))
      .filter((d) => d.profileId === joiners[0]?.profileId && d.cancelledAt === null)
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
    const full = demoParticulars('Class 4');
    const q2 = full.find((p) => p.name === 'Tuition, quarter 2')?.amountPaise ?? 0;
    // Quarter 2 runs 10 Jul – 1 Sep (the examination fee): 53 days, 15 of them from 17 Aug.
    expect(owed.map((d) => d.particular)).toEqual([
      'Tuition, quarter 2',
      'Examination fee',
      'Tuition, quarter 3',
      'Tuition, quarter 4',
    ]);
    const q2Due = owed[0];
    expect((q2Due?.amountPaise ?? 0) + (q2Due?.concessionPaise ?? 0)).toBe(
      Math.round((q2 * 15) / 53),
    );
  });
});
