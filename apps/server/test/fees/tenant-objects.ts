import { eq } from 'drizzle-orm';
import {
  feeAssignments,
  feeConcessions,
  feeParticulars,
  feeStructures,
  studentDues,
} from '../../src/db/schema/index.js';
import { syncStructureDues } from '../../src/modules/fees/structure-dues.js';
import type { TestContext } from '../support/app.js';

/**
 * Fee objects of an institute for the cross-tenant suites (platform/cross-tenant*.test.ts): a
 * fee structure assigned to one of its students with a manual concession, to be named from
 * another institute and refused there.
 */
export async function feeObjectsOf(
  t: TestContext,
  at: { instituteId: string; classId: string; sessionId: string; studentProfileId: string },
) {
  const db = t.app.deps.database.db;
  const now = t.clock.now();
  const [structure] = await db
    .insert(feeStructures)
    .values({
      instituteId: at.instituteId,
      classId: at.classId,
      sessionId: at.sessionId,
      name: 'Their Fee Structure',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!structure) throw new Error('structure not created');
  const particulars = await db
    .insert(feeParticulars)
    .values({
      instituteId: at.instituteId,
      structureId: structure.id,
      name: 'Their Term Fee',
      kind: 'CHARGE',
      amountPaise: 123_400,
      dueDate: '2026-04-10',
      position: 1,
    })
    .returning();
  await db.insert(feeAssignments).values({
    structureId: structure.id,
    profileId: at.studentProfileId,
    instituteId: at.instituteId,
    createdAt: now,
  });
  const [concession] = await db
    .insert(feeConcessions)
    .values({
      instituteId: at.instituteId,
      structureId: structure.id,
      profileId: at.studentProfileId,
      kind: 'MANUAL',
      amountPaise: 400,
      reason: 'Their private reason',
      createdAt: now,
    })
    .returning();
  if (!concession) throw new Error('concession not created');
  await syncStructureDues(db, {
    structure,
    particulars,
    profileIds: [at.studentProfileId],
    now,
  });
  return {
    structureId: structure.id,
    concessionId: concession.id,
    markers: [
      structure.id,
      concession.id,
      'Their Fee Structure',
      'Their Term Fee',
      'Their private reason',
    ],
  };
}

/** The institute's fee rows, to compare before and after the calls. */
export async function feeRowsOf(t: TestContext, instituteId: string) {
  const db = t.app.deps.database.db;
  return {
    structures: await db
      .select()
      .from(feeStructures)
      .where(eq(feeStructures.instituteId, instituteId)),
    particulars: await db
      .select()
      .from(feeParticulars)
      .where(eq(feeParticulars.instituteId, instituteId)),
    concessions: await db
      .select()
      .from(feeConcessions)
      .where(eq(feeConcessions.instituteId, instituteId)),
    dues: await db.select().from(studentDues).where(eq(studentDues.instituteId, instituteId)),
  };
}
