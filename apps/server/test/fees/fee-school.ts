import type { GroupRow } from '../../src/modules/groups/index.js';
import { linkGuardian } from '../../src/modules/people/index.js';
import type { TestContext } from '../support/app.js';
import {
  createClass,
  createInstitute,
  createMember,
  type TestInstitute,
  type TestProfile,
} from '../support/factories.js';
import { moduleCall } from '../support/module-call.js';

// The fee tests' school: an institute with an admin, an accountant and a teacher, a class with
// three students (the first two siblings, children of one parent), and another institute with
// its own admin and class for the cross-tenant checks.

export type FeeSchool = {
  institute: TestInstitute;
  admin: TestProfile;
  accountant: TestProfile;
  teacher: TestProfile;
  klass: GroupRow;
  students: [TestProfile, TestProfile, TestProfile];
  parent: TestProfile;
  other: { institute: TestInstitute; admin: TestProfile; klass: GroupRow; student: TestProfile };
};

export async function feeSchool(t: TestContext): Promise<FeeSchool> {
  const institute = await createInstitute(t, { name: 'Fee School' });
  const admin = await createMember(t, institute, 'INSTITUTE_ADMIN', { institute });
  const accountant = await createMember(t, institute, 'ACCOUNTANT', { institute });
  const klass = await createClass(t, institute, 'Class 5 A');
  const teacher = await createMember(t, klass, 'TEACHER', { institute, firstName: 'Asha' });
  const students = [] as unknown as FeeSchool['students'];
  for (const firstName of ['Rohan', 'Meera', 'Kabir']) {
    students.push(await createMember(t, klass, 'STUDENT', { institute, firstName }));
  }
  const parent = await createMember(t, klass, 'PARENT', { institute, firstName: 'Priya' });
  for (const child of students.slice(0, 2)) {
    await linkGuardian(
      t.app.deps.database.db,
      { parentProfileId: parent.profileId, studentProfileId: child.profileId, relation: 'Mother' },
      t.clock.now(),
    );
  }
  const otherInstitute = await createInstitute(t, { name: 'Other School' });
  const otherAdmin = await createMember(t, otherInstitute, 'INSTITUTE_ADMIN', {
    institute: otherInstitute,
  });
  const otherClass = await createClass(t, otherInstitute, 'Class 5 B');
  const otherStudent = await createMember(t, otherClass, 'STUDENT', { institute: otherInstitute });
  return {
    institute,
    admin,
    accountant,
    teacher,
    klass,
    students,
    parent,
    other: {
      institute: otherInstitute,
      admin: otherAdmin,
      klass: otherClass,
      student: otherStudent,
    },
  };
}

/** Calls under /rest: `fee/…`, `finance/…` (support/module-call.ts). */
export const feeCall = moduleCall('');

/** A structure as the form sends it: tuition in two terms with an early-payment discount. */
export function structureBody(s: FeeSchool, over: Record<string, unknown> = {}) {
  return {
    groupId: s.klass.id,
    sessionId: s.institute.session.id,
    name: 'Tuition 2026-27',
    lateFeePaise: 10_000,
    lateFeeGraceDays: 15,
    particulars: [
      { name: 'Term 1 tuition', kind: 'CHARGE', amountPaise: 1_000_000, dueDate: '2026-04-10' },
      { name: 'Early payment', kind: 'DISCOUNT', amountPaise: 50_000, dueDate: '2026-04-10' },
      { name: 'Term 2 tuition', kind: 'CHARGE', amountPaise: 1_000_000, dueDate: '2026-10-10' },
    ],
    ...over,
  };
}

/** Creates the structure as the admin and returns it (throws on a refusal). */
export async function createdStructure(
  t: TestContext,
  s: FeeSchool,
  over: Record<string, unknown> = {},
) {
  const res = await feeCall(t, s.admin, 'POST', 'fee/structure', structureBody(s, over));
  if (res.statusCode !== 200) throw new Error(`structure not created: ${res.body}`);
  return res.json().data as {
    id: string;
    particulars: { id: string; name: string; kind: string; amountPaise: number; dueDate: string }[];
  };
}

/** Assigns the structure to the class's students (all unless named). */
export async function assigned(
  t: TestContext,
  s: FeeSchool,
  id: string,
  userProfileIds?: string[],
) {
  const res = await feeCall(t, s.admin, 'POST', 'fee/structure/assign', {
    groupId: s.klass.id,
    id,
    ...(userProfileIds ? { userProfileIds } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`not assigned: ${res.body}`);
  return res.json();
}

/** A student's dues of the session as stored, by due date (cancelled ones included). */
export async function storedDues(t: TestContext, profileId: string) {
  const rows = await t.app.deps.database.db.query.studentDues.findMany({
    where: (d, { eq }) => eq(d.profileId, profileId),
    orderBy: (d, { asc }) => [asc(d.dueDate), asc(d.position)],
  });
  return rows;
}
