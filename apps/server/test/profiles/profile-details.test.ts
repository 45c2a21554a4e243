import {
  ADMISSION_API,
  ADMISSION_EXTRA_MESSAGES,
  PROFILE_API,
  type ProfileCard,
} from '@shala/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, admissionApplications, userProfiles } from '../../src/db/schema/index.js';
import {
  type AdmissionSchool,
  admissionSchool,
  applicationFields,
  apply,
  staffCall,
} from '../support/admission-helpers.js';
import { useTestApp } from '../support/app.js';
import { as, createMember, signIn, type TestProfile } from '../support/factories.js';

// Issue 22 item 8: what the admission form's extra fields gave lands on the admitted child's
// profile, shows on its card to those who see it in full, and is edited with the form's checks.

const t = useTestApp();
const db = () => t.app.deps.database.db;
const q = (groupId: string) => `?groupId=${groupId}`;

const card = (who: TestProfile, profileId: string) =>
  t.app.inject({ method: 'GET', url: PROFILE_API.card(profileId), headers: as(who) });
const saveDetails = (who: TestProfile, profileId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: PROFILE_API.details(profileId), headers: as(who), payload });

/** A school asking date of birth and blood group; Kavya applied with both and was accepted. */
async function admittedChild() {
  const s: AdmissionSchool = await admissionSchool(t, 'Lotus School');
  const settings = await staffCall(
    t,
    s.admin,
    'PUT',
    `${ADMISSION_API.settings}${q(s.institute.id)}`,
    {
      numberPattern: '{YYYY}/{SEQ:4}',
      extraFields: {
        dateOfBirth: 'required',
        address: 'off',
        previousSchool: 'optional',
        bloodGroup: 'optional',
        category: 'off',
      },
    },
  );
  expect(settings.statusCode, settings.body).toBe(200);
  const applied = await apply(
    t,
    applicationFields(s, {
      dateOfBirth: '2019-08-14',
      bloodGroup: 'B+',
      previousSchool: 'Little Steps Playschool',
    }),
  );
  expect(applied.statusCode, applied.body).toBe(201);
  const id = applied.json().id as string;
  const accepted = await staffCall(
    t,
    s.admin,
    'POST',
    `${ADMISSION_API.accept(id)}${q(s.institute.id)}`,
    {},
  );
  expect(accepted.statusCode, accepted.body).toBe(200);
  const [row] = await db()
    .select({ childId: admissionApplications.studentProfileId })
    .from(admissionApplications)
    .where(eq(admissionApplications.id, id));
  const childId = row?.childId ?? '';
  const [account] = await db()
    .select()
    .from(accounts)
    .where(eq(accounts.email, 'kavya.parent@example.com'));
  const [parent] = await db()
    .select()
    .from(userProfiles)
    .where(and(eq(userProfiles.accountId, account?.id ?? ''), eq(userProfiles.isDefault, true)));
  const guardian: TestProfile = {
    accountId: account?.id ?? '',
    profileId: parent?.id ?? '',
    cookie: await signIn(t, account?.id ?? '', parent?.id ?? ''),
  };
  return { s, childId, guardian };
}

describe("an admitted child's details", () => {
  it("accepting an application puts its date of birth and blood group on the child's profile, which staff and the guardian see", async () => {
    const { s, childId, guardian } = await admittedChild();
    for (const who of [s.admin, guardian]) {
      const res = await card(who, childId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json() as ProfileCard).toMatchObject({
        fullName: 'Kavya Menon',
        dateOfBirth: '14/08/2019',
        bloodGroup: 'B+',
        previousSchool: 'Little Steps Playschool',
        category: null,
        mayEditDetails: true,
      });
    }
    // A teacher of the class sees the child as a fellow member: no personal details.
    const teacher = await createMember(t, s.open, 'TEACHER', { institute: s.institute });
    const seen = (await card(teacher, childId)).json() as ProfileCard;
    expect(seen).toMatchObject({
      dateOfBirth: null,
      bloodGroup: null,
      previousSchool: null,
      mayEditDetails: false,
    });
  });

  it('the institute admin edits them with the admission form’s checks; a bad date is a 400 that says so', async () => {
    const { s, childId } = await admittedChild();
    const tries: [Record<string, string>, string][] = [
      [{ dateOfBirth: '2019-02-30' }, ADMISSION_EXTRA_MESSAGES.dateOfBirthInvalid],
      [{ dateOfBirth: '14/08/2019' }, ADMISSION_EXTRA_MESSAGES.dateOfBirthInvalid],
      [{ dateOfBirth: '2099-01-01' }, ADMISSION_EXTRA_MESSAGES.dateOfBirthFuture],
      [{ bloodGroup: 'Z+' }, ADMISSION_EXTRA_MESSAGES.bloodGroupInvalid],
      [{ category: 'Royal' }, ADMISSION_EXTRA_MESSAGES.categoryInvalid],
      [{ address: 'x'.repeat(501) }, ADMISSION_EXTRA_MESSAGES.addressLong],
    ];
    for (const [body, message] of tries) {
      const res = await saveDetails(s.admin, childId, { dateOfBirth: '2019-08-14', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // The clock's tomorrow is in the future too, though the schema alone cannot know it.
    const tomorrow = new Date(t.clock.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    const future = await saveDetails(s.admin, childId, { dateOfBirth: tomorrow });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(ADMISSION_EXTRA_MESSAGES.dateOfBirthFuture);

    const ok = await saveDetails(s.admin, childId, {
      dateOfBirth: '2019-08-15',
      address: '  12 MG Road, Pune ',
      previousSchool: '',
      bloodGroup: 'O-',
      category: 'OBC',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await card(s.admin, childId)).json()).toMatchObject({
      dateOfBirth: '15/08/2019',
      bloodGroup: 'O-',
      category: 'OBC',
      previousSchool: null,
      contact: { address: '12 MG Road, Pune' },
    });
  });

  it('the guardian may edit their child’s; a teacher who sees the child may not', async () => {
    const { s, childId, guardian } = await admittedChild();
    const own = await saveDetails(guardian, childId, {
      dateOfBirth: '2019-08-14',
      bloodGroup: 'A+',
    });
    expect(own.statusCode, own.body).toBe(200);
    const teacher = await createMember(t, s.open, 'TEACHER', { institute: s.institute });
    const denied = await saveDetails(teacher, childId, { bloodGroup: 'AB+' });
    expect(denied.statusCode).toBe(403);
    const [row] = await db().select().from(userProfiles).where(eq(userProfiles.id, childId));
    expect(row).toMatchObject({ bloodGroup: 'A+', dateOfBirth: '2019-08-14' });
  });
});
