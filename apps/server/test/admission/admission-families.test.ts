import { ADMISSION_API, ADMISSION_EXTRA_MESSAGES, ADMISSION_MESSAGES } from '@shala/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accounts,
  admissionApplications,
  guardianLinks,
  memberships,
  userProfiles,
} from '../../src/db/schema/index.js';
import {
  type AdmissionSchool,
  admissionSchool,
  applicationFields,
  apply,
  mailedPath,
  pendingApplication,
  staffCall,
} from '../support/admission-helpers.js';
import { useTestApp } from '../support/app.js';
import { login, PASSWORD, post } from '../support/auth-helpers.js';
import { createMember, createRole } from '../support/factories.js';
import { acceptOnly } from '../support/invitations-helpers.js';

// Issue 22 items 7 and 8: an accepted child is a profile in its guardian's account, with an
// admission number and a roll number; the institute may ask for more than the spec's form.

const t = useTestApp();
const db = () => t.app.deps.database.db;
const q = (groupId: string) => `?groupId=${groupId}`;
const accept = (s: AdmissionSchool, id: string, body: Record<string, unknown> = {}) =>
  staffCall(t, s.admin, 'POST', `${ADMISSION_API.accept(id)}${q(s.institute.id)}`, body);
const ALL_OFF = {
  dateOfBirth: 'off',
  address: 'off',
  previousSchool: 'off',
  bloodGroup: 'off',
  category: 'off',
} as const;
const saveSettings = (s: AdmissionSchool, body: Record<string, unknown>) =>
  staffCall(t, s.admin, 'PUT', `${ADMISSION_API.settings}${q(s.institute.id)}`, body);

async function accountOf(email: string) {
  const [row] = await db().select().from(accounts).where(eq(accounts.email, email));
  return row;
}
async function application(id: string) {
  const [row] = await db()
    .select()
    .from(admissionApplications)
    .where(eq(admissionApplications.id, id));
  return row;
}
const membershipsOf = (profileId: string) =>
  db().select().from(memberships).where(eq(memberships.profileId, profileId));

describe("accepting a young child's application", () => {
  it("makes the guardian's account from the contact, the child a linked profile with admission and roll numbers, and mails the guardian", async () => {
    const s = await admissionSchool(t, 'Sunrise School');
    // Vivaan's application: only his father's contact.
    const id = await pendingApplication(t, s, {
      fName: 'vivaan',
      lName: 'bose',
      email: 'rakesh.bose@example.com',
      fathername: 'Rakesh Bose',
      motherName: '',
      gender: 'male',
    });
    t.mailer.clear();
    const res = await accept(s, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ACCEPTED', admissionNo: '2026/0001' });
    expect(res.json()).not.toHaveProperty('rollNo');
    expect(await application(id)).toMatchObject({ rollNo: 1 });

    const guardian = await accountOf('rakesh.bose@example.com');
    expect(guardian?.username).toBe('rakesh_bose');
    // No account in the child's name.
    expect(await db().select().from(accounts).where(eq(accounts.username, 'vivaan_bose'))).toEqual(
      [],
    );
    const profiles = await db()
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.accountId, guardian?.id ?? ''));
    const parent = profiles.find((p) => p.isDefault);
    const child = profiles.find((p) => !p.isDefault);
    expect(parent).toMatchObject({ firstName: 'Rakesh', lastName: 'Bose' });
    expect(child).toMatchObject({
      firstName: 'Vivaan',
      lastName: 'Bose',
      gender: 'male',
      fatherName: 'Rakesh Bose',
      registrationNo: '2026/0001',
      verified: true,
      defaultClassId: s.open.id,
    });
    expect((await application(id))?.studentProfileId).toBe(child?.id);
    const childIn = await membershipsOf(child?.id ?? '');
    expect(childIn.map((m) => [m.groupId, m.roleId, m.rollNo]).sort()).toEqual(
      [
        [s.open.id, s.institute.roles.STUDENT.id, 1],
        [s.institute.id, s.institute.roles.STUDENT.id, null],
      ].sort(),
    );
    const parentIn = await membershipsOf(parent?.id ?? '');
    expect(parentIn.map((m) => [m.groupId, m.roleId]).sort()).toEqual(
      [
        [s.open.id, s.institute.roles.PARENT.id],
        [s.institute.id, s.institute.roles.PARENT.id],
      ].sort(),
    );
    const links = await db()
      .select()
      .from(guardianLinks)
      .where(eq(guardianLinks.studentProfileId, child?.id ?? ''));
    expect(links).toEqual([
      expect.objectContaining({ parentProfileId: parent?.id, relation: 'Father' }),
    ]);

    const mail = t.mailer.last('rakesh.bose@example.com');
    expect(mail.text).toContain('Dear Rakesh,');
    expect(mail.text).not.toContain('Dear Vivaan');
    expect(mail.text).toContain(
      `Vivaan Bose's admission to ${s.open.name} of Sunrise School for the session 2026-27 was accepted. Admission number: 2026/0001. Roll number: 1.`,
    );
    expect(mail.text).toContain('Your username is rakesh_bose.');
    expect(mail.text).toContain("switch to Vivaan's profile");
    // The link sets the guardian's password; the guardian then signs in.
    const [, , , linkId, token] = mailedPath(t, 'rakesh.bose@example.com').split('/');
    const set = await post(t, '/rest/auth/password/set', {
      id: linkId,
      token,
      newPassword: PASSWORD,
      confirmpassword: PASSWORD,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await login(t, 'rakesh_bose', PASSWORD)).statusCode).toBe(200);
  });

  it("asks for the guardian's e-mail when the application has none, and a name when it gives no parent", async () => {
    const s = await admissionSchool(t);
    const id = await pendingApplication(t, s, { email: '', fathername: '', motherName: '' });
    const none = await accept(s, id);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(ADMISSION_MESSAGES.emailNeeded);
    const noName = await accept(s, id, { email: 'guardian@example.com' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe(ADMISSION_MESSAGES.guardianNameNeeded);
    expect(await accountOf('guardian@example.com')).toBeUndefined();
    const ok = await accept(s, id, {
      email: 'Guardian@Example.com',
      guardianName: 'Leela',
      relation: 'Guardian',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const account = await accountOf('guardian@example.com');
    const [holder] = await db()
      .select()
      .from(userProfiles)
      .where(and(eq(userProfiles.accountId, account?.id ?? ''), eq(userProfiles.isDefault, true)));
    // A single name takes the child's family name.
    expect(holder).toMatchObject({ firstName: 'Leela', lastName: 'Menon' });
    expect(t.mailer.last('guardian@example.com').text).toContain('Dear Leela,');
  });

  it("links an existing account's holder only with consent: the child joins, numbered, when the holder accepts", async () => {
    const s = await admissionSchool(t, 'Sunrise School');
    const parent = await createMember(t, s.institute, 'PARENT', { institute: s.institute });
    const account = await db().select().from(accounts).where(eq(accounts.id, parent.accountId));
    const email = account[0]?.email ?? '';
    const id = await pendingApplication(t, s, { fName: 'ira', lName: 'test', email });
    t.mailer.clear();
    const res = await accept(s, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ admissionNo: '2026/0001' });
    expect(await application(id)).toMatchObject({ rollNo: null });
    const profilesNow = () =>
      db().select().from(userProfiles).where(eq(userProfiles.accountId, parent.accountId));
    expect(await profilesNow()).toHaveLength(1);
    expect(t.mailer.last(email).subject).toBe('Shala: an invitation from Sunrise School');

    expect((await acceptOnly(t, parent)).statusCode).toBe(200);
    const child = (await profilesNow()).find((p) => p.id !== parent.profileId);
    expect(child).toMatchObject({ firstName: 'Ira', registrationNo: '2026/0001' });
    const inClass = (await membershipsOf(child?.id ?? '')).find((m) => m.groupId === s.open.id);
    expect(inClass?.rollNo).toBe(1);
    expect(await application(id)).toMatchObject({ studentProfileId: child?.id, rollNo: 1 });
  });

  it("gives the child an account of its own only when asked, beside the guardian's", async () => {
    const s = await admissionSchool(t);
    const id = await pendingApplication(t, s);
    const same = await accept(s, id, { studentEmail: 'kavya.parent@example.com' });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(ADMISSION_MESSAGES.sameEmails);
    const res = await accept(s, id, { studentEmail: 'kavya@example.com' });
    expect(res.statusCode, res.body).toBe(200);
    const student = await accountOf('kavya@example.com');
    const guardian = await accountOf('kavya.parent@example.com');
    expect(student?.username).toBe('kavya_menon');
    expect(guardian?.username).toBe('suresh_menon');
    const [studentProfile] = await db()
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.accountId, student?.id ?? ''));
    const links = await db()
      .select()
      .from(guardianLinks)
      .where(eq(guardianLinks.studentProfileId, studentProfile?.id ?? ''));
    expect(links).toHaveLength(1);
    expect(t.mailer.last('kavya@example.com').text).toContain('Your username is kavya_menon.');
    expect(t.mailer.last('kavya.parent@example.com').text).toContain(
      'Kavya has an account of their own',
    );
  });
});

describe('admission numbers and roll numbers', () => {
  it("numbers by the institute's pattern, one each under concurrent acceptances, skipping taken ones, with the next roll number of the class", async () => {
    const s = await admissionSchool(t);
    const bad = await saveSettings(s, { numberPattern: 'SUN/{YYYY}', extraFields: ALL_OFF });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('{SEQ}');
    const onClass = await staffCall(t, s.admin, 'PUT', `${ADMISSION_API.settings}${q(s.open.id)}`, {
      numberPattern: 'SUN/{YYYY}/{SEQ:3}',
      extraFields: ALL_OFF,
    });
    expect(onClass.statusCode).toBe(404);
    const saved = await saveSettings(s, {
      numberPattern: 'SUN/{YYYY}/{SEQ:3}',
      extraFields: ALL_OFF,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Someone already carries SUN/2026/002 (typed in by hand).
    const earlier = await createMember(t, s.institute, 'STUDENT', { institute: s.institute });
    await db()
      .update(userProfiles)
      .set({ registrationNo: 'SUN/2026/002' })
      .where(eq(userProfiles.id, earlier.profileId));
    const ids = [];
    for (const n of ['a', 'b', 'c']) {
      ids.push(await pendingApplication(t, s, { email: `${n}@example.com` }));
    }
    const answers = await Promise.all(ids.map((id) => accept(s, id)));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(answers.map((a) => a.json().admissionNo).sort()).toEqual([
      'SUN/2026/001',
      'SUN/2026/003',
      'SUN/2026/004',
    ]);
    const rolls = await Promise.all(ids.map(async (id) => (await application(id))?.rollNo));
    expect(rolls.sort()).toEqual([1, 2, 3]);
    const clerk = await createMember(
      t,
      s.institute,
      await createRole(t, s.institute, ['getGroup']),
    );
    const refused = await staffCall(
      t,
      clerk,
      'PUT',
      `${ADMISSION_API.settings}${q(s.institute.id)}`,
      {
        numberPattern: 'X/{SEQ}',
        extraFields: ALL_OFF,
      },
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('fields beyond the spec’s form', () => {
  it('asks for them as the institute sets (required, optional, off), checks them, and gives them to the admitted child', async () => {
    const s = await admissionSchool(t);
    const put = await saveSettings(s, {
      numberPattern: '{YYYY}/{SEQ:4}',
      extraFields: { ...ALL_OFF, dateOfBirth: 'required', bloodGroup: 'optional' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const open = await t.app.inject({
      method: 'GET',
      url: ADMISSION_API.publicInstitute(s.institute.id),
    });
    expect(open.json().extraFields).toMatchObject({
      dateOfBirth: 'required',
      bloodGroup: 'optional',
      address: 'off',
    });

    const tries: [Record<string, string>, string][] = [
      [{}, ADMISSION_EXTRA_MESSAGES.dateOfBirthRequired],
      [{ dateOfBirth: '2020-02-30' }, ADMISSION_EXTRA_MESSAGES.dateOfBirthInvalid],
      [{ dateOfBirth: '2030-01-01' }, ADMISSION_EXTRA_MESSAGES.dateOfBirthFuture],
      [{ dateOfBirth: '2020-01-15', bloodGroup: 'Z+' }, ADMISSION_EXTRA_MESSAGES.bloodGroupInvalid],
    ];
    for (const [extra, message] of tries) {
      const res = await apply(t, applicationFields(s, extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await db().select().from(admissionApplications)).toEqual([]);
    // Optional left empty is fine; a field that is off is not kept.
    const plain = await apply(
      t,
      applicationFields(s, { dateOfBirth: '2020-01-15', address: '12 MG Road' }),
    );
    expect(plain.statusCode, plain.body).toBe(201);
    expect(await application(plain.json().id)).toMatchObject({
      dateOfBirth: '2020-01-15',
      bloodGroup: null,
      address: null,
    });
    const full = await apply(
      t,
      applicationFields(s, {
        email: 'other.parent@example.com',
        dateOfBirth: '2019-08-14',
        bloodGroup: 'B+',
      }),
    );
    expect(full.statusCode, full.body).toBe(201);
    const id = full.json().id as string;
    const detail = await staffCall(
      t,
      s.admin,
      'GET',
      `${ADMISSION_API.application(id)}${q(s.institute.id)}`,
    );
    expect(detail.json()).toMatchObject({ dateOfBirth: '2019-08-14', bloodGroup: 'B+' });
    expect((await accept(s, id)).statusCode).toBe(200);
    const child = (await application(id))?.studentProfileId ?? '';
    const [profile] = await db().select().from(userProfiles).where(eq(userProfiles.id, child));
    expect(profile).toMatchObject({ dateOfBirth: '2019-08-14', bloodGroup: 'B+' });
  });
});
