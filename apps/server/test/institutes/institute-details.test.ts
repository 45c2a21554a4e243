import { INSTITUTE_DETAILS_MESSAGES } from '@shala/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, groups, storedFiles } from '../../src/db/schema/index.js';
import { useTestApp } from '../support/app.js';
import {
  as,
  createClass,
  createInstitute,
  createMember,
  type TestProfile,
} from '../support/factories.js';
import { multipart, tinyJpeg, tinyPng } from '../support/setup-helpers.js';

const t = useTestApp();
const db = () => t.app.deps.database.db;

async function school() {
  const institute = await createInstitute(t, { name: 'Green Valley School' });
  const admin = await createMember(t, institute, 'INSTITUTE_ADMIN', { institute });
  return { institute, admin };
}

const details = {
  name: 'Green Valley Public School',
  about: 'A co-educational school in the hills.',
  address: '12 Hill Road, Shimla',
  phone: '9876543210',
  email: 'office@greenvalley.example',
  website: 'https://greenvalley.example',
  verifyToViewDetails: false,
};

const putDetails = (p: TestProfile, groupId: string, body: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/rest/institutes/${groupId}/details`,
    headers: as(p),
    payload: body,
  });
const upload = (p: TestProfile, groupId: string, files: Parameters<typeof multipart>[0]) => {
  const form = multipart(files);
  return t.app.inject({
    method: 'POST',
    url: `/rest/institutes/${groupId}/logo`,
    headers: { ...as(p), 'content-type': form.contentType },
    payload: form.payload,
  });
};
const auditOf = async (instituteId: string, action: string) =>
  db()
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.instituteId, instituteId), eq(auditEvents.action, action)));

describe('institute details', () => {
  it('saves the details and reads them back, audited', async () => {
    const { institute, admin } = await school();
    const res = await putDetails(admin, institute.id, details);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...details, id: institute.id, setupCompletedAt: null });
    const read = await t.app.inject({
      method: 'GET',
      url: `/rest/institutes/${institute.id}/details`,
      headers: as(admin),
    });
    expect(read.json()).toMatchObject(details);
    const [row] = await auditOf(institute.id, 'institute.detailsUpdated');
    expect(row).toMatchObject({ actorAccountId: admin.accountId, ip: '127.0.0.1' });
  });

  it('clears optional fields with blanks', async () => {
    const { institute, admin } = await school();
    await putDetails(admin, institute.id, details);
    const res = await putDetails(admin, institute.id, {
      ...details,
      about: '',
      phone: '',
      website: '',
    });
    expect(res.json()).toMatchObject({ about: '', phone: '', website: '' });
    const [row] = await db().select().from(groups).where(eq(groups.id, institute.id));
    expect(row?.phone).toBeNull();
  });

  it('refuses bad and hostile input with its message', async () => {
    const { institute, admin } = await school();
    const cases: [object, string][] = [
      [{ ...details, phone: '12345' }, INSTITUTE_DETAILS_MESSAGES.phone],
      [{ ...details, phone: '+919876543210' }, INSTITUTE_DETAILS_MESSAGES.phone],
      [{ ...details, email: 'office' }, INSTITUTE_DETAILS_MESSAGES.email],
      [{ ...details, website: 'javascript:alert(1)' }, INSTITUTE_DETAILS_MESSAGES.website],
      [{ ...details, name: '   ' }, INSTITUTE_DETAILS_MESSAGES.name],
      [{ ...details, name: 'x'.repeat(10_000) }, INSTITUTE_DETAILS_MESSAGES.nameTooLong],
    ];
    for (const [body, message] of cases) {
      const res = await putDetails(admin, institute.id, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const [row] = await db().select().from(groups).where(eq(groups.id, institute.id));
    expect(row?.name).toBe('Green Valley School');
  });

  it('refuses those without manageGroup (403), another institute (404) and a class (404)', async () => {
    const { institute } = await school();
    const teacher = await createMember(t, institute, 'TEACHER', { institute });
    expect((await putDetails(teacher, institute.id, details)).statusCode).toBe(403);
    const other = await school();
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/rest/institutes/${institute.id}/details`,
      headers: as(other.admin, { institute: other.institute.id }),
      payload: details,
    });
    expect(foreign.statusCode).toBe(404);
    const klass = await createClass(t, other.institute, 'Class 1');
    const onClass = await putDetails(other.admin, klass.id, details);
    expect(onClass.statusCode).toBe(404);
    expect(onClass.json().message).toBe(INSTITUTE_DETAILS_MESSAGES.notInstitute);
  });

  it('marks the quick setup as finished, once, audited', async () => {
    const { institute, admin } = await school();
    const res = await t.app.inject({
      method: 'POST',
      url: `/rest/institutes/${institute.id}/setup-complete`,
      headers: as(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().setupCompletedAt).toBe(t.clock.now().toISOString());
    t.clock.advance(60_000);
    const again = await t.app.inject({
      method: 'POST',
      url: `/rest/institutes/${institute.id}/setup-complete`,
      headers: as(admin),
    });
    expect(again.json().setupCompletedAt).toBe(res.json().setupCompletedAt);
    expect(await auditOf(institute.id, 'institute.setupCompleted')).toHaveLength(2);
    const teacher = await createMember(t, institute, 'TEACHER', { institute });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/rest/institutes/${institute.id}/setup-complete`,
      headers: as(teacher),
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('institute logo', () => {
  it('stores a PNG, points imageLocation at it and serves its bytes publicly', async () => {
    const { institute, admin } = await school();
    const png = tinyPng();
    const res = await upload(admin, institute.id, [
      { field: 'logo', name: 'logo.png', bytes: png },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imageLocation).toBe(`/rest/public/institutes/${institute.id}/image`);
    const image = await t.app.inject({ method: 'GET', url: res.json().imageLocation });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('max-age');
    expect(image.rawPayload.equals(png)).toBe(true);
    const etag = String(image.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: res.json().imageLocation,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const [audit] = await auditOf(institute.id, 'institute.logoChanged');
    expect(audit).toMatchObject({ actorAccountId: admin.accountId });
  });

  it('accepts a PNG renamed .jpg as the PNG it is, and a JPEG', async () => {
    const { institute, admin } = await school();
    const renamed = await upload(admin, institute.id, [
      { field: 'logo', name: 'photo.jpg', bytes: tinyPng(), type: 'image/jpeg' },
    ]);
    expect(renamed.statusCode, renamed.body).toBe(200);
    const image = await t.app.inject({ method: 'GET', url: renamed.json().imageLocation });
    expect(image.headers['content-type']).toBe('image/png');
    const [file] = await db()
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.instituteId, institute.id));
    expect(file).toMatchObject({ purpose: 'institute-logo', mimeType: 'image/png' });

    t.clock.advance(1_000);
    const jpeg = await upload(admin, institute.id, [
      { field: 'logo', name: 'l.jpg', bytes: tinyJpeg() },
    ]);
    expect(jpeg.statusCode).toBe(200);
    const latest = await t.app.inject({ method: 'GET', url: jpeg.json().imageLocation });
    expect(latest.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a text file renamed .png, two files, none, a large one and a non-multipart body', async () => {
    const { institute, admin } = await school();
    const text = await upload(admin, institute.id, [
      {
        field: 'logo',
        name: 'logo.png',
        bytes: Buffer.from('just some text, not an image'),
        type: 'image/png',
      },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('logo.png is not a .jpg or .png or .webp file.');
    const two = await upload(admin, institute.id, [
      { field: 'logo', name: 'a.png', bytes: tinyPng() },
      { field: 'logo', name: 'b.png', bytes: tinyPng() },
    ]);
    expect([400, 413]).toContain(two.statusCode);
    const none = await upload(admin, institute.id, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(INSTITUTE_DETAILS_MESSAGES.noLogo);
    const big = await upload(admin, institute.id, [
      {
        field: 'logo',
        name: 'big.png',
        bytes: Buffer.concat([tinyPng(), Buffer.alloc(2 * 1_048_576 + 10)]),
      },
    ]);
    expect(big.statusCode).toBe(413);
    const json = await t.app.inject({
      method: 'POST',
      url: `/rest/institutes/${institute.id}/logo`,
      headers: as(admin),
      payload: { logo: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const [row] = await db().select().from(groups).where(eq(groups.id, institute.id));
    expect(row?.imageLocation).toBeNull();
    expect(
      await db().select().from(storedFiles).where(eq(storedFiles.instituteId, institute.id)),
    ).toHaveLength(0);
  });

  it('refuses a teacher (403) and another institute (404); no logo is a 404', async () => {
    const { institute } = await school();
    const teacher = await createMember(t, institute, 'TEACHER', { institute });
    const file = [{ field: 'logo', name: 'logo.png', bytes: tinyPng() }];
    expect((await upload(teacher, institute.id, file)).statusCode).toBe(403);
    const other = await school();
    const form = multipart(file);
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/rest/institutes/${institute.id}/logo`,
      headers: {
        ...as(other.admin, { institute: other.institute.id }),
        'content-type': form.contentType,
      },
      payload: form.payload,
    });
    expect(foreign.statusCode).toBe(404);
    const none = await t.app.inject({
      method: 'GET',
      url: `/rest/public/institutes/${institute.id}/image`,
    });
    expect(none.statusCode).toBe(404);
  });
});
