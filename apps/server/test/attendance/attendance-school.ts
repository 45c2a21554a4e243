import { guardianLinks } from '../../src/db/schema/index.js';
import type { GroupRow } from '../../src/modules/groups/index.js';
import type { TestContext } from '../support/app.js';
import {
  createClass,
  createInstitute,
  createMember,
  type TestInstitute,
  type TestProfile,
} from '../support/factories.js';
import { moduleCall } from '../support/module-call.js';

// The attendance tests' school: an institute with an admin, Class 5 A with its class teacher
// (Asha) and three students (Rohan with his mother Priya as guardian, Meera, Kabir), Class 6 B
// with another teacher (Ravi), a front-office member, and a second institute for the
// cross-tenant checks. The clock starts on Monday 1 June 2026, 10:00 in India.

export type AttendanceSchool = {
  institute: TestInstitute;
  admin: TestProfile;
  asha: TestProfile;
  ravi: TestProfile;
  frontOffice: TestProfile;
  rohan: TestProfile;
  meera: TestProfile;
  kabir: TestProfile;
  priya: TestProfile;
  classA: GroupRow;
  classB: GroupRow;
  other: { institute: TestInstitute; admin: TestProfile; klass: GroupRow; student: TestProfile };
};

export const TODAY = '2026-06-01';

export async function linkGuardian(t: TestContext, parent: TestProfile, child: TestProfile) {
  await t.app.deps.database.db.insert(guardianLinks).values({
    parentProfileId: parent.profileId,
    studentProfileId: child.profileId,
    relation: 'Mother',
    createdAt: t.clock.now(),
  });
}

export async function attendanceSchool(t: TestContext): Promise<AttendanceSchool> {
  const institute = await createInstitute(t, { name: 'Attendance School' });
  const admin = await createMember(t, institute, 'INSTITUTE_ADMIN', { institute });
  const classA = await createClass(t, institute, 'Class 5 A');
  const classB = await createClass(t, institute, 'Class 6 B');
  const asha = await createMember(t, institute, 'TEACHER', { institute, firstName: 'Asha' });
  await createMember(t, classA, 'TEACHER', { institute, profile: asha });
  const ravi = await createMember(t, institute, 'TEACHER', { institute, firstName: 'Ravi' });
  await createMember(t, classB, 'TEACHER', { institute, profile: ravi });
  const frontOffice = await createMember(t, institute, 'FRONT_OFFICE', {
    institute,
    firstName: 'Vikram',
  });
  const rohan = await createMember(t, classA, 'STUDENT', { institute, firstName: 'Rohan' });
  const meera = await createMember(t, classA, 'STUDENT', { institute, firstName: 'Meera' });
  const kabir = await createMember(t, classA, 'STUDENT', { institute, firstName: 'Kabir' });
  const priya = await createMember(t, institute, 'PARENT', { institute, firstName: 'Priya' });
  await linkGuardian(t, priya, rohan);
  const otherInstitute = await createInstitute(t, { name: 'Faraway School' });
  const otherAdmin = await createMember(t, otherInstitute, 'INSTITUTE_ADMIN', {
    institute: otherInstitute,
  });
  const otherClass = await createClass(t, otherInstitute, 'Class 5 Z');
  const otherStudent = await createMember(t, otherClass, 'STUDENT', {
    institute: otherInstitute,
    firstName: 'Zara',
  });
  return {
    institute,
    admin,
    asha,
    ravi,
    frontOffice,
    rohan,
    meera,
    kabir,
    priya,
    classA,
    classB,
    other: {
      institute: otherInstitute,
      admin: otherAdmin,
      klass: otherClass,
      student: otherStudent,
    },
  };
}

/** Calls under /rest/attendance (support/module-call.ts). */
export const acall = moduleCall('attendance');

/** Settings as a school starts: day-wise, 75 %, Sundays off, staff not marking themselves, mark by 10:00, no statuses of its own. */
export const SETTINGS_BODY = {
  mode: 'DAY',
  riskThresholdPercent: 75,
  weeklyOff: [0],
  staffSelfMark: false,
  markBy: '10:00',
  statuses: [],
};

/** PUT settings for the school (by its admin unless `by`): SETTINGS_BODY, `change` naming what differs. */
export function putSettings(
  t: TestContext,
  s: AttendanceSchool,
  change: Record<string, unknown> = {},
  by: TestProfile = s.admin,
) {
  return acall(t, by, 'PUT', 'settings', {
    groupId: s.institute.id,
    ...SETTINGS_BODY,
    ...change,
  });
}

/** Everyone of Class 5 A present but those named, with the status given. */
export function marksFor(s: AttendanceSchool, exceptions: Record<string, string> = {}) {
  return [s.rohan, s.meera, s.kabir].map((p) => ({
    profileId: p.profileId,
    status: exceptions[p.profileId] ?? 'P',
  }));
}
