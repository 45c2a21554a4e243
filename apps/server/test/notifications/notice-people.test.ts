import { ADMISSION_API, INVITATION_API } from '@shala/shared';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, admissionApplications } from '../../src/db/schema/index.js';
import {
  type AdmissionSchool,
  admissionSchool,
  JPEG,
  pendingApplication,
  staffCall,
} from '../support/admission-helpers.js';
import { headers, useTestApp } from '../support/app.js';
import { createMember, createProfile, type TestProfile } from '../support/factories.js';
import { call } from '../support/groups-helpers.js';
import { invitationsOf, setFirstPassword } from '../support/invitations-helpers.js';
import { bellOf, noticesOfKind } from '../support/notification-helpers.js';
import { multipart } from '../support/setup-helpers.js';

// Issue 22 item 12: the admission and member kinds, one by one: each notice's text, its date
// (the event's, from the injected clock) and who gets it and who does not. The test clock reads
// 2026-06-01 04:30 UTC.

const t = useTestApp();
const db = () => t.app.deps.database.db;
const q = (groupId: string) => `?groupId=${groupId}`;

const bell = async (p: TestProfile) => (await bellOf(t, p.cookie)).schoolErpNotifications;
const ofKind = (p: TestProfile, kind: string) => noticesOfKind(t, p.cookie, kind);

/** A signed-in parent applies for Ira, a linked profile of their account: the application's id. */
async function parentApplies(s: AdmissionSchool) {
  const parent = await createProfile(t, { firstName: 'Sunita' });
  const child = await createProfile(t, { accountId: parent.accountId, firstName: 'Ira' });
  const form = multipart([{ field: 'files', name: 'adhar.jpg', bytes: JPEG, type: 'image/jpeg' }], {
    sessionId: s.institute.session.id,
    classId: s.open.id,
    profileId: child.profileId,
    fName: 'Ira',
    lName: 'Shah',
    phone: '9876543210',
    gender: 'female',
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `${ADMISSION_API.applyAsUser}?instituteId=${s.institute.id}`,
    headers: { ...headers(parent.cookie), 'content-type': form.contentType },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await db()
    .select({ id: admissionApplications.id })
    .from(admissionApplications)
    .where(eq(admissionApplications.applicantProfileId, child.profileId))
    .orderBy(desc(admissionApplications.createdAt));
  return { parent, child, id: row?.id as string };
}

describe('admission notices: text, date and audience (issue 22)', () => {
  it('admission.received names the child, class and session, to those who decide, on its day', async () => {
    const s = await admissionSchool(t);
    const teacher = await createMember(t, s.institute, 'TEACHER', { institute: s.institute });
    t.clock.advanceSeconds(90);
    await pendingApplication(t, s, { fName: 'ira', lName: 'shah' });
    const at = t.clock.now().toISOString();
    expect(await ofKind(s.admin, 'admission.received')).toEqual([
      `Admission received | Ira Shah applied for ${s.open.name} (${s.institute.session.name}). | ${at}`,
    ]);
    expect(await bell(teacher)).toEqual([]);
  });

  it('admission.accepted tells the parent who applied, not the child’s own bell, on the decision’s day', async () => {
    const s = await admissionSchool(t);
    const { parent, child, id } = await parentApplies(s);
    const other = await createMember(t, s.institute, 'INSTITUTE_ADMIN', { institute: s.institute });
    t.clock.advanceSeconds(900);
    const res = await staffCall(
      t,
      s.admin,
      'POST',
      `${ADMISSION_API.accept(id)}${q(s.institute.id)}`,
      {},
    );
    expect(res.statusCode, res.body).toBe(200);
    const at = t.clock.now().toISOString();
    expect(await ofKind(parent, 'admission.accepted')).toEqual([
      `Admission accepted | Ira Shah’s application for ${s.open.name} (${s.institute.session.name}) was accepted. | ${at}`,
    ]);
    expect(await ofKind(child, 'admission.accepted')).toEqual([]);
    // The decider knows; the other admin heard of the application only.
    expect(await ofKind(s.admin, 'admission.accepted')).toEqual([]);
    expect(await ofKind(other, 'admission.accepted')).toEqual([]);
  });

  it('admission.rejected gives the reason to the parent who applied, not the child', async () => {
    const s = await admissionSchool(t);
    const { parent, child, id } = await parentApplies(s);
    t.clock.advanceSeconds(600);
    const res = await staffCall(
      t,
      s.admin,
      'POST',
      `${ADMISSION_API.reject(id)}${q(s.institute.id)}`,
      {
        reason: 'No seats left',
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const at = t.clock.now().toISOString();
    expect(await ofKind(parent, 'admission.rejected')).toEqual([
      `Admission not accepted | Ira Shah’s application for ${s.open.name} (${s.institute.session.name}) was not accepted: No seats left. | ${at}`,
    ]);
    expect(await ofKind(child, 'admission.rejected')).toEqual([]);
    expect(await ofKind(s.admin, 'admission.rejected')).toEqual([]);
  });

  it('an adult who applied for themself hears of the decision in their own words', async () => {
    const s = await admissionSchool(t);
    const adult = await createProfile(t, { firstName: 'Ira' });
    const form = multipart(
      [{ field: 'files', name: 'adhar.jpg', bytes: JPEG, type: 'image/jpeg' }],
      {
        sessionId: s.institute.session.id,
        classId: s.open.id,
        profileId: adult.profileId,
        fName: 'Ira',
        lName: 'Shah',
        phone: '9876543210',
        gender: 'female',
      },
    );
    const applied = await t.app.inject({
      method: 'POST',
      url: `${ADMISSION_API.applyAsUser}?instituteId=${s.institute.id}`,
      headers: { ...headers(adult.cookie), 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const id = applied.json().id as string;
    t.clock.advanceSeconds(60);
    const res = await staffCall(
      t,
      s.admin,
      'POST',
      `${ADMISSION_API.accept(id)}${q(s.institute.id)}`,
      {},
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await ofKind(adult, 'admission.accepted')).toEqual([
      `Admission accepted | Your application for ${s.open.name} (${s.institute.session.name}) was accepted. | ${t.clock.now().toISOString()}`,
    ]);
  });
});

describe('member notices: text, date and audience (issue 22)', () => {
  it('member.added tells the inviter who joined which class, when they accepted, nobody else', async () => {
    const s = await admissionSchool(t);
    const teacher = await createMember(t, s.open, 'TEACHER', { institute: s.institute });
    const joiner = await createProfile(t, { firstName: 'Neha' });
    const [account] = await db()
      .select({ email: accounts.email })
      .from(accounts)
      .where(eq(accounts.id, joiner.accountId));
    const invited = await call(t, s.admin, 'POST', `/rest/groups/${s.open.id}/members/invite`, {
      email: account?.email,
      firstName: 'Neha',
      lastName: 'Kapoor',
      roleId: s.institute.roles.TEACHER.id,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    t.clock.advanceSeconds(300);
    const [invitation] = await invitationsOf(t, joiner);
    const res = await call(t, joiner, 'POST', INVITATION_API.accept(invitation?.id as string));
    expect(res.statusCode, res.body).toBe(200);
    const at = t.clock.now().toISOString();
    expect(await ofKind(s.admin, 'member.added')).toEqual([
      `Invitation accepted | Neha Kapoor accepted your invitation and joined ${s.open.name}. | ${at}`,
    ]);
    expect(await bell(joiner)).toEqual([]);
    expect(await bell(teacher)).toEqual([]);
  });

  it('member.added is raised too when a new account joins by setting its first password', async () => {
    const s = await admissionSchool(t);
    const invited = await call(t, s.admin, 'POST', `/rest/groups/${s.open.id}/members/invite`, {
      email: 'new.teacher@example.com',
      firstName: 'Arjun',
      lastName: 'Rao',
      roleId: s.institute.roles.TEACHER.id,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    t.clock.advanceSeconds(3600);
    await setFirstPassword(t, 'new.teacher@example.com');
    expect(await ofKind(s.admin, 'member.added')).toEqual([
      `Invitation accepted | Arjun Rao accepted your invitation and joined ${s.open.name}. | ${t.clock.now().toISOString()}`,
    ]);
  });

  it('member.roleChanged names the new role, to that member only, on the change’s day', async () => {
    const s = await admissionSchool(t);
    const asha = await createMember(t, s.institute, 'TEACHER', {
      institute: s.institute,
      profile: await createProfile(t, { firstName: 'Asha' }),
    });
    const list = (
      await call(t, s.admin, 'GET', `/rest/groups/${s.institute.id}/members?search=asha`)
    ).json() as { items: { membershipId: string }[] };
    t.clock.advanceSeconds(600);
    const url = `/rest/groups/${s.institute.id}/members/${list.items[0]?.membershipId}`;
    const res = await call(t, s.admin, 'PUT', url, { roleId: s.institute.roles.FRONT_OFFICE.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await ofKind(asha, 'member.roleChanged')).toEqual([
      `Your role changed | Your role is now ${s.institute.roles.FRONT_OFFICE.name}. | ${t.clock.now().toISOString()}`,
    ]);
    expect(await bell(s.admin)).toEqual([]);
  });
});
