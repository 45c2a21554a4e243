import type { GroupRow } from '../../src/modules/groups/index.js';
import { linkGuardian } from '../../src/modules/people/index.js';
import type { TestContext } from './app.js';
import {
  as,
  createClass,
  createInstitute,
  createMember,
  createRole,
  type TestInstitute,
  type TestProfile,
} from './factories.js';
import { multipart } from './setup-helpers.js';

// The exam tests' school and calls. Beside it: exam-rows.ts writes exam rows straight into the
// tables, exam-flow.ts sets and sits exams through the calls, exam-questions.ts writes bank
// questions through their form, exam-marking.ts builds an exam ready to mark.

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

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

/** The class as the row builders take a group: its id and its institute's. */
export const classOf = (e: ExamClass) => ({ id: e.klass.id, instituteId: e.institute.id });

/** A member of the class whose custom role holds only getGroup: no exam action. */
export async function withoutExamActions(t: TestContext, c: ExamClass): Promise<TestProfile> {
  return createMember(t, c.klass, await createRole(t, c.institute, ['getGroup']), {
    institute: c.institute,
  });
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** The selected institute, class, session or profile a browser sends (spec §7 headers). */
type Selected = Parameters<typeof as>[1];

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
  selected: Selected = {},
) {
  const url = `/rest/${path}`;
  const headers = as(profile, selected);
  if (method === 'GET' || method === 'DELETE') {
    const query = new URLSearchParams(
      Object.entries(params)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    return t.app.inject({ method, url: query ? `${url}?${query}` : url, headers });
  }
  return t.app.inject({ method, url, headers, payload: params });
}

/**
 * The call as the other institute's teacher acting in its own institute (the selected headers a
 * browser sends): the guard answers 404 for our groups and ids, as if they did not exist.
 */
export function foreignCall(
  t: TestContext,
  e: ExamClass,
  method: Method,
  path: string,
  params: Record<string, unknown> = {},
) {
  return examCall(t, e.other.teacher, method, path, params, {
    institute: e.other.institute.id,
    session: e.other.institute.session.id,
  });
}

export type FormFile = { name: string; bytes: Buffer; type?: string; field?: string };

/** A multipart form call (the question's and the answer's), with an optional file. */
export function examFormCall(
  t: TestContext,
  profile: TestProfile,
  method: 'POST' | 'PUT',
  path: string,
  fields: Record<string, string>,
  file?: FormFile,
  selected: Selected = {},
) {
  const form = multipart(file ? [{ ...file, field: file.field ?? 'file' }] : [], fields);
  return t.app.inject({
    method,
    url: `/rest/${path}`,
    headers: { ...as(profile, selected), 'content-type': form.contentType },
    payload: form.payload,
  });
}
