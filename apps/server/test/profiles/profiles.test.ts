import { describe, expect, it } from 'vitest';
import { guardianLinks } from '../../src/db/schema/index.js';
import { PROFILE_MESSAGES } from '../../src/modules/profiles/service.js';
import { useTestApp } from '../support/app.js';
import {
  as,
  createClass,
  createInstitute,
  createMember,
  createProfile,
  type TestProfile,
} from '../support/factories.js';

const t = useTestApp();

const call = (method: 'GET' | 'PUT', url: string, p: TestProfile, payload?: object) =>
  t.app.inject({ method, url, headers: as(p), ...(payload ? { payload } : {}) });

async function parentWithChild() {
  const parent = await createProfile(t, { firstName: 'Parent' });
  const child = await createProfile(t, { accountId: parent.accountId, firstName: 'Child' });
  await t.app.deps.database.db.insert(guardianLinks).values({
    parentProfileId: parent.profileId,
    studentProfileId: child.profileId,
    relation: 'Mother',
    createdAt: t.clock.now(),
  });
  return { parent, child };
}

describe('profiles', () => {
  it("lists the account's linked profiles, default first, and no one else's", async () => {
    const { parent, child } = await parentWithChild();
    await createProfile(t);
    const res = await call('GET', '/rest/profile/all', parent);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((p: { userProfileId: string }) => p.userProfileId)).toEqual([
      parent.profileId,
      child.profileId,
    ]);
    expect(list[0]).toMatchObject({
      isDefault: true,
      verified: 'VERIFIED',
      fullName: 'Parent Test',
    });
    expect(Object.keys(list[0])).not.toContain('accountId');
  });

  it('gets an own linked profile, and answers 404 for anyone else', async () => {
    const { parent, child } = await parentWithChild();
    const stranger = await createProfile(t);
    const own = await call('GET', `/rest/profile/${child.profileId}`, parent);
    expect(own.statusCode).toBe(200);
    expect(own.json().firstName).toBe('Child');
    const other = await call('GET', `/rest/profile/${stranger.profileId}`, parent);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: PROFILE_MESSAGES.notFound });
  });

  it('switches the default profile, and this session continues as it', async () => {
    const { parent, child } = await parentWithChild();
    const res = await call('PUT', '/rest/profile/default', parent, { profileId: child.profileId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ userProfileId: child.profileId, isDefault: true });
    const me = await t.app.inject({ method: 'GET', url: '/rest/auth/me', headers: as(parent) });
    expect(me.json().userProfileId).toBe(child.profileId);
    const all = (await call('GET', '/rest/profile/all', parent)).json();
    expect(all.filter((p: { isDefault: boolean }) => p.isDefault)).toHaveLength(1);
  });

  it("keeps the account's own profile first, whichever one is the default", async () => {
    // Both created at the same moment (as the demo school's are): the child looked after by
    // the parent comes second.
    const { parent, child } = await parentWithChild();
    const ids = async () =>
      (await call('GET', '/rest/profile/all', parent))
        .json()
        .map((p: { userProfileId: string }) => p.userProfileId);
    expect(await ids()).toEqual([parent.profileId, child.profileId]);
    await call('PUT', '/rest/profile/default', parent, { profileId: child.profileId });
    expect(await ids()).toEqual([parent.profileId, child.profileId]);
  });

  it("will not make another account's profile the default", async () => {
    const { parent } = await parentWithChild();
    const stranger = await createProfile(t);
    const res = await call('PUT', '/rest/profile/default', parent, {
      profileId: stranger.profileId,
    });
    expect(res.statusCode).toBe(404);
  });

  it('needs a verified profile to change defaults', async () => {
    const unverified = await createProfile(t, { verified: false });
    const res = await call('PUT', '/rest/profile/default', unverified, {
      profileId: unverified.profileId,
    });
    expect(res.statusCode).toBe(403);
  });

  it('sets the default institute and class of the acting profile, shown in the user data', async () => {
    const school = await createInstitute(t);
    const classA = await createClass(t, school);
    const student = await createMember(t, classA, 'STUDENT');
    const group = await call('PUT', '/rest/profile/default-group', student, { groupId: school.id });
    expect(group.statusCode, group.body).toBe(200);
    expect(group.json()).toMatchObject({ defaultInstituteId: school.id, defaultClassId: null });
    const cls = await call('PUT', '/rest/profile/default-class', student, { groupId: classA.id });
    expect(cls.json()).toMatchObject({ defaultInstituteId: school.id, defaultClassId: classA.id });
    const me = await t.app.inject({ method: 'GET', url: '/rest/auth/me', headers: as(student) });
    expect(me.json()).toMatchObject({ defaultInstituteId: school.id, defaultClassId: classA.id });
  });

  it('clears the default class when the default institute changes to another', async () => {
    const school = await createInstitute(t);
    const classA = await createClass(t, school);
    const second = await createInstitute(t);
    const teacher = await createMember(t, school, 'TEACHER');
    await createMember(t, second, 'TEACHER', { profile: teacher });
    await call('PUT', '/rest/profile/default-class', teacher, { groupId: classA.id });
    const res = await call('PUT', '/rest/profile/default-group', teacher, { groupId: second.id });
    expect(res.json()).toMatchObject({ defaultInstituteId: second.id, defaultClassId: null });
  });

  it('refuses an institute or class the profile is not a member of', async () => {
    const school = await createInstitute(t);
    const other = await createInstitute(t);
    const otherClass = await createClass(t, other);
    const admin = await createMember(t, school, 'INSTITUTE_ADMIN');
    const group = await call('PUT', '/rest/profile/default-group', admin, { groupId: other.id });
    expect(group.statusCode).toBe(403);
    expect(group.json().message).toBe(PROFILE_MESSAGES.notInstituteMember);
    const cls = await call('PUT', '/rest/profile/default-class', admin, {
      groupId: otherClass.id,
    });
    expect(cls.statusCode).toBe(403);
    expect(cls.json().message).toBe(PROFILE_MESSAGES.notClassMember);
    const classAsInstitute = await call('PUT', '/rest/profile/default-group', admin, {
      groupId: otherClass.id,
    });
    expect(classAsInstitute.statusCode).toBe(403);
  });

  it('answers bad input with 400 and a message', async () => {
    const { parent } = await parentWithChild();
    const cases: [string, object, string][] = [
      ['/rest/profile/default', { profileId: 'x' }, 'Please choose a valid profile.'],
      ['/rest/profile/default-group', { groupId: 'x' }, 'Please choose a valid group.'],
      ['/rest/profile/default-class', {}, 'Please choose a valid group.'],
    ];
    for (const [url, payload, message] of cases) {
      const res = await call('PUT', url, parent, payload);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(message);
    }
    const extra = await call('PUT', '/rest/profile/default', parent, {
      profileId: parent.profileId,
      isDefault: true,
    });
    expect(extra.statusCode).toBe(400);
    expect((await call('GET', '/rest/profile/not-an-id', parent)).statusCode).toBe(400);
  });
});
