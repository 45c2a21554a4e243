import { PROFILE_API } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '../../src/modules/profiles/service.js';
import { headers, useTestApp } from '../support/app.js';
import {
  as,
  createClass,
  createInstitute,
  createMember,
  createProfile,
  type TestProfile,
} from '../support/factories.js';

const t = useTestApp();

const get = (url: string, p: TestProfile) => t.app.inject({ method: 'GET', url, headers: as(p) });
const put = (url: string, p: TestProfile, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: as(p), payload });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function multipart(file: { name: string; bytes: Buffer; type: string }) {
  const boundary = '----shala-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const upload = (
  p: TestProfile,
  profileId: string,
  file: { name: string; bytes: Buffer; type: string },
) => {
  const { body, contentType } = multipart(file);
  return t.app.inject({
    method: 'POST',
    url: PROFILE_API.photo(profileId),
    headers: { ...as(p), 'content-type': contentType },
    payload: body,
  });
};

const basic = {
  firstName: 'rAVI',
  lastName: "d'souza",
  phone: '9876543210',
  gender: 'male',
  dateOfBirth: '05/09/2012',
  address: '12 MG Road, Pune',
  fatherName: 'anil dsouza',
  motherName: '',
};

async function school() {
  const institute = await createInstitute(t);
  const klass = await createClass(t, institute, 'Class 5 A');
  const student = await createMember(t, klass, 'STUDENT', { institute });
  await createMember(t, institute, 'STUDENT', { institute, profile: student });
  const teacher = await createMember(t, institute, 'TEACHER', { institute });
  const classmate = await createMember(t, klass, 'STUDENT', { institute });
  return { institute, klass, student, teacher, classmate };
}

describe('profile card', () => {
  it('shows the own profile fully, with groups and roles', async () => {
    const { student, klass } = await school();
    const res = await get(PROFILE_API.card(student.profileId), student);
    expect(res.statusCode, res.body).toBe(200);
    const card = res.json();
    expect(card).toMatchObject({ isOwn: true, verified: 'VERIFIED' });
    expect(card.contact.email).toMatch(/@example\.com$/);
    expect(card.groups).toContainEqual(
      expect.objectContaining({ groupId: klass.id, role: 'Student', sessionName: '2026-27' }),
    );
  });

  it('shows contact to staff whose role needs it, not to other staff or a classmate; others get 404', async () => {
    const { institute, student, teacher, classmate } = await school();
    const staffView = (await get(PROFILE_API.card(student.profileId), teacher)).json();
    expect(staffView.isOwn).toBe(false);
    expect(staffView.contact).toBeNull();
    expect(staffView.dateOfBirth).toBeNull();
    const office = await createMember(t, institute, 'FRONT_OFFICE', { institute });
    expect((await get(PROFILE_API.card(student.profileId), office)).json().contact).not.toBeNull();
    const peerView = await get(PROFILE_API.card(student.profileId), classmate);
    expect(peerView.statusCode).toBe(200);
    expect(peerView.json()).toMatchObject({ contact: null, gender: null, registrationNo: null });
    const foreign = await createMember(t, await createInstitute(t), 'INSTITUTE_ADMIN');
    const res = await get(PROFILE_API.card(student.profileId), foreign);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: PROFILE_MESSAGES.notFound });
    const loner = await createProfile(t);
    expect((await get(PROFILE_API.card(student.profileId), loner)).statusCode).toBe(404);
    expect((await get(PROFILE_API.card('not-an-id'), loner)).statusCode).toBe(400);
    const anon = await t.app.inject({ method: 'GET', url: PROFILE_API.card(student.profileId) });
    expect(anon.statusCode).toBe(401);
  });
});

describe('basic info', () => {
  it('saves names in title case and the details, for a linked profile too', async () => {
    const parent = await createProfile(t);
    const child = await createProfile(t, { accountId: parent.accountId });
    const res = await put(PROFILE_API.basicInfo(child.profileId), parent, basic);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Ravi', lastName: "D'Souza" });
    const card = (await get(PROFILE_API.card(child.profileId), parent)).json();
    expect(card).toMatchObject({ gender: 'male', dateOfBirth: '05/09/2012' });
    expect(card.contact).toMatchObject({
      phone: '9876543210',
      fatherName: 'Anil Dsouza',
      motherName: null,
    });
  });

  it("refuses another account's profile (404) and hostile input (400)", async () => {
    const p = await createProfile(t);
    const other = await createProfile(t);
    const foreign = await put(PROFILE_API.basicInfo(other.profileId), p, basic);
    expect(foreign.statusCode).toBe(404);
    for (const bad of [
      { ...basic, firstName: 'R4vi' },
      { ...basic, phone: '12345' },
      { ...basic, phone: 'abcdefghij' },
      { ...basic, gender: 'robot' },
      { ...basic, dateOfBirth: '31/02/2012' },
      { ...basic, dateOfBirth: '2012-09-05' },
      { ...basic, address: 'x'.repeat(501) },
      { ...basic, role: 'admin' },
      { ...basic, firstName: ['a'] },
    ]) {
      const res = await put(PROFILE_API.basicInfo(p.profileId), p, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });
});

describe('profile photo', () => {
  it('stores a real image and serves it to those who may see the profile', async () => {
    const { student, teacher } = await school();
    const res = await upload(student, student.profileId, {
      name: 'me.png',
      bytes: PNG,
      type: 'image/png',
    });
    expect(res.statusCode, res.body).toBe(200);
    const location: string = res.json().photoLocation;
    expect(location).toContain(PROFILE_API.photo(student.profileId));
    const photo = await t.app.inject({ method: 'GET', url: location, headers: as(teacher) });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(PNG)).toBe(true);
    const stranger = await createProfile(t);
    const hidden = await t.app.inject({ method: 'GET', url: location, headers: as(stranger) });
    expect(hidden.statusCode).toBe(404);
  });

  it('answers an address whose id cannot be a profile as it answers an unknown one', async () => {
    const p = await createProfile(t);
    for (const id of ['not-a-uuid', '00000000-0000-0000-0000-000000000009']) {
      const res = await get(PROFILE_API.photo(id), p);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe(PROFILE_MESSAGES.notFound);
    }
  });

  it("refuses a renamed file, a stranger's profile and a non-multipart body", async () => {
    const p = await createProfile(t);
    const other = await createProfile(t);
    const fake = await upload(p, p.profileId, {
      name: 'me.jpg',
      bytes: Buffer.from('not really an image at all'),
      type: 'image/jpeg',
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toContain('me.jpg is not a');
    const foreign = await upload(p, other.profileId, {
      name: 'a.png',
      bytes: PNG,
      type: 'image/png',
    });
    expect(foreign.statusCode).toBe(404);
    const json = await t.app.inject({
      method: 'POST',
      url: PROFILE_API.photo(p.profileId),
      headers: as(p),
      payload: { photo: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const none = await t.app.inject({
      method: 'GET',
      url: PROFILE_API.photo(p.profileId),
      headers: headers(p.cookie),
    });
    expect(none.statusCode).toBe(404);
  });
});
