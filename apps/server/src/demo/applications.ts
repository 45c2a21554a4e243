import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import {
  admissionApplications,
  admissionDocuments,
  admissionSettings,
} from '../db/schema/index.js';
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
  // The school's admission numbers and what it asks beyond the form (issue 22): date of birth
  // required, blood group optional.
  await tx
    .insert(admissionSettings)
    .values({
      instituteId: at.instituteId,
      numberPattern: 'DPS/{YYYY}/{SEQ:4}',
      extraFields: {
        dateOfBirth: 'required',
        address: 'off',
        previousSchool: 'off',
        bloodGroup: 'optional',
        category: 'off',
      },
      updatedAt: now,
    })
    .onConflictDoNothing();
  // Each class's students numbered 1, 2, 3 ... by name; an admitted child takes the next.
  await tx.execute(sql`
    update memberships m set roll_no = r.n
    from (
      select m2.id, row_number() over (
        partition by m2.group_id, m2.session_id order by p.first_name, p.last_name, p.id
      ) as n
      from memberships m2
      join user_profiles p on p.id = m2.profile_id
      join roles ro on ro.id = m2.role_id
      join groups g on g.id = m2.group_id
      where g.super_group_id = ${at.instituteId} and ro.builtin_key = 'STUDENT'
    ) r
    where m.id = r.id and m.roll_no is null`);
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
        dateOfBirth: a.dateOfBirth,
        bloodGroup: a.bloodGroup,
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
