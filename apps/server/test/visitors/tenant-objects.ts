import { asc, eq } from 'drizzle-orm';
import {
  frontOfficeCounters,
  gatePasses,
  gatePassStudents,
  visitors,
} from '../../src/db/schema/index.js';
import { storeFile } from '../../src/files/uploads.js';
import { JPEG } from '../support/admission-helpers.js';
import type { TestContext } from '../support/app.js';

/**
 * Front-office objects of an institute for the cross-tenant walk
 * (platform/cross-tenant-objects.test.ts): a visitor still inside with a photo, and an approved
 * gate pass of its student for today. Named from another institute, each must be refused there,
 * and nothing of them shown or changed.
 */
export async function visitorObjectsOf(
  t: TestContext,
  p: { instituteId: string; classId: string; studentProfileId: string; staffProfileId: string },
) {
  const db = t.app.deps.database.db;
  const now = t.clock.now();
  const photo = await storeFile(db, t.app.ctx.files, now, {
    file: { fieldname: 'photo', filename: 'their-visitor.jpg', bytes: JPEG },
    kind: 'jpg',
    purpose: 'visitor-photo',
    instituteId: p.instituteId,
    ownerAccountId: null,
  });
  await db.insert(frontOfficeCounters).values([
    { instituteId: p.instituteId, book: 'VISITOR', lastNumber: 1 },
    { instituteId: p.instituteId, book: 'GATE_PASS', lastNumber: 1 },
  ]);
  const [visitor] = await db
    .insert(visitors)
    .values({
      instituteId: p.instituteId,
      number: 1,
      day: '2026-06-01',
      name: 'Their secret visitor',
      phone: '9811122233',
      purpose: 'OFFICIAL',
      hostProfileId: p.staffProfileId,
      people: 1,
      photoFileId: photo.id,
      inAt: now,
    })
    .returning();
  const [pass] = await db
    .insert(gatePasses)
    .values({
      instituteId: p.instituteId,
      number: 1,
      code: 'SECRETCDE22A',
      day: '2026-06-01',
      reason: 'Their secret errand',
      status: 'APPROVED',
      collectorKind: 'OTHER',
      collectorName: 'Their secret uncle',
      collectorPhone: '9811122234',
      collectorRelation: 'Uncle',
      createdByProfileId: p.staffProfileId,
      createdAt: now,
    })
    .returning();
  if (!visitor || !pass) throw new Error('front-office objects not created');
  await db.insert(gatePassStudents).values({
    passId: pass.id,
    instituteId: p.instituteId,
    studentProfileId: p.studentProfileId,
    classId: p.classId,
    position: 0,
    consent: 'APPROVED',
  });
  return {
    visitorId: visitor.id,
    passId: pass.id,
    code: pass.code,
    /** What no answer to another institute may show. */
    markers: [
      visitor.id,
      pass.id,
      photo.id,
      'Their secret visitor',
      'Their secret errand',
      'Their secret uncle',
      'SECRETCDE22A',
    ],
  };
}

/** The institute's front-office rows, to compare before and after the walk. */
export async function visitorRowsOf(t: TestContext, instituteId: string) {
  const db = t.app.deps.database.db;
  return {
    visitors: await db
      .select()
      .from(visitors)
      .where(eq(visitors.instituteId, instituteId))
      .orderBy(asc(visitors.id)),
    passes: await db
      .select()
      .from(gatePasses)
      .where(eq(gatePasses.instituteId, instituteId))
      .orderBy(asc(gatePasses.id)),
    students: await db
      .select()
      .from(gatePassStudents)
      .where(eq(gatePassStudents.instituteId, instituteId))
      .orderBy(asc(gatePassStudents.passId)),
    counters: await db
      .select()
      .from(frontOfficeCounters)
      .where(eq(frontOfficeCounters.instituteId, instituteId))
      .orderBy(asc(frontOfficeCounters.book)),
  };
}
