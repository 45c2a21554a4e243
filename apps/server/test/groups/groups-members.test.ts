import { GRANT_MESSAGES, GROUP_ACTIONS, GROUP_MESSAGES, INVITATION_MESSAGES } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { headers, useTestApp } from '../support/app.js';
import { as, createClass, createMember, createProfile, createRole } from '../support/factories.js';
import { auditRows, call, schoolWithAdmin } from '../support/groups-helpers.js';
import {
  acceptOnly,
  invitationsOf,
  sentOf,
  setFirstPassword,
} from '../support/invitations-helpers.js';

const t = useTestApp();

const invite = (over: Record<string, unknown> = {}) => ({
  email: 'meera.iyer@example.com',
  firstName: 'meera',
  lastName: 'iyer',
  ...over,
});

type Page = { items: { name: string; email: string | null; roleName: string }[]; total: number };

describe('inviting members by e-mail', () => {
  it('makes a new account and an invitation; the first password accepts it and adds the membership', async () => {
    const { institute, admin } = await schoolWithAdmin(t, 'Oak School');
    const res = await call(t, admin, 'POST', `/rest/groups/${institute.id}/members/invite`, {
      ...invite(),
      roleId: institute.roles.TEACHER.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: INVITATION_MESSAGES.sent('meera.iyer@example.com'),
      invitation: {
        email: 'meera.iyer@example.com',
        firstName: 'meera',
        lastName: 'iyer',
        roleName: 'Teacher',
        status: 'PENDING',
      },
    });
    const mail = t.mailer.last('meera.iyer@example.com');
    expect(mail.text).toContain('Oak School');
    expect(mail.text).toContain('Setting your password accepts the invitation.');
    expect(mail.text).toMatch(/http:\/\/shala\.test\/auth\/setpassword\/[\w-]+\/[\w-]+/);
    const sent = await auditRows(t, institute, 'invitation.sent');
    expect(sent.filter((r) => r.actorProfileId === admin.profileId)).toHaveLength(1);
    expect(sent[0]?.ip).toBe('127.0.0.1');
    // Nobody has joined yet: the invitation waits in the group's list, as it was typed.
    const before = await call(t, admin, 'GET', `/rest/groups/${institute.id}/members?search=meera`);
    expect((before.json() as Page).total).toBe(0);
    expect(await sentOf(t, admin, institute.id)).toEqual([
      expect.objectContaining({ email: 'meera.iyer@example.com', status: 'PENDING' }),
    ]);

    await setFirstPassword(t, 'meera.iyer@example.com');
    const after = await call(t, admin, 'GET', `/rest/groups/${institute.id}/members?search=meera`);
    expect((after.json() as Page).items).toEqual([
      expect.objectContaining({ name: 'Meera Iyer', roleName: 'Teacher', active: true }),
    ]);
    expect(await sentOf(t, admin, institute.id)).toEqual([]);
    expect(await auditRows(t, institute, 'invitation.accepted')).toHaveLength(1);
  });

  it('asks an existing account, which joins only when its holder accepts while signed in', async () => {
    const { institute, admin } = await schoolWithAdmin(t, 'Oak School');
    const person = await createProfile(t);
    const account = await t.app.deps.database.db.query.accounts.findFirst({
      where: (a, { eq }) => eq(a.id, person.accountId),
    });
    const email = account?.email ?? '';
    const res = await call(t, admin, 'POST', `/rest/groups/${institute.id}/members/invite`, {
      ...invite({ email: email.toUpperCase() }),
      roleId: institute.roles.ACCOUNTANT.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(INVITATION_MESSAGES.sent(email));
    const mail = t.mailer.last(email);
    expect(mail.subject).toBe('Shala: an invitation from Oak School');
    expect(mail.text).toContain('asks you to join Oak School as Accountant.');
    expect(mail.text).toContain('Nothing changes in your account until you accept.');
    expect(mail.text).toContain('http://shala.test/invitations');
    expect((await call(t, person, 'GET', '/rest/groups/mine')).json()).toEqual([]);

    const [waiting] = await invitationsOf(t, person);
    expect(waiting).toMatchObject({ instituteName: 'Oak School', roleName: 'Accountant' });
    const accepted = await acceptOnly(t, person);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().message).toBe(INVITATION_MESSAGES.accepted('Oak School'));
    expect((await call(t, person, 'GET', '/rest/groups/mine')).json()).toEqual([
      expect.objectContaining({ name: 'Oak School', roleName: 'Accountant' }),
    ]);
    const again = await call(t, admin, 'POST', `/rest/groups/${institute.id}/members/invite`, {
      ...invite({ email }),
      roleId: institute.roles.ACCOUNTANT.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(GROUP_MESSAGES.alreadyMember);
  });

  it('a class invite brings the minimal Member role in the institute, not the class role', async () => {
    const { institute, admin } = await schoolWithAdmin(t, 'Oak School');
    const cls = await createClass(t, institute, 'Class 4 A');
    const res = await call(t, admin, 'POST', `/rest/groups/${cls.id}/members/invite`, {
      ...invite(),
      roleId: institute.roles.TEACHER.id,
      sessionId: institute.session.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(t.mailer.last('meera.iyer@example.com').text).toContain('Class 4 A of Oak School');
    await setFirstPassword(t, 'meera.iyer@example.com');
    const inClass = await call(t, admin, 'GET', `/rest/groups/${cls.id}/members?search=meera`);
    expect((inClass.json() as Page).items).toEqual([
      expect.objectContaining({ name: 'Meera Iyer', roleName: 'Teacher' }),
    ]);
    const inInstitute = await call(
      t,
      admin,
      'GET',
      `/rest/groups/${institute.id}/members?search=meera`,
    );
    expect((inInstitute.json() as Page).items).toEqual([
      expect.objectContaining({ name: 'Meera Iyer', roleName: 'Member' }),
    ]);
    // The new profile opens with the institute and class it was invited to.
    const profile = await t.app.deps.database.db.query.userProfiles.findFirst({
      where: (p, { eq }) => eq(p.firstName, 'Meera'),
    });
    expect(profile).toMatchObject({ defaultInstituteId: institute.id, defaultClassId: cls.id });
    expect(await auditRows(t, institute, 'membership.added')).toHaveLength(3);
  });

  it("refuses another institute's role or session (404) and hostile input (400)", async () => {
    const { institute, admin } = await schoolWithAdmin(t);
    const { institute: other } = await schoolWithAdmin(t);
    const url = `/rest/groups/${institute.id}/members/invite`;
    const role = await call(t, admin, 'POST', url, { ...invite(), roleId: other.roles.TEACHER.id });
    expect(role.statusCode).toBe(404);
    const session = await call(t, admin, 'POST', url, {
      ...invite(),
      roleId: institute.roles.TEACHER.id,
      sessionId: other.session.id,
    });
    expect(session.statusCode).toBe(404);
    expect(t.mailer.sent.filter((m) => m.to === 'meera.iyer@example.com')).toHaveLength(0);
    for (const body of [
      {},
      { ...invite({ email: 'not-an-email' }), roleId: institute.roles.TEACHER.id },
      { ...invite({ firstName: 'R2D2' }), roleId: institute.roles.TEACHER.id },
      { ...invite(), roleId: 'x' },
      { ...invite(), roleId: institute.roles.TEACHER.id, sessionId: 7 },
      { ...invite(), roleId: institute.roles.TEACHER.id, admin: true },
    ]) {
      const res = await call(t, admin, 'POST', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('refuses without manageMembers (403) and without the traceId header', async () => {
    const { institute } = await schoolWithAdmin(t);
    const teacher = await createMember(t, institute, 'TEACHER', { institute });
    const url = `/rest/groups/${institute.id}/members/invite`;
    const body = { ...invite(), roleId: institute.roles.TEACHER.id };
    expect((await call(t, teacher, 'POST', url, body)).statusCode).toBe(403);
    const { traceid: _drop, ...noTrace } = as(teacher);
    const res = await t.app.inject({ method: 'POST', url, headers: noTrace, payload: body });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(headers()).toHaveProperty('traceid');
  });
});

describe('listing members', () => {
  it('pages and searches, showing e-mails only to those who manage members', async () => {
    const { institute, admin } = await schoolWithAdmin(t);
    for (const name of ['Asha', 'Bina', 'Chitra']) {
      await createMember(t, institute, 'TEACHER', {
        institute,
        profile: await createProfile(t, { firstName: name }),
      });
    }
    const page1 = await call(t, admin, 'GET', `/rest/groups/${institute.id}/members?pageSize=2`);
    expect(page1.statusCode).toBe(200);
    const body = page1.json() as Page;
    expect(body.total).toBe(4);
    expect(body.items.map((m) => m.name)).toEqual(['Asha Test', 'Bina Test']);
    expect(body.items[0]?.email).toMatch(/@example\.com$/);
    const search = await call(t, admin, 'GET', `/rest/groups/${institute.id}/members?search=chit`);
    expect((search.json() as Page).items.map((m) => m.name)).toEqual(['Chitra Test']);
    const accountant = await createMember(t, institute, 'ACCOUNTANT', { institute });
    const asAccountant = await call(t, accountant, 'GET', `/rest/groups/${institute.id}/members`);
    expect(asAccountant.statusCode).toBe(200);
    expect((asAccountant.json() as Page).items.every((m) => m.email === null)).toBe(true);
    const student = await createMember(t, institute, 'STUDENT', { institute });
    expect((await call(t, student, 'GET', `/rest/groups/${institute.id}/members`)).statusCode).toBe(
      403,
    );
    for (const q of [
      'page=0',
      'pageSize=1000',
      'page=abc',
      `search=${'x'.repeat(200)}`,
      'sessionId=1',
    ]) {
      const res = await call(t, admin, 'GET', `/rest/groups/${institute.id}/members?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });

  it("filters by the institute's own sessions only (another institute's session is 404)", async () => {
    const { institute, admin } = await schoolWithAdmin(t);
    const other = await schoolWithAdmin(t);
    const url = (sessionId: string) =>
      `/rest/groups/${institute.id}/members?sessionId=${sessionId}`;
    const own = await call(t, admin, 'GET', url(institute.session.id));
    expect(own.statusCode).toBe(200);
    expect((own.json() as Page).total).toBe(1);
    const foreign = await call(t, admin, 'GET', url(other.institute.session.id));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: GROUP_MESSAGES.session });
  });
});

describe('changing roles and removing members', () => {
  it('changes a role (audited) and refuses a role of another institute', async () => {
    const { institute, admin } = await schoolWithAdmin(t);
    const { institute: other } = await schoolWithAdmin(t);
    await createMember(t, institute, 'TEACHER', {
      institute,
      profile: await createProfile(t, { firstName: 'Asha' }),
    });
    const list = (
      await call(t, admin, 'GET', `/rest/groups/${institute.id}/members?search=asha`)
    ).json() as { items: { membershipId: string }[] };
    const id = list.items[0]?.membershipId;
    const url = `/rest/groups/${institute.id}/members/${id}`;
    const res = await call(t, admin, 'PUT', url, { roleId: institute.roles.FRONT_OFFICE.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().roleName).toBe('Front Office and Gatekeeper');
    const rows = await auditRows(t, institute, 'membership.roleChanged');
    expect(rows[0]?.detail).toMatchObject({ from: 'Teacher', to: 'Front Office and Gatekeeper' });
    expect((await call(t, admin, 'PUT', url, { roleId: other.roles.TEACHER.id })).statusCode).toBe(
      404,
    );
    expect((await call(t, admin, 'PUT', url, { roleId: 'nope' })).statusCode).toBe(400);
  });

  it('nobody changes their own membership; the last Institute Admin stays (409)', async () => {
    const { institute, admin } = await schoolWithAdmin(t);
    const rowOf = async (who: typeof admin) =>
      (
        (
          await call(t, admin, 'GET', `/rest/groups/${institute.id}/members?pageSize=50`)
        ).json() as {
          items: { membershipId: string; profileId: string }[];
        }
      ).items.find((m) => m.profileId === who.profileId);
    const url = `/rest/groups/${institute.id}/members/${(await rowOf(admin))?.membershipId}`;
    const remove = await call(t, admin, 'DELETE', url);
    expect(remove.statusCode).toBe(403);
    expect(remove.json().message).toBe(GRANT_MESSAGES.ownMembership);
    const demote = await call(t, admin, 'PUT', url, { roleId: institute.roles.TEACHER.id });
    expect(demote.statusCode).toBe(403);
    // A deputy holding every permission, but not the admin role, may not remove the last admin.
    const deputy = await createMember(
      t,
      institute,
      await createRole(t, institute, [...GROUP_ACTIONS]),
      { institute },
    );
    const last = await call(t, deputy, 'DELETE', url);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(GROUP_MESSAGES.lastAdmin);
    const second = await createMember(t, institute, 'INSTITUTE_ADMIN', { institute });
    const ok = await call(t, second, 'DELETE', url);
    expect(ok.statusCode).toBe(204);
    expect(await auditRows(t, institute, 'membership.removed')).toHaveLength(1);
    const gone = await call(t, admin, 'GET', `/rest/groups/${institute.id}/members`);
    expect(gone.statusCode).toBe(403);
  });

  it('removing someone from the institute removes them from its classes for that session', async () => {
    const { institute, admin } = await schoolWithAdmin(t);
    const cls = await createClass(t, institute, 'Class 2 A');
    const teacher = await createMember(t, institute, 'TEACHER', {
      institute,
      profile: await createProfile(t, { firstName: 'Zoya' }),
    });
    await createMember(t, cls, 'TEACHER', { institute, profile: teacher });
    const list = (
      await call(t, admin, 'GET', `/rest/groups/${institute.id}/members?search=zoya`)
    ).json() as Page & { items: { membershipId: string }[] };
    const url = `/rest/groups/${institute.id}/members/${list.items[0]?.membershipId}`;
    expect((await call(t, admin, 'DELETE', url)).statusCode).toBe(204);
    const classList = await call(t, admin, 'GET', `/rest/groups/${cls.id}/members`);
    expect((classList.json() as Page).total).toBe(0);
    const rows = await auditRows(t, institute, 'membership.removed');
    expect(rows[0]?.detail).toMatchObject({ classMemberships: 1 });
    expect((await call(t, teacher, 'GET', '/rest/groups/mine')).json()).toEqual([]);
  });

  it("answers 404 for another institute's membership", async () => {
    const { institute, admin } = await schoolWithAdmin(t);
    const { institute: other, admin: otherAdmin } = await schoolWithAdmin(t);
    const foreign = (
      (await call(t, otherAdmin, 'GET', `/rest/groups/${other.id}/members`)).json() as {
        items: { membershipId: string }[];
      }
    ).items[0]?.membershipId;
    const url = `/rest/groups/${institute.id}/members/${foreign}`;
    expect((await call(t, admin, 'DELETE', url)).statusCode).toBe(404);
    expect(
      (await call(t, admin, 'PUT', url, { roleId: institute.roles.TEACHER.id })).statusCode,
    ).toBe(404);
    const noRole = await createMember(t, institute, await createRole(t, institute, ['getMembers']));
    expect((await call(t, noRole, 'DELETE', url)).statusCode).toBe(403);
  });
});
