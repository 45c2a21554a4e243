import type { GroupRow } from '../../src/modules/groups/index.js';
import { linkGuardian } from '../../src/modules/people/index.js';
import type { TestContext } from '../support/app.js';
import {
  as as asProfile,
  createClass,
  createInstitute,
  createMember,
  type TestInstitute,
  type TestProfile,
} from '../support/factories.js';
import { moduleCall } from '../support/module-call.js';
import { multipart } from '../support/setup-helpers.js';

// The notices tests' school: an admin, the front office, Asha (class teacher of Class 5 A),
// Ravi (a teacher of no class), an accountant, Rohan in Class 5 A with his mother Priya (a parent
// of the institute), Meera in Class 6 B; and another institute with its own admin and class.

export type NoticeSchool = {
  institute: TestInstitute;
  admin: TestProfile;
  office: TestProfile;
  asha: TestProfile;
  ravi: TestProfile;
  accountant: TestProfile;
  rohan: TestProfile;
  priya: TestProfile;
  meera: TestProfile;
  classA: GroupRow;
  classB: GroupRow;
  other: { institute: TestInstitute; admin: TestProfile; klass: GroupRow };
  /** The group a profile reads notices in: a student's class, else the institute. */
  groupOf(profile: TestProfile): string;
};

export async function noticeSchool(t: TestContext): Promise<NoticeSchool> {
  const institute = await createInstitute(t, { name: 'Notice School' });
  const admin = await createMember(t, institute, 'INSTITUTE_ADMIN', { institute });
  const office = await createMember(t, institute, 'FRONT_OFFICE', {
    institute,
    firstName: 'Vikram',
  });
  const classA = await createClass(t, institute, 'Class 5 A');
  const classB = await createClass(t, institute, 'Class 6 B');
  const asha = await createMember(t, institute, 'TEACHER', { institute, firstName: 'Asha' });
  await createMember(t, classA, 'TEACHER', { institute, profile: asha });
  const ravi = await createMember(t, institute, 'TEACHER', { institute, firstName: 'Ravi' });
  const accountant = await createMember(t, institute, 'ACCOUNTANT', {
    institute,
    firstName: 'Kavita',
  });
  const rohan = await createMember(t, classA, 'STUDENT', { institute, firstName: 'Rohan' });
  const priya = await createMember(t, institute, 'PARENT', { institute, firstName: 'Priya' });
  await linkGuardian(
    t.app.deps.database.db,
    { parentProfileId: priya.profileId, studentProfileId: rohan.profileId, relation: 'Mother' },
    t.clock.now(),
  );
  const meera = await createMember(t, classB, 'STUDENT', { institute, firstName: 'Meera' });
  const otherInstitute = await createInstitute(t, { name: 'Faraway School' });
  const otherAdmin = await createMember(t, otherInstitute, 'INSTITUTE_ADMIN', {
    institute: otherInstitute,
  });
  const otherClass = await createClass(t, otherInstitute, 'Class 5 Z');
  // Someone there to read its notices.
  await createMember(t, otherInstitute, 'TEACHER', {
    institute: otherInstitute,
    firstName: 'Zoya',
  });
  return {
    institute,
    admin,
    office,
    asha,
    ravi,
    accountant,
    rohan,
    priya,
    meera,
    classA,
    classB,
    other: { institute: otherInstitute, admin: otherAdmin, klass: otherClass },
    groupOf: (p) =>
      p === rohan
        ? classA.id
        : p === meera
          ? classB.id
          : p === otherAdmin
            ? otherInstitute.id
            : institute.id,
  };
}

/** Calls under /rest/notice (support/module-call.ts). */
export const ncall = moduleCall('notice');

/** Posts a notice as JSON; answers its id (the call must succeed). */
export async function post(
  t: TestContext,
  profile: TestProfile,
  body: Record<string, unknown>,
): Promise<string> {
  const res = await ncall(t, profile, 'POST', '', body);
  if (res.statusCode !== 200) throw new Error(`notice not posted: ${res.statusCode} ${res.body}`);
  return res.json().data.id;
}

/** Posts a notice as a multipart form with files. */
export function postForm(
  t: TestContext,
  profile: TestProfile,
  fields: Record<string, string>,
  files: { name: string; bytes: Buffer }[],
) {
  const form = multipart(
    files.map((f) => ({ field: 'files', ...f })),
    fields,
  );
  return t.app.inject({
    method: 'POST',
    url: '/rest/notice',
    headers: { ...asProfile(profile), 'content-type': form.contentType },
    payload: form.payload,
  });
}

/** The ids in the profile's inbox (current notices unless told), in the list's order. */
export async function inboxOf(
  t: TestContext,
  s: NoticeSchool,
  profile: TestProfile,
  extra: Record<string, unknown> = {},
): Promise<string[]> {
  const res = await ncall(t, profile, 'GET', '', { groupId: s.groupOf(profile), ...extra });
  if (res.statusCode !== 200) throw new Error(`inbox: ${res.statusCode} ${res.body}`);
  return res.json().notices.map((n: { id: string }) => n.id);
}

/** A minimal PDF by its first bytes. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
