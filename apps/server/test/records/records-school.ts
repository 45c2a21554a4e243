import { eq } from 'drizzle-orm';
import { userProfiles } from '../../src/db/schema/index.js';
import { linkGuardian } from '../../src/modules/people/index.js';
import type { TestContext } from '../support/app.js';
import { as, createClass, createMember, type TestProfile } from '../support/factories.js';
import { schoolWithAdmin } from '../support/groups-helpers.js';
import { moduleCall } from '../support/module-call.js';
import { multipart } from '../support/setup-helpers.js';

// The records tests' school (the clock at 1 June 2026, 10:00 in India): its admin (who manages
// the members), Vikram at the front office (reads the details, issues certificates, manages no
// member), Asha a teacher (neither), Class 5 A with the siblings Rohan (born 15 March 2015) and
// Meera, their mother Priya (guardian of both), and Kiran, a parent in the class who looks after
// neither.

export const rcall = moduleCall('records');

/** A minimal PDF: its bytes say what it is. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export async function recordsSchool(t: TestContext, name?: string) {
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
  const kiran = await parent('Kiran');
  const db = t.app.deps.database.db;
  await db
    .update(userProfiles)
    .set({
      dateOfBirth: '2015-03-15',
      gender: 'male',
      fatherName: 'Sunil Mehta',
      motherName: 'Priya Mehta',
      registrationNo: 'ADM-2021-014',
      category: 'General',
    })
    .where(eq(userProfiles.id, rohan.profileId));
  const link = (p: TestProfile, s: TestProfile) =>
    linkGuardian(
      db,
      { parentProfileId: p.profileId, studentProfileId: s.profileId, relation: 'Mother' },
      t.clock.now(),
    );
  await link(priya, rohan);
  await link(priya, meera);
  return { institute, admin, desk, teacher, klass, rohan, meera, priya, kiran };
}
export type RecordsSchool = Awaited<ReturnType<typeof recordsSchool>>;

/** Uploads a document as a multipart form. */
export function postDocument(
  t: TestContext,
  profile: TestProfile,
  fields: Record<string, string>,
  file: { name: string; bytes: Buffer } | null,
) {
  const form = multipart(file ? [{ field: 'file', ...file }] : [], fields);
  return t.app.inject({
    method: 'POST',
    url: '/rest/records/documents',
    headers: { ...as(profile), 'content-type': form.contentType },
    payload: form.payload,
  });
}
