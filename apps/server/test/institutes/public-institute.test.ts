import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groups } from '../../src/db/schema/index.js';
import { headers, useTestApp } from '../support/app.js';
import { createClass, createInstitute, createMember, createProfile } from '../support/factories.js';

const t = useTestApp();
const db = () => t.app.deps.database.db;

const details = {
  about: 'A co-educational school.',
  address: '12 Hill Road, Shimla',
  phone: '9876543210',
  email: 'office@greenvalley.example',
  website: 'https://greenvalley.example',
};

async function publishedSchool(verifyToViewDetails = false) {
  const institute = await createInstitute(t, { name: 'Green Valley School' });
  await db()
    .update(groups)
    .set({ ...details, verifyToViewDetails, verified: true })
    .where(eq(groups.id, institute.id));
  // Classes with level and section, one old-style class with only a name.
  for (const [level, section, open] of [
    ['Class 2', 'A', false],
    ['Class 1', 'B', false],
    ['Class 1', 'A', true],
    ['Nursery', null, false],
  ] as const) {
    const klass = await createClass(t, institute, section ? `${level} ${section}` : level, {
      admissionConfigSet: open,
    });
    await db().update(groups).set({ level, section }).where(eq(groups.id, klass.id));
  }
  await createClass(t, institute, 'Music');
  return institute;
}

const read = (instituteId: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/rest/public/institutes/${instituteId}/details`,
    headers: headers(cookie),
  });

describe('public institute details', () => {
  it('shows everything to anyone when the institute allows it', async () => {
    const institute = await publishedSchool();
    const res = await read(institute.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: institute.id,
      name: 'Green Valley School',
      imageLocation: null,
      verified: true,
      detailsHidden: false,
      ...details,
      activeSession: { id: institute.session.id, name: '2026-27' },
      classes: [
        { level: 'Nursery', sections: [] },
        { level: 'Class 1', sections: ['A', 'B'] },
        { level: 'Class 2', sections: ['A'] },
        { level: 'Music', sections: [] },
      ],
      admission: {
        open: true,
        link: `/auth/directadmission/${institute.id}/${institute.session.id}`,
      },
    });
  });

  it('says admission is closed when no class takes applications', async () => {
    const institute = await createInstitute(t);
    await createClass(t, institute, 'Class 1');
    const body = (await read(institute.id)).json();
    expect(body.admission).toEqual({ open: false, link: null });
    expect(body.about).toBe('');
  });

  it('hides the details behind a verified profile when the institute asks', async () => {
    const institute = await publishedSchool(true);
    const hidden = {
      id: institute.id,
      name: 'Green Valley School',
      imageLocation: null,
      verified: true,
      detailsHidden: true,
    };
    expect((await read(institute.id)).json()).toEqual(hidden);
    // Signed in but not a member, or a member whose profile is not verified: still hidden.
    const stranger = await createProfile(t);
    expect((await read(institute.id, stranger.cookie)).json()).toEqual(hidden);
    const unverified = await createMember(t, institute, 'TEACHER', { institute, verified: false });
    expect((await read(institute.id, unverified.cookie)).json()).toEqual(hidden);
    // A verified member of the institute, or of one of its classes, sees everything.
    const teacher = await createMember(t, institute, 'TEACHER', { institute });
    const full = (await read(institute.id, teacher.cookie)).json();
    expect(full).toMatchObject({ detailsHidden: false, phone: details.phone });
    const [klass] = await db().select().from(groups).where(eq(groups.superGroupId, institute.id));
    if (!klass) throw new Error('no class');
    const student = await createMember(t, klass, 'STUDENT', { institute });
    expect((await read(institute.id, student.cookie)).json().detailsHidden).toBe(false);
    // A verified member of another institute does not.
    const other = await createInstitute(t);
    const foreign = await createMember(t, other, 'INSTITUTE_ADMIN', { institute: other });
    expect((await read(institute.id, foreign.cookie)).json()).toEqual(hidden);
  });

  it('answers 404 for an unknown id, a class and a malformed id', async () => {
    const institute = await createInstitute(t);
    const klass = await createClass(t, institute, 'Class 1');
    expect((await read('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await read(klass.id)).statusCode).toBe(404);
    expect((await read('x')).statusCode).toBe(400);
    const image = await t.app.inject({
      method: 'GET',
      url: `/rest/public/institutes/${klass.id}/image`,
    });
    expect(image.statusCode).toBe(404);
  });
});
