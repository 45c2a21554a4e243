import { asc, eq } from 'drizzle-orm';
import {
  certificateCounters,
  issuedCertificates,
  studentDocuments,
  studentRecords,
} from '../../src/db/schema/index.js';
import { storeFile } from '../../src/files/uploads.js';
import type { TestContext } from '../support/app.js';
import { PDF } from './records-school.js';

/**
 * Records objects of an institute for the cross-tenant walk
 * (platform/cross-tenant-objects.test.ts): its student's record with a secret allergy, a
 * document with its file, and a bonafide certificate. Named from another institute, each must be
 * refused there, and nothing of them shown or changed.
 */
export async function recordObjectsOf(
  t: TestContext,
  p: { instituteId: string; studentProfileId: string; staffProfileId: string },
) {
  const db = t.app.deps.database.db;
  const now = t.clock.now();
  await db.insert(studentRecords).values({
    profileId: p.studentProfileId,
    aadhaar: '234123412346',
    rteAdmission: false,
    allergies: 'Their secret allergy',
    updatedAt: now,
  });
  const file = await storeFile(db, t.app.ctx.files, now, {
    file: { fieldname: 'file', filename: 'their-birth-certificate.pdf', bytes: PDF },
    kind: 'pdf',
    purpose: 'record-document',
    instituteId: p.instituteId,
    ownerAccountId: null,
  });
  const [doc] = await db
    .insert(studentDocuments)
    .values({
      instituteId: p.instituteId,
      profileId: p.studentProfileId,
      kind: 'BIRTH_CERTIFICATE',
      title: 'Their secret document',
      fileId: file.id,
      uploadedAt: now,
    })
    .returning();
  await db
    .insert(certificateCounters)
    .values({ instituteId: p.instituteId, kind: 'BONAFIDE', lastNumber: 1 });
  const [certificate] = await db
    .insert(issuedCertificates)
    .values({
      instituteId: p.instituteId,
      profileId: p.studentProfileId,
      kind: 'BONAFIDE',
      number: 1,
      contents: { name: 'Their pupil', purpose: 'Their secret purpose' },
      issuedByProfileId: p.staffProfileId,
      issuedAt: now,
    })
    .returning();
  if (!doc || !certificate) throw new Error('records objects not created');
  return {
    documentId: doc.id,
    certificateId: certificate.id,
    /** What no answer to another institute may show. */
    markers: [
      doc.id,
      file.id,
      certificate.id,
      'Their secret allergy',
      'Their secret document',
      'Their secret purpose',
      '234123412346',
      'XXXX XXXX 2346',
    ],
  };
}

/** The institute's records rows (and its student's record), to compare before and after the walk. */
export async function recordRowsOf(t: TestContext, instituteId: string, studentProfileId: string) {
  const db = t.app.deps.database.db;
  return {
    record: await db
      .select()
      .from(studentRecords)
      .where(eq(studentRecords.profileId, studentProfileId)),
    documents: await db
      .select()
      .from(studentDocuments)
      .where(eq(studentDocuments.instituteId, instituteId))
      .orderBy(asc(studentDocuments.id)),
    certificates: await db
      .select()
      .from(issuedCertificates)
      .where(eq(issuedCertificates.instituteId, instituteId))
      .orderBy(asc(issuedCertificates.id)),
    counters: await db
      .select()
      .from(certificateCounters)
      .where(eq(certificateCounters.instituteId, instituteId)),
  };
}
