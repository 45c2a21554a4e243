import { isAadhaar } from '@shala/shared';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { groups, guardianLinks, studentDocuments, userProfiles } from '../db/schema/index.js';
import type { FileStorage } from '../files/storage.js';
import { storeFile } from '../files/uploads.js';
import type { Clock } from '../lib/clock.js';
import { findAccountByUsername, findDefaultProfile } from '../modules/people/index.js';
import {
  insertDocument,
  personInInstitute,
  RECORD_DOCUMENT_PURPOSE,
  saveStudentRecord,
  writeCertificate,
} from '../modules/records/index.js';
import { renderPdf, writeText } from '../pdf/document.js';
import { demoDocumentJpeg } from './jpeg.js';
import { addOnce } from './once.js';

/**
 * The demo students' records (issue 25 §5, README "Their records"): Aarav and Diya (Priya
 * Sharma's children) and Rohan Mehta have Aadhaar numbers (shown masked), mother tongues and
 * emergency contacts; Aarav's peanut allergy and Rohan's asthma are noted. Their documents:
 * birth certificates the office has checked, Diya's transfer certificate from her previous
 * school, and Aarav's Aadhaar card that Priya uploaded yesterday, still waiting for the office's
 * check. Vikram Iyer issued Rohan a bonafide certificate (BC-1) last week. Nobody's bell rings.
 */

const DAY = 86_400_000;

/** A valid Aadhaar number from its first eleven digits (the demo's are made up). */
function aadhaarOf(first11: string): string {
  for (let d = 0; d <= 9; d++) if (isAadhaar(`${first11}${d}`)) return `${first11}${d}`;
  throw new Error('no check digit');
}

/** A one-page PDF standing in for a scanned certificate. */
const specimenPdf = (title: string, name: string) =>
  renderPdf({ title, author: 'Demo' }, (doc) => {
    doc.addPage({ size: 'A4', margin: 60 });
    doc.fontSize(20);
    writeText(doc, title, { align: 'center', bold: true });
    doc.fontSize(12);
    writeText(doc, `Specimen copy for ${name}, made for the Shala demo.`, { align: 'center' });
  });

type DemoChild = {
  profileId: string;
  name: string;
  record: Parameters<typeof saveStudentRecord>[2];
  documents: {
    kind: (typeof studentDocuments.$inferInsert)['kind'];
    title: string | null;
    pdf: boolean;
    daysAgo: number;
    byFamily: boolean;
    checked: boolean;
  }[];
};

const plainRecord = {
  rteAdmission: false,
  religion: null,
  nationality: 'Indian',
  medicalNotes: null,
} as const;

export async function seedRecords(
  tx: Tx,
  deps: { clock: Clock; files: FileStorage },
  instituteId: string,
): Promise<number> {
  const now = deps.clock.now();
  const profileOf = async (username: string) => {
    const account = await findAccountByUsername(tx, username);
    return account ? await findDefaultProfile(tx, account.id) : undefined;
  };
  const [priya, rohan, vikram, anita] = [
    await profileOf('priya_sharma'),
    await profileOf('rohan_mehta'),
    await profileOf('vikram_iyer'),
    await profileOf('anita_desai'),
  ];
  if (!priya || !rohan || !vikram || !anita) return 0;
  const children = await tx
    .select({ id: guardianLinks.studentProfileId, firstName: userProfiles.firstName })
    .from(guardianLinks)
    .innerJoin(userProfiles, eq(userProfiles.id, guardianLinks.studentProfileId))
    .where(eq(guardianLinks.parentProfileId, priya.id));
  const aarav = children.find((c) => c.firstName === 'Aarav');
  const diya = children.find((c) => c.firstName === 'Diya');
  const people: DemoChild[] = [
    {
      profileId: rohan.id,
      name: `${rohan.firstName} ${rohan.lastName}`,
      record: {
        ...plainRecord,
        aadhaar: aadhaarOf('73914520618'),
        motherTongue: 'Marathi',
        allergies: 'Dust (asthma): his inhaler is in his school bag',
        emergencyName: 'Sunil Mehta (father)',
        emergencyPhone: '9820012345',
      },
      documents: [
        {
          kind: 'BIRTH_CERTIFICATE',
          title: 'Municipal Corporation of Greater Mumbai',
          pdf: true,
          daysAgo: 400,
          byFamily: false,
          checked: true,
        },
      ],
    },
  ];
  if (aarav) {
    people.push({
      profileId: aarav.id,
      name: 'Aarav Sharma',
      record: {
        ...plainRecord,
        aadhaar: aadhaarOf('52846193075'),
        motherTongue: 'Hindi',
        allergies: 'Peanuts: no peanut snacks, please',
        emergencyName: 'Priya Sharma (mother)',
        emergencyPhone: '9876501234',
      },
      documents: [
        {
          kind: 'BIRTH_CERTIFICATE',
          title: null,
          pdf: true,
          daysAgo: 300,
          byFamily: true,
          checked: true,
        },
        {
          kind: 'AADHAAR_CARD',
          title: 'Front and back',
          pdf: false,
          daysAgo: 1,
          byFamily: true,
          checked: false,
        },
      ],
    });
  }
  if (diya) {
    people.push({
      profileId: diya.id,
      name: 'Diya Sharma',
      record: {
        ...plainRecord,
        aadhaar: aadhaarOf('61730284519'),
        motherTongue: 'Hindi',
        allergies: null,
        emergencyName: 'Priya Sharma (mother)',
        emergencyPhone: '9876501234',
      },
      documents: [
        {
          kind: 'BIRTH_CERTIFICATE',
          title: null,
          pdf: true,
          daysAgo: 300,
          byFamily: true,
          checked: true,
        },
        {
          kind: 'TRANSFER_CERTIFICATE',
          title: 'St. Mary’s School, Pune',
          pdf: true,
          daysAgo: 300,
          byFamily: true,
          checked: true,
        },
      ],
    });
  }
  let written = 0;
  for (const person of people) {
    await saveStudentRecord(tx, person.profileId, person.record, now);
    for (const d of person.documents) {
      const at = new Date(now.getTime() - d.daysAgo * DAY);
      const bytes = d.pdf
        ? await specimenPdf(d.title ?? d.kind, person.name)
        : demoDocumentJpeg(40 + written);
      const stored = await storeFile(tx, deps.files, at, {
        file: { fieldname: 'file', filename: d.pdf ? 'certificate.pdf' : 'aadhaar.jpg', bytes },
        kind: d.pdf ? 'pdf' : 'jpg',
        purpose: RECORD_DOCUMENT_PURPOSE,
        instituteId,
        ownerAccountId: d.byFamily ? priya.accountId : anita.accountId,
      });
      await insertDocument(tx, {
        instituteId,
        profileId: person.profileId,
        kind: d.kind,
        title: d.title,
        fileId: stored.id,
        uploadedByAccountId: d.byFamily ? priya.accountId : anita.accountId,
        uploadedByProfileId: d.byFamily ? priya.id : anita.id,
        uploadedAt: at,
        verifiedByProfileId: d.checked ? anita.id : null,
        verifiedAt: d.checked ? new Date(at.getTime() + DAY) : null,
      });
      written += 1;
    }
  }
  const student = await personInInstitute(tx, instituteId, rohan.id);
  const [school] = await tx
    .select({ activeSessionId: groups.activeSessionId })
    .from(groups)
    .where(eq(groups.id, instituteId));
  if (student?.className && school) {
    await writeCertificate(tx, {
      scope: { instituteId, activeSessionId: school.activeSessionId },
      person: { ...student, className: student.className },
      request: {
        kind: 'BONAFIDE',
        groupId: instituteId,
        profileId: rohan.id,
        purpose: 'his passport application',
      },
      issuedByProfileId: vikram.id,
      now: new Date(now.getTime() - 6 * DAY),
    });
  }
  return written;
}

/** A school seeded before it kept records gets the demo students' once. */
export function addMissingDemoRecords(
  db: Db,
  deps: { clock: Clock; files: FileStorage },
  instituteId: string,
): Promise<number> {
  return addOnce(db, instituteId, studentDocuments, (tx) => seedRecords(tx, deps, instituteId));
}
