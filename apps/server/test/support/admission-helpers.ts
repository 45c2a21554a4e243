import { ADMISSION_API } from '@shala/shared';
import type { GroupRow } from '../../src/modules/groups/index.js';
import type { TestContext } from './app.js';
import { headers } from './app.js';
import {
  as,
  createClass,
  createInstitute,
  createMember,
  type TestInstitute,
  type TestProfile,
} from './factories.js';
import { multipart, tinyJpeg } from './setup-helpers.js';

export type AdmissionSchool = {
  institute: TestInstitute;
  open: GroupRow;
  closed: GroupRow;
  admin: TestProfile;
};

/** An institute with a class that takes admissions, one that does not, and its admin. */
export async function admissionSchool(t: TestContext, name?: string): Promise<AdmissionSchool> {
  const institute = await createInstitute(t, name ? { name } : {});
  const open = await createClass(t, institute, `Class 1 A ${institute.name}`, {
    admissionConfigSet: true,
  });
  const closed = await createClass(t, institute, `Class 2 A ${institute.name}`);
  const admin = await createMember(t, institute, 'INSTITUTE_ADMIN', { institute });
  return { institute, open, closed, admin };
}

export const JPEG = tinyJpeg();

export type DocumentFile = { name: string; bytes: Buffer; type?: string };
export const jpg = (name: string): DocumentFile => ({ name, bytes: JPEG, type: 'image/jpeg' });

/** The form's text fields for a school's open class, with changes. */
export function applicationFields(s: AdmissionSchool, over: Record<string, string> = {}) {
  return {
    instituteId: s.institute.id,
    sessionId: s.institute.session.id,
    classId: s.open.id,
    fName: 'kavya',
    lName: 'menon',
    email: 'kavya.parent@example.com',
    phone: '9876543210',
    gender: 'female',
    fathername: 'Suresh Menon',
    motherName: 'Lakshmi Menon',
    ...over,
  };
}

export function apply(
  t: TestContext,
  fields: Record<string, string>,
  files: DocumentFile[] = [jpg('pancard.jpg'), jpg('adhar.jpg')],
  extraHeaders: Record<string, string> = {},
) {
  const form = multipart(
    files.map((f) => ({ field: 'files', name: f.name, bytes: f.bytes, type: f.type })),
    fields,
  );
  return t.app.inject({
    method: 'POST',
    url: ADMISSION_API.apply,
    headers: { ...headers(), ...extraHeaders, 'content-type': form.contentType },
    payload: form.payload,
  });
}

/** A pending application of the school; its id. */
export async function pendingApplication(
  t: TestContext,
  s: AdmissionSchool,
  over: Record<string, string> = {},
): Promise<string> {
  const res = await apply(t, applicationFields(s, over));
  if (res.statusCode !== 201) throw new Error(`apply failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

export function staffCall(
  t: TestContext,
  who: TestProfile,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
) {
  return t.app.inject({
    method,
    url,
    headers: as(who),
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** The path of the first link in the newest mail to `to`. */
export function mailedPath(t: TestContext, to: string): string {
  const match = /http:\/\/shala\.test(\/\S+)/.exec(t.mailer.last(to).text);
  if (!match?.[1]) throw new Error(`no link in the mail to ${to}`);
  return match[1];
}
