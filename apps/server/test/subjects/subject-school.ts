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

// The subjects tests' school: an institute with an admin, two teachers (one of them Class 5 A's
// class teacher), an accountant and a student, and another institute with its own admin, class
// and teacher for the cross-tenant checks. Calls go through the API.

export type SubjectSchool = {
  institute: TestInstitute;
  admin: TestProfile;
  asha: TestProfile;
  ravi: TestProfile;
  accountant: TestProfile;
  student: TestProfile;
  classA: GroupRow;
  classB: GroupRow;
  other: { institute: TestInstitute; admin: TestProfile; klass: GroupRow; teacher: TestProfile };
};

export async function subjectSchool(t: TestContext): Promise<SubjectSchool> {
  const institute = await createInstitute(t, { name: 'Subject School' });
  const admin = await createMember(t, institute, 'INSTITUTE_ADMIN', { institute });
  const classA = await createClass(t, institute, 'Class 5 A');
  const classB = await createClass(t, institute, 'Class 6 B');
  const asha = await createMember(t, institute, 'TEACHER', { institute, firstName: 'Asha' });
  await createMember(t, classA, 'TEACHER', { institute, profile: asha });
  const ravi = await createMember(t, institute, 'TEACHER', { institute, firstName: 'Ravi' });
  const accountant = await createMember(t, institute, 'ACCOUNTANT', {
    institute,
    firstName: 'Kavita',
  });
  const student = await createMember(t, classA, 'STUDENT', { institute, firstName: 'Rohan' });
  const otherInstitute = await createInstitute(t, { name: 'Faraway School' });
  const otherAdmin = await createMember(t, otherInstitute, 'INSTITUTE_ADMIN', {
    institute: otherInstitute,
  });
  const otherClass = await createClass(t, otherInstitute, 'Class 5 Z');
  const otherTeacher = await createMember(t, otherInstitute, 'TEACHER', {
    institute: otherInstitute,
    firstName: 'Zoya',
  });
  return {
    institute,
    admin,
    asha,
    ravi,
    accountant,
    student,
    classA,
    classB,
    other: {
      institute: otherInstitute,
      admin: otherAdmin,
      klass: otherClass,
      teacher: otherTeacher,
    },
  };
}

/** Calls under /rest/subjects (support/module-call.ts). */
export const scall = moduleCall('subjects');

/** The institute's subject id by name (from the starting list or added). */
export async function subjectId(t: TestContext, s: SubjectSchool, name: string): Promise<string> {
  const res = await scall(t, s.admin, 'GET', '', { groupId: s.institute.id });
  const found = (res.json() as { id: string; name: string }[]).find((x) => x.name === name);
  if (!found) throw new Error(`no subject ${name}: ${res.body}`);
  return found.id;
}
