import { linkGuardian } from '../../src/modules/people/index.js';
import type { TestContext } from '../support/app.js';
import { as, createClass, createMember, type TestProfile } from '../support/factories.js';
import { schoolWithAdmin } from '../support/groups-helpers.js';
import { moduleCall } from '../support/module-call.js';
import { multipart } from '../support/setup-helpers.js';

// The front office tests' school (the clock at 1 June 2026, 10:00 in India): its admin, Vikram
// at the desk and gate (front office), Asha a teacher whom visitors come to meet, Class 5 A with
// the siblings Rohan and Meera, their mother Priya (guardian of both), their father Sunil
// (guardian of Meera only), and Kiran, a parent in the class who looks after neither.

export const vcall = moduleCall('visitor');
export const gcall = moduleCall('gate-pass');

export async function frontOfficeSchool(t: TestContext, name?: string) {
  const { institute, admin } = await schoolWithAdmin(t, name);
  const desk = await createMember(t, institute, 'FRONT_OFFICE', { institute, firstName: 'Vikram' });
  const teacher = await createMember(t, institute, 'TEACHER', { institute, firstName: 'Asha' });
  const klass = await createClass(t, institute, 'Class 5 A');
  const student = (firstName: string) =>
    createMember(t, klass, 'STUDENT', { institute, firstName });
  const rohan = await student('Rohan');
  const meera = await student('Meera');
  const parent = (firstName: string) => createMember(t, klass, 'PARENT', { institute, firstName });
  const priya = await parent('Priya');
  const sunil = await parent('Sunil');
  const kiran = await parent('Kiran');
  const link = (p: TestProfile, s: TestProfile, relation: string) =>
    linkGuardian(
      t.app.deps.database.db,
      { parentProfileId: p.profileId, studentProfileId: s.profileId, relation },
      t.clock.now(),
    );
  await link(priya, rohan, 'Mother');
  await link(priya, meera, 'Mother');
  await link(sunil, meera, 'Father');
  return { institute, admin, desk, teacher, klass, rohan, meera, priya, sunil, kiran };
}
export type FrontOfficeSchool = Awaited<ReturnType<typeof frontOfficeSchool>>;

/** Checks a visitor in as a multipart form, with a photo when given. */
export function postVisitor(
  t: TestContext,
  profile: TestProfile,
  fields: Record<string, string | number>,
  photo?: { name: string; bytes: Buffer },
) {
  const form = multipart(
    photo ? [{ field: 'photo', ...photo }] : [],
    Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])),
  );
  return t.app.inject({
    method: 'POST',
    url: '/rest/visitor',
    headers: { ...as(profile), 'content-type': form.contentType },
    payload: form.payload,
  });
}

/** A gate pass that must be made; its view. */
export async function madePass(
  t: TestContext,
  s: FrontOfficeSchool,
  body: Record<string, unknown>,
) {
  const res = await gcall(t, s.desk, 'POST', '', { groupId: s.institute.id, ...body });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json() as {
    message: string;
    pass: {
      id: string;
      number: string;
      code: string;
      status: string;
      problem: string | null;
      students: {
        profileId: string;
        consent: string;
        mayDecide: boolean;
        exitedAt: string | null;
      }[];
    };
  };
}
