import type { Tx } from '../db/client.js';
import { admissionApplications, admissionDocuments } from '../db/schema/index.js';
import type { FileStorage } from '../files/storage.js';
import { storeFile } from '../files/uploads.js';
import type { Clock } from '../lib/clock.js';
import { recordAudit } from '../modules/audit/index.js';
import { demoDocumentJpeg } from './jpeg.js';
import { DEMO_APPLICATIONS } from './people.js';

/** The form requires the PanCard and AdHar documents; the class's instructions ask for the rest. */
const DOCUMENT_NAMES = [
  'pancard.jpg',
  'adhar.jpg',
  'birth-certificate.jpg',
  'transfer-certificate.jpg',
];

/** The five PENDING direct-admission applications, each with two to four small .jpg documents. */
export async function seedApplications(
  tx: Tx,
  deps: { clock: Clock; files: FileStorage },
  at: { instituteId: string; sessionId: string; classId: (name: string) => string },
): Promise<number> {
  const now = deps.clock.now();
  let seed = 0;
  for (const a of DEMO_APPLICATIONS) {
    const [application] = await tx
      .insert(admissionApplications)
      .values({
        instituteId: at.instituteId,
        sessionId: at.sessionId,
        classId: at.classId(a.className),
        firstName: a.firstName,
        lastName: a.lastName,
        email: a.email,
        phone: a.phone,
        gender: a.gender,
        fatherName: a.fatherName,
        motherName: a.motherName,
        status: 'PENDING',
        createdAt: new Date(now.getTime() - a.hoursAgo * 3_600_000),
      })
      .returning();
    if (!application) throw new Error('application insert returned nothing');
    for (const filename of DOCUMENT_NAMES.slice(0, a.documents)) {
      seed += 1;
      const file = await storeFile(tx, deps.files, now, {
        file: { fieldname: 'documents', filename, bytes: demoDocumentJpeg(seed) },
        kind: 'jpg',
        purpose: 'admission-document',
        instituteId: at.instituteId,
        ownerAccountId: null,
      });
      await tx
        .insert(admissionDocuments)
        .values({ applicationId: application.id, fileId: file.id });
    }
    // The record a real application leaves (the admission module's 'admission.applied').
    await recordAudit(tx, deps, null, {
      instituteId: at.instituteId,
      action: 'admission.applied',
      targetType: 'admissionApplication',
      targetId: application.id,
      detail: { classId: application.classId, sessionId: at.sessionId, documents: a.documents },
    });
  }
  return DEMO_APPLICATIONS.length;
}
