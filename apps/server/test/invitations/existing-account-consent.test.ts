import { ADMISSION_API, INVITATION_API, PROFILE_API } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, memberships, userProfiles } from '../../src/db/schema/index.js';
import { admissionSchool, pendingApplication, staffCall } from '../support/admission-helpers.js';
import { useTestApp } from '../support/app.js';
import {
  as,
  createClass,
  createMember,
  createProfile,
  type TestProfile,
} from '../support/factories.js';
import { call, schoolWithAdmin } from '../support/groups-helpers.js';
import { csvOf, importStudents, studentRow } from '../support/imports-helpers.js';
import { invitationsOf, sentOf } from '../support/invitations-helpers.js';

// Finding 2 (high): any institute's admin pulled any platform account into its institute by
// e-mail, read its personal data, and injected linked profiles into it. Now another
// institute's invite and imports only ask; the account is unchanged until its holder accepts,
// and the inviter's answers carry nothing of it.

const t = useTestApp();
const db = () => t.app.deps.database.db;

/** Priya: a parent at the demo school who saved her personal data. */
async function priyaAtDemo() {
  const demo = await admissionSchool(t, 'Demo Public School');
  const priya = await createMember(t, demo.institute, 'PARENT', {
    institute: demo.institute,
    firstName: 'Priya',
  });
  const saved = await call(t, priya, 'PUT', PROFILE_API.basicInfo(priya.profileId), {
    firstName: 'Priya',
    lastName: 'Sharma',
    phone: '9123456780',
    gender: 'female',
    dateOfBirth: '12/03/1985',
    address: '12 MG Road, Bengaluru',
    fatherName: 'Ramesh Sharma',
    motherName: 'Sunita Sharma',
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const [account] = await db().select().from(accounts).where(eq(accounts.id, priya.accountId));
  return { demo, priya, email: account?.email as string, username: account?.username as string };
}

/** Everything of the account that an institute could change. */
async function accountState(p: TestProfile) {
  const profiles = await db()
    .select()
    .from(userProfiles)
    .where(eq(userProfiles.accountId, p.accountId));
  const member = await db()
    .select({ groupId: memberships.groupId, roleId: memberships.roleId })
    .from(memberships)
    .innerJoin(userProfiles, eq(userProfiles.id, memberships.profileId))
    .where(eq(userProfiles.accountId, p.accountId));
  return { profiles, member };
}

/** What of Priya must never reach the other institute. */
const markers = (p: { priya: TestProfile; username: string }) => [
  p.priya.profileId,
  p.username,
  '9123456780',
  'MG Road',
  'Ramesh',
  '1985',
];

function expectNothingOf(body: string, p: Parameters<typeof markers>[0]) {
  for (const m of markers(p)) expect(body, `answer shows ${m}`).not.toContain(m);
}

describe('finding 2: no institute reaches another institute’s people', () => {
  it('an invite of an existing account is answered as for a new e-mail and changes nothing until the holder accepts', async () => {
    const p = await priyaAtDemo();
    const { institute: rival, admin: mallory } = await schoolWithAdmin(t, 'Rival Academy');
    const before = await accountState(p.priya);
    const url = `/rest/groups/${rival.id}/members/invite`;
    const body = { firstName: 'Anyone', lastName: 'Whatever', roleId: rival.roles.STUDENT.id };
    const existing = await call(t, mallory, 'POST', url, { ...body, email: p.email });
    const fresh = await call(t, mallory, 'POST', url, { ...body, email: 'nobody.yet@example.com' });
    expect(existing.statusCode, existing.body).toBe(201);
    expect(fresh.statusCode, fresh.body).toBe(201);
    // The same shape and the same words, with only what was typed.
    const shape = (r: typeof existing) => {
      const { invitation, message } = r.json();
      return {
        keys: Object.keys(invitation).sort(),
        message: message.replace(/\S+@\S+/, 'E'),
        typed: [invitation.firstName, invitation.lastName, invitation.status],
      };
    };
    expect(shape(existing)).toEqual(shape(fresh));
    expectNothingOf(existing.body, p);
    expect(await accountState(p.priya)).toEqual(before);
    // The inviter's list and the card show nothing of her either.
    expectNothingOf(JSON.stringify(await sentOf(t, mallory, rival.id)), p);
    const card = await call(t, mallory, 'GET', PROFILE_API.card(p.priya.profileId));
    expect(card.statusCode).toBe(404);

    // Priya is told who asked, and answers while signed in.
    const mail = t.mailer.last(p.email);
    expect(mail.text).toContain('of Rival Academy asks you to join Rival Academy as Student.');
    const [waiting] = await invitationsOf(t, p.priya);
    const declined = await call(t, p.priya, 'POST', INVITATION_API.decline(waiting?.id as string));
    expect(declined.statusCode).toBe(200);
    expect(await accountState(p.priya)).toEqual(before);
    const [answer] = await sentOf(t, mallory, rival.id).then((all) =>
      all.filter((i) => i.email === p.email),
    );
    expect(answer?.status).toBe('DECLINED');
    // Answered once: neither she nor anyone else can accept it later.
    const late = await call(t, p.priya, 'POST', INVITATION_API.accept(waiting?.id as string));
    expect(late.statusCode).toBe(409);
    // Another account cannot answer her invitation.
    const stranger = await createProfile(t);
    expect(
      (await call(t, stranger, 'POST', INVITATION_API.accept(waiting?.id as string))).statusCode,
    ).toBe(404);
  });

  it('a student import naming her e-mail injects no profile; accepting adds the child', async () => {
    const p = await priyaAtDemo();
    const { institute: rival, admin: mallory } = await schoolWithAdmin(t, 'Rival Academy');
    await createClass(t, rival, 'Class 1 A');
    const before = await accountState(p.priya);
    const row = (parentEmail: string) =>
      studentRow(1, {
        firstName: 'Injected',
        lastName: 'Child',
        className: 'Class 1 A',
        parentFirstName: 'Priya',
        parentLastName: 'Sharma',
        parentEmail,
      });
    const existing = await importStudents(
      t,
      rival.id,
      as(mallory),
      csvOf('students', [row(p.email)]),
    );
    const fresh = await importStudents(
      t,
      rival.id,
      as(mallory),
      csvOf('students', [{ ...row('new.parent@example.com'), registrationNo: 'R2' }]),
    );
    expect(existing.statusCode, existing.body).toBe(200);
    expect(existing.json()).toEqual({ imported: 1, failed: [] });
    expect(existing.json()).toEqual(fresh.json());
    expectNothingOf(existing.body, p);
    expect(await accountState(p.priya)).toEqual(before);

    // A registration number already in use is refused alike, so it cannot tell them apart.
    const taken = (parentEmail: string) =>
      importStudents(
        t,
        rival.id,
        as(mallory),
        csvOf('students', [{ ...row(parentEmail), firstName: 'Other', registrationNo: 'R2' }]),
      );
    const takenExisting = await taken(p.email);
    const takenFresh = await taken('another.parent@example.com');
    expect(takenExisting.json()).toEqual(takenFresh.json());
    expect(takenExisting.json().imported).toBe(0);

    const [waiting] = await invitationsOf(t, p.priya);
    expect(waiting).toMatchObject({ kind: 'CHILD', personName: 'Injected Child' });
    const accepted = await call(t, p.priya, 'POST', INVITATION_API.accept(waiting?.id as string));
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = await accountState(p.priya);
    expect(after.profiles.map((x) => x.firstName).sort()).toEqual(['Injected', 'Priya']);
  });

  it('an admission accepted with her e-mail only invites her, and says the same as for a new e-mail', async () => {
    const p = await priyaAtDemo();
    const rival = await admissionSchool(t, 'Rival Academy');
    const before = await accountState(p.priya);
    const accept = async (email: string) => {
      const id = await pendingApplication(t, rival, { email: 'applicant@example.com' });
      const res = await staffCall(
        t,
        rival.admin,
        'POST',
        `${ADMISSION_API.accept(id)}?groupId=${rival.institute.id}`,
        { email },
      );
      expect(res.statusCode, res.body).toBe(200);
      // The admission number is the next of the institute's series: each acceptance its own.
      const {
        id: _id,
        createdAt: _c,
        decidedAt: _d,
        email: _e,
        documents,
        admissionNo,
        ...rest
      } = res.json();
      expect(admissionNo).toMatch(/^2026\/\d{4}$/);
      return { ...rest, documents: documents.length };
    };
    const existing = await accept(p.email);
    const fresh = await accept('brand.new@example.com');
    expect(existing).toEqual(fresh);
    expect(await accountState(p.priya)).toEqual(before);
    expect((await invitationsOf(t, p.priya))[0]).toMatchObject({
      kind: 'CHILD',
      fromAdmission: true,
    });
  });
});
