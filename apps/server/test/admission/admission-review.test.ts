import { ADMISSION_API, ADMISSION_MESSAGES } from '@shala/shared';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accounts,
  admissionApplications,
  auditEvents,
  memberships,
  userProfiles,
} from '../../src/db/schema/index.js';
import {
  admissionSchool,
  JPEG,
  mailedPath,
  pendingApplication,
  staffCall,
} from '../support/admission-helpers.js';
import { headers, sessionCookie, useTestApp } from '../support/app.js';
import { login, PASSWORD, post } from '../support/auth-helpers.js';
import { as, createMember, createProfile, createRole } from '../support/factories.js';
import { acceptOnly } from '../support/invitations-helpers.js';

const t = useTestApp();
const db = () => t.app.deps.database.db;
const q = (groupId: string) => `?groupId=${groupId}`;

describe('reviewing applications', () => {
  it('lists, filters and searches the institute’s applications, with details and documents', async () => {
    const s = await admissionSchool(t);
    const first = await pendingApplication(t, s);
    t.clock.advance(60_000);
    await pendingApplication(t, s, { fName: 'Arjun', email: 'arjun@example.com' });
    const list = await staffCall(
      t,
      s.admin,
      'GET',
      `${ADMISSION_API.applications}${q(s.institute.id)}`,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().total).toBe(2);
    expect(list.json().items[0]).toMatchObject({
      fullName: 'Arjun Menon',
      status: 'PENDING',
      documentCount: 2,
    });
    const search = await staffCall(
      t,
      s.admin,
      'GET',
      `${ADMISSION_API.applications}${q(s.institute.id)}&search=kavya`,
    );
    expect(search.json().items.map((a: { id: string }) => a.id)).toEqual([first]);
    const accepted = await staffCall(
      t,
      s.admin,
      'GET',
      `${ADMISSION_API.applications}${q(s.institute.id)}&status=ACCEPTED&classId=${s.open.id}`,
    );
    expect(accepted.json().total).toBe(0);

    const detail = await staffCall(
      t,
      s.admin,
      'GET',
      `${ADMISSION_API.application(first)}${q(s.institute.id)}`,
    );
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      className: s.open.name,
      sessionName: '2026-27',
      gender: 'female',
    });
    const docs = detail.json().documents as { id: string; name: string }[];
    expect(docs.map((d) => d.name).sort()).toEqual(['adhar.jpg', 'pancard.jpg']);
    const bytes = await staffCall(
      t,
      s.admin,
      'GET',
      `${ADMISSION_API.document(first, docs[0]?.id ?? '')}${q(s.institute.id)}`,
    );
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/jpeg');
    expect(bytes.rawPayload.equals(JPEG)).toBe(true);
  });

  it("hides another institute's applications and documents (404) and refuses staff without the action (403)", async () => {
    const s = await admissionSchool(t);
    const other = await admissionSchool(t);
    const id = await pendingApplication(t, s);
    const detail = await staffCall(
      t,
      s.admin,
      'GET',
      `${ADMISSION_API.application(id)}${q(s.institute.id)}`,
    );
    const docId = detail.json().documents[0].id as string;
    // The other institute's admin, asking about its own institute: the application is not there.
    for (const url of [ADMISSION_API.application(id), ADMISSION_API.document(id, docId)]) {
      const res = await staffCall(t, other.admin, 'GET', `${url}${q(other.institute.id)}`);
      expect(res.statusCode, url).toBe(404);
    }
    const accept = await staffCall(
      t,
      other.admin,
      'POST',
      `${ADMISSION_API.accept(id)}${q(other.institute.id)}`,
      {},
    );
    expect(accept.statusCode).toBe(404);
    // ...and asking about A's institute: the group itself is not found.
    const foreign = await t.app.inject({
      method: 'GET',
      url: `${ADMISSION_API.applications}${q(s.institute.id)}`,
      headers: as(other.admin, { institute: other.institute.id }),
    });
    expect(foreign.statusCode).toBe(404);
    const unselected = await staffCall(
      t,
      other.admin,
      'GET',
      `${ADMISSION_API.applications}${q(s.institute.id)}`,
    );
    expect(unselected.statusCode).toBe(403);
    expect(unselected.body).not.toContain('Kavya');
    // A member of A without the actions.
    const clerk = await createMember(
      t,
      s.institute,
      await createRole(t, s.institute, ['getGroup']),
    );
    for (const [method, url, body] of [
      ['GET', `${ADMISSION_API.applications}${q(s.institute.id)}`, undefined],
      ['POST', `${ADMISSION_API.accept(id)}${q(s.institute.id)}`, {}],
      ['POST', `${ADMISSION_API.reject(id)}${q(s.institute.id)}`, { reason: 'No seats left' }],
      ['PUT', `${ADMISSION_API.config}${q(s.open.id)}`, { open: false }],
    ] as const) {
      const res = await staffCall(t, clerk, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    // Front office reads but does not decide.
    const front = await createMember(t, s.institute, 'FRONT_OFFICE', { institute: s.institute });
    expect(
      (await staffCall(t, front, 'GET', `${ADMISSION_API.applications}${q(s.institute.id)}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await staffCall(t, front, 'POST', `${ADMISSION_API.accept(id)}${q(s.institute.id)}`, {}))
        .statusCode,
    ).toBe(403);
    const signedOut = await t.app.inject({
      method: 'GET',
      url: `${ADMISSION_API.applications}${q(s.institute.id)}`,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('accepting an application', () => {
  it('creates the account, verified profile, memberships, audit and a welcome mail whose link sets the password', async () => {
    const s = await admissionSchool(t, 'Sunrise School');
    const id = await pendingApplication(t, s, { email: 'kavya.menon@example.com' });
    t.mailer.clear();
    const res = await staffCall(
      t,
      s.admin,
      'POST',
      `${ADMISSION_API.accept(id)}${q(s.institute.id)}`,
      {},
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ACCEPTED' });
    expect(res.json()).not.toHaveProperty('studentProfileId');
    const [decided] = await db()
      .select()
      .from(admissionApplications)
      .where(eq(admissionApplications.id, id));
    const profileId = decided?.studentProfileId as string;

    const [profile] = await db().select().from(userProfiles).where(eq(userProfiles.id, profileId));
    expect(profile).toMatchObject({
      firstName: 'Kavya',
      lastName: 'Menon',
      verified: true,
      gender: 'female',
      fatherName: 'Suresh Menon',
      motherName: 'Lakshmi Menon',
      defaultInstituteId: s.institute.id,
      defaultClassId: s.open.id,
    });
    const member = await db()
      .select()
      .from(memberships)
      .where(eq(memberships.profileId, profileId));
    expect(member.map((m) => [m.groupId, m.sessionId, m.roleId]).sort()).toEqual(
      [
        [s.open.id, s.institute.session.id, s.institute.roles.STUDENT.id],
        [s.institute.id, s.institute.session.id, s.institute.roles.STUDENT.id],
      ].sort(),
    );
    const [app] = await db()
      .select()
      .from(admissionApplications)
      .where(eq(admissionApplications.id, id));
    expect(app?.decidedByAccountId).toBe(s.admin.accountId);
    expect(app?.decidedAt).toEqual(t.clock.now());
    const audit = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'admission.accepted'), eq(auditEvents.targetId, id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actorAccountId).toBe(s.admin.accountId);

    // The child's contact is its father's: his account, the child a profile in it (issue 22).
    const mail = t.mailer.last('kavya.menon@example.com');
    expect(mail.subject).toBe("Shala: Kavya's admission to Sunrise School");
    expect(mail.text).toContain(
      `Kavya Menon's admission to ${s.open.name} of Sunrise School for the session 2026-27 was accepted.`,
    );
    const [account] = await db()
      .select()
      .from(accounts)
      .where(eq(accounts.email, 'kavya.menon@example.com'));
    expect(account?.id).toBe(profile?.accountId);
    expect(mail.text).toContain(`Your username is ${account?.username}.`);
    const [, , , linkId, token] = mailedPath(t, 'kavya.menon@example.com').split('/');
    const set = await post(t, '/rest/auth/password/set', {
      id: linkId,
      token,
      newPassword: PASSWORD,
      confirmpassword: PASSWORD,
    });
    expect(set.statusCode, set.body).toBe(200);
    const signedIn = await login(t, account?.username ?? '', PASSWORD);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/rest/auth/me',
      headers: headers(sessionCookie(signedIn)),
    });
    expect(me.json().defaultInstituteId).toBe(s.institute.id);
    expect(me.json().defaultClassId).toBe(s.open.id);

    const again = await staffCall(
      t,
      s.admin,
      'POST',
      `${ADMISSION_API.accept(id)}${q(s.institute.id)}`,
      {},
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADMISSION_MESSAGES.alreadyDecided);
  });

  it('decides an application once when two staff accept it at the same time', async () => {
    const s = await admissionSchool(t);
    const id = await pendingApplication(t, s, { email: 'twice@example.com' });
    const url = `${ADMISSION_API.accept(id)}${q(s.institute.id)}`;
    const answers = await Promise.all([
      staffCall(t, s.admin, 'POST', url, {}),
      staffCall(t, s.admin, 'POST', url, {}),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const made = await db().select().from(accounts).where(eq(accounts.email, 'twice@example.com'));
    expect(made).toHaveLength(1);
  });

  it('asks for an e-mail when the application has none, and takes one given', async () => {
    const s = await admissionSchool(t);
    const id = await pendingApplication(t, s, { email: '' });
    const none = await staffCall(
      t,
      s.admin,
      'POST',
      `${ADMISSION_API.accept(id)}${q(s.institute.id)}`,
      {},
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(ADMISSION_MESSAGES.emailNeeded);
    const bad = await staffCall(
      t,
      s.admin,
      'POST',
      `${ADMISSION_API.accept(id)}${q(s.institute.id)}`,
      { email: 'x' },
    );
    expect(bad.statusCode).toBe(400);
    const ok = await staffCall(
      t,
      s.admin,
      'POST',
      `${ADMISSION_API.accept(id)}${q(s.institute.id)}`,
      {
        email: 'Given@Example.com',
      },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().email).toBe('given@example.com');
    expect(t.mailer.last('given@example.com').subject).toBe(
      `Shala: Kavya's admission to ${s.institute.name}`,
    );
  });

  it("only invites an existing account (a parent's): the child joins when the parent accepts", async () => {
    const s = await admissionSchool(t, 'Sunrise School');
    const parent = await createMember(t, s.institute, 'PARENT', { institute: s.institute });
    const child = await createProfile(t, { accountId: parent.accountId, firstName: 'Ira' });
    const [account] = await db().select().from(accounts).where(eq(accounts.id, parent.accountId));
    const email = account?.email ?? '';
    // Named like a profile of the account, but applied for through the public form: no consent.
    const id = await pendingApplication(t, s, { fName: 'ira', lName: 'test', email });
    t.mailer.clear();
    const res = await staffCall(
      t,
      s.admin,
      'POST',
      `${ADMISSION_API.accept(id)}${q(s.institute.id)}`,
      {},
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ACCEPTED' });
    const profilesNow = () =>
      db().select().from(userProfiles).where(eq(userProfiles.accountId, parent.accountId));
    expect(await profilesNow()).toHaveLength(2);
    expect(
      await db().select().from(memberships).where(eq(memberships.profileId, child.profileId)),
    ).toEqual([]);
    const mail = t.mailer.last(email);
    expect(mail.subject).toBe('Shala: an invitation from Sunrise School');
    expect(mail.text).toContain('Sunrise School accepted the admission application of Ira Test');
    expect(mail.text).not.toContain('setpassword');

    const accepted = await acceptOnly(t, parent);
    expect(accepted.statusCode, accepted.body).toBe(200);
    // The holder's own profile of that name becomes the student; no second Ira.
    expect(await profilesNow()).toHaveLength(2);
    const joined = await db()
      .select()
      .from(memberships)
      .where(eq(memberships.profileId, child.profileId));
    expect(joined.map((m) => m.groupId).sort()).toEqual([s.open.id, s.institute.id].sort());
    const [app] = await db()
      .select()
      .from(admissionApplications)
      .where(eq(admissionApplications.id, id));
    expect(app?.studentProfileId).toBe(child.profileId);
  });

  it('admits the profile a signed-in parent applied for, once', async () => {
    const s = await admissionSchool(t);
    const parent = await createMember(t, s.institute, 'PARENT', { institute: s.institute });
    const child = await createProfile(t, { accountId: parent.accountId, firstName: 'Ira' });
    const applyFor = async () => {
      const { multipart } = await import('../support/setup-helpers.js');
      const form = multipart(
        [{ field: 'files', name: 'adhar.jpg', bytes: JPEG, type: 'image/jpeg' }],
        {
          sessionId: s.institute.session.id,
          classId: s.open.id,
          profileId: child.profileId,
          fName: 'Ira',
          lName: 'Test',
          phone: '9876543210',
          gender: 'female',
        },
      );
      const res = await t.app.inject({
        method: 'POST',
        url: `${ADMISSION_API.applyAsUser}?instituteId=${s.institute.id}`,
        headers: { ...as(parent), 'content-type': form.contentType },
        payload: form.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      const [row] = await db()
        .select()
        .from(admissionApplications)
        .where(eq(admissionApplications.applicantProfileId, child.profileId))
        .orderBy(desc(admissionApplications.createdAt));
      return row?.id as string;
    };
    const first = await applyFor();
    const res = await staffCall(
      t,
      s.admin,
      'POST',
      `${ADMISSION_API.accept(first)}${q(s.institute.id)}`,
      {},
    );
    expect(res.statusCode, res.body).toBe(200);
    const member = await db()
      .select()
      .from(memberships)
      .where(eq(memberships.profileId, child.profileId));
    expect(member.map((m) => m.groupId).sort()).toEqual([s.open.id, s.institute.id].sort());
    t.clock.advance(1000);
    const again = await applyFor();
    const twice = await staffCall(
      t,
      s.admin,
      'POST',
      `${ADMISSION_API.accept(again)}${q(s.institute.id)}`,
      {},
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ADMISSION_MESSAGES.alreadyStudent(s.open.name, '2026-27'));
  });

  it('refuses to accept beyond the seats with 409', async () => {
    const s = await admissionSchool(t);
    const put = await staffCall(t, s.admin, 'PUT', `${ADMISSION_API.config}${q(s.open.id)}`, {
      open: true,
      seats: 1,
    });
    expect(put.statusCode, put.body).toBe(200);
    const a = await pendingApplication(t, s, { email: 'a@example.com' });
    const b = await pendingApplication(t, s, { email: 'b@example.com' });
    expect(
      (await staffCall(t, s.admin, 'POST', `${ADMISSION_API.accept(a)}${q(s.institute.id)}`, {}))
        .statusCode,
    ).toBe(200);
    const full = await staffCall(
      t,
      s.admin,
      'POST',
      `${ADMISSION_API.accept(b)}${q(s.institute.id)}`,
      {},
    );
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(ADMISSION_MESSAGES.seatsFull(s.open.name, 1));
    const [still] = await db()
      .select()
      .from(admissionApplications)
      .where(eq(admissionApplications.id, b));
    expect(still?.status).toBe('PENDING');
    expect(
      (await db().select().from(accounts).where(eq(accounts.email, 'b@example.com'))).length,
    ).toBe(0);
  });
});

describe('rejecting an application', () => {
  it('records the reason, audits, and mails it to the applicant', async () => {
    const s = await admissionSchool(t, 'Sunrise School');
    const id = await pendingApplication(t, s);
    const short = await staffCall(
      t,
      s.admin,
      'POST',
      `${ADMISSION_API.reject(id)}${q(s.institute.id)}`,
      { reason: 'no' },
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(ADMISSION_MESSAGES.reasonLength);
    const res = await staffCall(
      t,
      s.admin,
      'POST',
      `${ADMISSION_API.reject(id)}${q(s.institute.id)}`,
      {
        reason: 'The class is full for this session.',
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'REJECTED',
      decisionReason: 'The class is full for this session.',
    });
    const mail = t.mailer.last('kavya.parent@example.com');
    expect(mail.text).toContain('was not accepted');
    expect(mail.text).toContain('The class is full for this session.');
    const audit = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'admission.rejected'));
    expect(audit).toHaveLength(1);
    const again = await staffCall(
      t,
      s.admin,
      'POST',
      `${ADMISSION_API.reject(id)}${q(s.institute.id)}`,
      {
        reason: 'Second thoughts here.',
      },
    );
    expect(again.statusCode).toBe(409);
  });
});

describe('admission configuration', () => {
  it('lists every class with its settings and the link, and saves open, seats and instructions (audited)', async () => {
    const s = await admissionSchool(t);
    await pendingApplication(t, s);
    const res = await staffCall(t, s.admin, 'GET', `${ADMISSION_API.config}${q(s.institute.id)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      activeSession: { id: s.institute.session.id, name: '2026-27' },
      link: `/auth/directadmission/${s.institute.id}/${s.institute.session.id}`,
      pendingTotal: 1,
    });
    expect(res.json().classes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ classId: s.open.id, open: true, pending: 1, seats: null }),
        expect.objectContaining({ classId: s.closed.id, open: false, pending: 0 }),
      ]),
    );
    const put = await staffCall(t, s.admin, 'PUT', `${ADMISSION_API.config}${q(s.closed.id)}`, {
      open: true,
      seats: 30,
      instructions: 'Bring the birth certificate.',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      open: true,
      seats: 30,
      instructions: 'Bring the birth certificate.',
    });
    const classes = (
      await t.app.inject({ method: 'GET', url: ADMISSION_API.publicClasses(s.institute.id) })
    ).json();
    expect(classes.find((c: { id: string }) => c.id === s.closed.id)).toMatchObject({
      admissionConfigSet: true,
      instructions: 'Bring the birth certificate.',
    });
    const close = await staffCall(t, s.admin, 'PUT', `${ADMISSION_API.config}${q(s.closed.id)}`, {
      open: false,
    });
    expect(close.json()).toMatchObject({ open: false, seats: 30 });
    const audit = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'admission.configChanged'));
    expect(audit).toHaveLength(2);
    const onInstitute = await staffCall(
      t,
      s.admin,
      'PUT',
      `${ADMISSION_API.config}${q(s.institute.id)}`,
      { open: true },
    );
    expect(onInstitute.statusCode).toBe(404);
    const badSeats = await staffCall(t, s.admin, 'PUT', `${ADMISSION_API.config}${q(s.open.id)}`, {
      open: true,
      seats: 0,
    });
    expect(badSeats.statusCode).toBe(400);
  });
});

describe('signed-in applications', () => {
  it('applies for a profile of the account with its e-mail, and lists the account’s applications', async () => {
    const s = await admissionSchool(t);
    const user = await createMember(t, s.institute, 'PARENT', { institute: s.institute });
    const [account] = await db().select().from(accounts).where(eq(accounts.id, user.accountId));
    const { multipart } = await import('../support/setup-helpers.js');
    const form = multipart(
      [{ field: 'files', name: 'adhar.jpg', bytes: JPEG, type: 'image/jpeg' }],
      {
        sessionId: s.institute.session.id,
        classId: s.open.id,
        profileId: user.profileId,
        fName: 'Ira',
        lName: 'Test',
        phone: '9876543210',
        gender: 'female',
        fathername: '',
        motherName: '',
      },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `${ADMISSION_API.applyAsUser}?instituteId=${s.institute.id}`,
      headers: { ...as(user), 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const mine = await staffCall(t, user, 'GET', ADMISSION_API.mine);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([
      expect.objectContaining({
        fullName: 'Ira Test',
        status: 'PENDING',
        instituteName: s.institute.name,
      }),
    ]);
    expect(t.mailer.last(account?.email).text).toContain('We have received your application');

    const other = await admissionSchool(t);
    const foreignProfile = other.admin.profileId;
    const form2 = multipart([{ field: 'files', name: 'a.jpg', bytes: JPEG }], {
      sessionId: s.institute.session.id,
      classId: s.open.id,
      profileId: foreignProfile,
      fName: 'Ira',
      lName: 'Test',
      phone: '9876543210',
      gender: 'female',
    });
    const notMine = await t.app.inject({
      method: 'POST',
      url: `${ADMISSION_API.applyAsUser}?instituteId=${s.institute.id}`,
      headers: { ...as(user), 'content-type': form2.contentType },
      payload: form2.payload,
    });
    expect(notMine.statusCode).toBe(403);
    const signedOut = await t.app.inject({ method: 'GET', url: ADMISSION_API.mine });
    expect(signedOut.statusCode).toBe(401);
  });
});
