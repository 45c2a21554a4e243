import { indiaDay, type VisitorPurpose } from '@shala/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import {
  gatePasses,
  gatePassStudents,
  groups,
  guardianLinks,
  memberships,
  roles,
  userProfiles,
  visitors,
} from '../db/schema/index.js';
import type { FileStorage } from '../files/storage.js';
import { storeFile } from '../files/uploads.js';
import type { Clock } from '../lib/clock.js';
import { findAccountByUsername, findDefaultProfile } from '../modules/people/index.js';
import { newPassCode, nextNumber } from '../modules/visitors/index.js';
import { demoDocumentJpeg } from './jpeg.js';
import { addOnce } from './once.js';
import { TEACHER_CLASS } from './school.js';

/**
 * Demo Public School's front office today (issue 25 §4, README "Its front office"): Vikram Iyer
 * has checked in three visitors (a father still inside to meet Asha Verma, with his photo; a
 * courier and an admission enquiry gone again), and made a gate pass for a Class 5 A student
 * going home with fever, collected by her father and approved by Asha, waiting at the gate.
 * Nobody's bell is rung: these happened before the visitor came to try the portal.
 */

const MINUTE = 60_000;
type DemoVisit = {
  name: string;
  phone: string;
  purpose: VisitorPurpose;
  details: string | null;
  people: number;
  vehicle: string | null;
  /** Minutes before now they came, and left (null: still inside). */
  cameAgo: number;
  leftAgo: number | null;
  meetsAsha: boolean;
  photo: boolean;
};

const VISITS: DemoVisit[] = [
  {
    name: 'Blue Dart courier',
    phone: '9820456712',
    purpose: 'DELIVERY',
    details: 'Answer sheets from the board office',
    people: 1,
    vehicle: 'MH 02 CX 4471',
    cameAgo: 95,
    leftAgo: 88,
    meetsAsha: false,
    photo: false,
  },
  {
    name: 'Neha Kapoor',
    phone: '9967012345',
    purpose: 'ADMISSION',
    details: 'Admission to Class 1 for her son',
    people: 2,
    vehicle: null,
    cameAgo: 70,
    leftAgo: 35,
    meetsAsha: false,
    photo: false,
  },
  {
    name: 'Ramesh Iyengar',
    phone: '9833098765',
    purpose: 'PARENT_VISIT',
    details: 'His son’s unit test marks',
    people: 1,
    vehicle: null,
    cameAgo: 20,
    leftAgo: null,
    meetsAsha: true,
    photo: true,
  },
];

/** A student of Asha's class whose guardian is in the app, with that guardian. */
async function studentWithGuardian(tx: Tx, instituteId: string) {
  const [row] = await tx
    .select({
      studentId: memberships.profileId,
      classId: groups.id,
      guardianId: guardianLinks.parentProfileId,
      relation: guardianLinks.relation,
      guardianName: sql<string>`${userProfiles.firstName} || ' ' || ${userProfiles.lastName}`,
      guardianPhone: userProfiles.phone,
    })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .innerJoin(guardianLinks, eq(guardianLinks.studentProfileId, memberships.profileId))
    .innerJoin(userProfiles, eq(userProfiles.id, guardianLinks.parentProfileId))
    .where(
      and(
        eq(groups.superGroupId, instituteId),
        eq(groups.name, TEACHER_CLASS),
        eq(roles.builtinKey, 'STUDENT'),
        eq(guardianLinks.relation, 'Father'),
      ),
    )
    .orderBy(memberships.profileId)
    .limit(1);
  return row;
}

/** Writes the day at the desk; answers how many visitors came. */
export async function seedVisitors(
  tx: Tx,
  deps: { clock: Clock; files: FileStorage },
  instituteId: string,
): Promise<number> {
  const now = deps.clock.now();
  const vikram = await findAccountByUsername(tx, 'vikram_iyer');
  const asha = await findAccountByUsername(tx, 'asha_verma');
  const desk = vikram ? await findDefaultProfile(tx, vikram.id) : undefined;
  const host = asha ? await findDefaultProfile(tx, asha.id) : undefined;
  if (!desk || !host) return 0;
  for (const v of VISITS) {
    const inAt = new Date(now.getTime() - v.cameAgo * MINUTE);
    const photo = v.photo
      ? await storeFile(tx, deps.files, inAt, {
          file: { fieldname: 'photo', filename: 'visitor.jpg', bytes: demoDocumentJpeg(77) },
          kind: 'jpg',
          purpose: 'visitor-photo',
          instituteId,
          ownerAccountId: null,
        })
      : null;
    await tx.insert(visitors).values({
      instituteId,
      number: await nextNumber(tx, instituteId, 'VISITOR'),
      day: indiaDay(inAt),
      name: v.name,
      phone: v.phone,
      purpose: v.purpose,
      details: v.details,
      hostProfileId: v.meetsAsha ? host.id : null,
      people: v.people,
      vehicle: v.vehicle,
      photoFileId: photo?.id ?? null,
      inAt,
      outAt: v.leftAgo === null ? null : new Date(now.getTime() - v.leftAgo * MINUTE),
      recordedByProfileId: desk.id,
    });
  }
  const sick = await studentWithGuardian(tx, instituteId);
  if (sick) {
    const createdAt = new Date(now.getTime() - 15 * MINUTE);
    const [pass] = await tx
      .insert(gatePasses)
      .values({
        instituteId,
        number: await nextNumber(tx, instituteId, 'GATE_PASS'),
        code: newPassCode(),
        day: indiaDay(createdAt),
        reason: 'Fever since the second period; going home to rest',
        status: 'APPROVED',
        collectorKind: 'GUARDIAN',
        collectorProfileId: sick.guardianId,
        collectorName: sick.guardianName,
        collectorPhone: sick.guardianPhone,
        collectorRelation: sick.relation,
        approvedByProfileId: host.id,
        createdByProfileId: desk.id,
        createdAt,
      })
      .returning({ id: gatePasses.id });
    if (pass) {
      await tx.insert(gatePassStudents).values({
        passId: pass.id,
        instituteId,
        studentProfileId: sick.studentId,
        classId: sick.classId,
        position: 0,
        consent: 'NOT_NEEDED',
      });
    }
  }
  return VISITS.length;
}

/** A school seeded before it kept a visitor log gets today's desk once. */
export function addMissingDemoVisitors(
  db: Db,
  deps: { clock: Clock; files: FileStorage },
  instituteId: string,
): Promise<number> {
  return addOnce(db, instituteId, visitors, (tx) => seedVisitors(tx, deps, instituteId));
}
