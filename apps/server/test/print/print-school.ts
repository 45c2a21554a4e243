import { PROFILE_API } from '@shala/shared';
import { and, eq } from 'drizzle-orm';
import { memberships, studentDues, userProfiles } from '../../src/db/schema/index.js';
import { flatBlockJpeg } from '../../src/demo/jpeg.js';
import { storeFile } from '../../src/files/uploads.js';
import { linkGuardian } from '../../src/modules/people/index.js';
import type { TestContext } from '../support/app.js';
import { createClass, createMember, type TestProfile } from '../support/factories.js';
import { schoolWithAdmin } from '../support/groups-helpers.js';
import { moduleCall } from '../support/module-call.js';

// The print tests' school (the clock at 1 June 2026, 10:00 in India; session 2026-27): its
// admin, Vikram at the front office (getMembers, getMemberDetails), Kavita the accountant
// (getFeeSummaryForGroup), Asha a teacher (getMembers only). Class 5 A has four students whose
// roll numbers are not in name order (Zara 1, Aarav 2, Meera 3, Bhavna none), Rohan in Class 2 B;
// Priya is Aarav's and Meera's mother, Sunil Zara's father; Aarav has a photo; and dues: Aarav
// ₹1,500 overdue of ₹2,500, Zara ₹800 overdue (half paid), Meera only a charge due later, Rohan
// ₹300 overdue.

export const pcall = moduleCall('print');

export const ROLL_ORDER = ['Zara Khan', 'Aarav Sharma', 'Meera Sharma', 'Bhavna Rao'] as const;

type StudentDetails = {
  lastName: string;
  rollNo: number | null;
  admissionNo: string;
  gender: string;
  dateOfBirth: string;
  bloodGroup?: string;
  address?: string;
};

/** A portrait-ish JPEG (a head and shoulders in grey blocks) that pdfkit draws. */
export const portraitJpeg = () =>
  flatBlockJpeg(
    Array.from({ length: 10 }, (_, r) =>
      Array.from({ length: 8 }, (_, c) => {
        const head = r >= 2 && r <= 5 && c >= 2 && c <= 5;
        const body = r >= 7 && c >= 1 && c <= 6;
        return head ? 190 : body ? 70 : 235;
      }),
    ),
  );

export async function printSchool(t: TestContext, name?: string) {
  const db = t.app.deps.database.db;
  const now = t.clock.now();
  const { institute, admin } = await schoolWithAdmin(t, name);
  const desk = await createMember(t, institute, 'FRONT_OFFICE', { institute, firstName: 'Vikram' });
  const accountant = await createMember(t, institute, 'ACCOUNTANT', {
    institute,
    firstName: 'Kavita',
  });
  const teacher = await createMember(t, institute, 'TEACHER', { institute, firstName: 'Asha' });
  const klass = await createClass(t, institute, 'Class 5 A');
  const younger = await createClass(t, institute, 'Class 2 B');
  const sessionId = institute.session.id;

  const student = async (
    group: { id: string },
    firstName: string,
    d: StudentDetails,
  ): Promise<TestProfile> => {
    const p = await createMember(t, group as typeof klass, 'STUDENT', { institute, firstName });
    await db
      .update(userProfiles)
      .set({
        lastName: d.lastName,
        registrationNo: d.admissionNo,
        gender: d.gender,
        dateOfBirth: d.dateOfBirth,
        bloodGroup: d.bloodGroup ?? null,
        address: d.address ?? null,
      })
      .where(eq(userProfiles.id, p.profileId));
    await db
      .update(memberships)
      .set({ rollNo: d.rollNo })
      .where(and(eq(memberships.profileId, p.profileId), eq(memberships.groupId, group.id)));
    return p;
  };
  const zara = await student(klass, 'Zara', {
    lastName: 'Khan',
    rollNo: 1,
    admissionNo: 'ADM/0007',
    gender: 'female',
    dateOfBirth: '2015-08-14',
    bloodGroup: 'O+',
    address: '12 MG Road, Bengaluru 560001',
  });
  const aarav = await student(klass, 'Aarav', {
    lastName: 'Sharma',
    rollNo: 2,
    admissionNo: 'ADM/0002',
    gender: 'male',
    dateOfBirth: '2015-01-27',
    bloodGroup: 'B+',
    address: '4 Lake View, Indiranagar, Bengaluru',
  });
  const meera = await student(klass, 'Meera', {
    lastName: 'Sharma',
    rollNo: 3,
    admissionNo: 'ADM/0003',
    gender: 'female',
    dateOfBirth: '2015-03-02',
  });
  const bhavna = await student(klass, 'Bhavna', {
    lastName: 'Rao',
    rollNo: null,
    admissionNo: 'ADM/0011',
    gender: 'female',
    dateOfBirth: '2014-12-30',
  });
  const rohan = await student(younger, 'Rohan', {
    lastName: 'Mehta',
    rollNo: 1,
    admissionNo: 'ADM/0020',
    gender: 'male',
    dateOfBirth: '2019-05-19',
  });

  const parent = async (
    group: { id: string },
    firstName: string,
    lastName: string,
    phone: string,
  ) => {
    const p = await createMember(t, group as typeof klass, 'PARENT', { institute, firstName });
    await db.update(userProfiles).set({ lastName, phone }).where(eq(userProfiles.id, p.profileId));
    return p;
  };
  const priya = await parent(klass, 'Priya', 'Sharma', '9845012345');
  const sunil = await parent(klass, 'Sunil', 'Khan', '9886054321');
  const link = (p: TestProfile, s: TestProfile, relation: string) =>
    linkGuardian(
      db,
      { parentProfileId: p.profileId, studentProfileId: s.profileId, relation },
      now,
    );
  await link(priya, aarav, 'Mother');
  await link(priya, meera, 'Mother');
  await link(sunil, zara, 'Father');

  // Aarav's photo, as the profiles module stores one.
  const photo = await storeFile(db, t.app.ctx.files, now, {
    file: { fieldname: 'photo', filename: 'aarav.jpg', bytes: portraitJpeg() },
    kind: 'jpg',
    purpose: 'profile-photo',
    instituteId: null,
    ownerAccountId: aarav.accountId,
  });
  await db
    .update(userProfiles)
    .set({ photoLocation: `${PROFILE_API.photo(aarav.profileId)}?v=${photo.id}` })
    .where(eq(userProfiles.id, aarav.profileId));

  const due = (
    who: TestProfile,
    classId: string,
    particular: string,
    dueDate: string,
    amountPaise: number,
    paidPaise = 0,
  ) =>
    db.insert(studentDues).values({
      instituteId: institute.id,
      classId,
      sessionId,
      profileId: who.profileId,
      recordType: 'FEES',
      source: 'CARRY_OVER',
      particular,
      kind: 'CHARGE',
      dueDate,
      amountPaise,
      paidPaise,
      createdAt: now,
      updatedAt: now,
    });
  await due(aarav, klass.id, 'Tuition Q1', '2026-04-15', 150_000);
  await due(aarav, klass.id, 'Tuition Q2', '2026-07-15', 100_000);
  await due(zara, klass.id, 'Tuition Q1', '2026-04-15', 160_000, 80_000);
  await due(meera, klass.id, 'Tuition Q2', '2026-07-15', 100_000);
  await due(rohan, younger.id, 'Tuition Q1', '2026-05-10', 30_000);

  return {
    institute,
    admin,
    desk,
    accountant,
    teacher,
    klass,
    younger,
    zara,
    aarav,
    meera,
    bhavna,
    rohan,
    priya,
    sunil,
  };
}
export type PrintSchool = Awaited<ReturnType<typeof printSchool>>;
