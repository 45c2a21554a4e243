import { beforeEach, describe, expect, it } from 'vitest';
import { SELECTED_MESSAGES } from '../../src/modules/permissions/caller.js';
import { useTestApp } from '../support/app.js';
import {
  as,
  createClass,
  createInstitute,
  createMember,
  createProfile,
  type TestInstitute,
  type TestProfile,
} from '../support/factories.js';

const t = useTestApp();
let school: TestInstitute;
let other: TestInstitute;
let member: TestProfile;

beforeEach(async () => {
  school = await createInstitute(t, { name: 'Green Valley School' });
  other = await createInstitute(t, { name: 'Other School' });
  member = await createMember(t, school, 'TEACHER', { institute: school });
});

const me = (h: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/rest/auth/me', headers: h });

describe('selected headers are claims', () => {
  it('accepts the profile, institute, class and session the profile belongs to', async () => {
    const classA = await createClass(t, school);
    const res = await me(
      as(member, {
        profile: member.profileId,
        institute: school.id,
        classGroup: classA.id,
        session: school.session.id,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().userProfileId).toBe(member.profileId);
  });

  it('treats empty headers as not selected', async () => {
    const res = await me({
      ...as(member),
      selecteduserprofileid: '',
      selectedinstitutegroupid: ' ',
      selectedclassgroupid: '',
      selectedsessionid: '',
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a profile of another account, and one that is not an id, with 403', async () => {
    const stranger = await createProfile(t);
    for (const profile of [stranger.profileId, 'p1']) {
      const res = await me(as(member, { profile }));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: SELECTED_MESSAGES.profile });
    }
  });

  it('refuses an institute the profile does not belong to', async () => {
    for (const institute of [other.id, 'i1']) {
      const res = await me(as(member, { institute }));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You are not a member of the selected institute.');
    }
  });

  it("refuses another institute's class, and a class outside the selected institute", async () => {
    const otherClass = await createClass(t, other);
    await createMember(t, otherClass, 'STUDENT', { profile: member });
    const res = await me(as(member, { classGroup: otherClass.id, institute: school.id }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(SELECTED_MESSAGES.classGroup);
    const stranger = await createMember(t, school, 'TEACHER');
    const foreign = await me(as(stranger, { classGroup: otherClass.id }));
    expect(foreign.statusCode).toBe(403);
  });

  it("refuses another institute's session", async () => {
    const res = await me(as(member, { session: other.session.id }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(SELECTED_MESSAGES.session);
  });

  it("accepts a session of another of the profile's institutes (a browser mid-switch)", async () => {
    await createMember(t, other, 'TEACHER', { profile: member });
    const res = await me(as(member, { institute: school.id, session: other.session.id }));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('acts as a linked profile of the same account when it is selected', async () => {
    const child = await createProfile(t, { accountId: member.accountId, firstName: 'Child' });
    const res = await me(as(member, { profile: child.profileId }));
    expect(res.statusCode).toBe(200);
    const perms = await t.app.inject({
      method: 'GET',
      url: '/rest/permission/user',
      headers: as(member, { profile: child.profileId }),
    });
    expect(perms.json().userProfileId).toBe(child.profileId);
  });

  it('does not check the headers on public calls (a stale browser can still sign in)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/rest/health',
      headers: { selecteduserprofileid: 'stale', selectedinstitutegroupid: other.id },
    });
    expect(res.statusCode).toBe(200);
  });
});
