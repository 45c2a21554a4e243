import type { GroupRow } from '../../src/modules/groups/index.js';
import { linkGuardian } from '../../src/modules/people/index.js';
import type { TestContext } from './app.js';
import {
  as,
  createClass,
  createInstitute,
  createMember,
  type TestInstitute,
  type TestProfile,
} from './factories.js';

/**
 * A class to set exams in: its institute (with admin), a teacher, two students, the first
 * student's parent (a PARENT member of the class with a guardian link), and a second institute
 * with its own class and teacher, for the cross-tenant checks.
 */
export type ExamClass = {
  institute: TestInstitute;
  admin: TestProfile;
  klass: GroupRow;
  teacher: TestProfile;
  students: [TestProfile, TestProfile];
  parent: TestProfile;
  other: { institute: TestInstitute; klass: GroupRow; teacher: TestProfile };
};

export async function examClass(t: TestContext): Promise<ExamClass> {
  const institute = await createInstitute(t, { name: 'Exam School' });
  const admin = await createMember(t, institute, 'INSTITUTE_ADMIN', { institute });
  const klass = await createClass(t, institute, 'Class 5 A');
  const teacher = await createMember(t, klass, 'TEACHER', { institute, firstName: 'Asha' });
  const first = await createMember(t, klass, 'STUDENT', { institute, firstName: 'Rohan' });
  const second = await createMember(t, klass, 'STUDENT', { institute, firstName: 'Meera' });
  const parent = await createMember(t, klass, 'PARENT', { institute, firstName: 'Priya' });
  await linkGuardian(
    t.app.deps.database.db,
    { parentProfileId: parent.profileId, studentProfileId: first.profileId, relation: 'Mother' },
    t.clock.now(),
  );
  const otherInstitute = await createInstitute(t, { name: 'Other School' });
  const otherClass = await createClass(t, otherInstitute, 'Class 5 B');
  const otherTeacher = await createMember(t, otherClass, 'TEACHER', { institute: otherInstitute });
  return {
    institute,
    admin,
    klass,
    teacher,
    students: [first, second],
    parent,
    other: { institute: otherInstitute, klass: otherClass, teacher: otherTeacher },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A JSON call (GET and DELETE: `params` go to the query string, as spec §7 says; POST and PUT:
 * to the body).
 */
export function examCall(
  t: TestContext,
  profile: TestProfile,
  method: Method,
  path: string,
  params: Record<string, unknown> = {},
) {
  const url = `/rest/${path}`;
  if (method === 'GET' || method === 'DELETE') {
    const query = new URLSearchParams(
      Object.entries(params)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    return t.app.inject({ method, url: query ? `${url}?${query}` : url, headers: as(profile) });
  }
  return t.app.inject({ method, url, headers: as(profile), payload: params });
}
