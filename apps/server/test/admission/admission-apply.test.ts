import { ADMISSION_API, ADMISSION_MESSAGES, MESSAGES, NO_EXTRA_FIELDS } from '@shala/shared';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  admissionApplications,
  admissionDocuments,
  auditEvents,
  storedFiles,
} from '../../src/db/schema/index.js';
import {
  admissionSchool,
  applicationFields,
  apply,
  jpg,
  pendingApplication,
} from '../support/admission-helpers.js';
import { headers, useTestApp } from '../support/app.js';
import { createInstitute } from '../support/factories.js';
import { tinyPng } from '../support/setup-helpers.js';

const t = useTestApp();
const db = () => t.app.deps.database.db;
const rows = async () => ({
  applications: (await db().select({ n: count() }).from(admissionApplications))[0]?.n,
  documents: (await db().select({ n: count() }).from(admissionDocuments))[0]?.n,
  files: (await db().select({ n: count() }).from(storedFiles))[0]?.n,
});
const getJson = (url: string) => t.app.inject({ method: 'GET', url });

describe('what the direct-admission page reads', () => {
  it('gives the open institute, its classes with the flag, and the session', async () => {
    const s = await admissionSchool(t, 'Sunrise School');
    const institute = await getJson(ADMISSION_API.publicInstitute(s.institute.id));
    expect(institute.statusCode, institute.body).toBe(200);
    expect(institute.json()).toEqual({
      id: s.institute.id,
      name: 'Sunrise School',
      imageLocation: null,
      activeSession: { id: s.institute.session.id, name: '2026-27' },
      // Nothing beyond the spec's form until the institute asks for more (issue 22).
      extraFields: NO_EXTRA_FIELDS,
    });
    const classes = (await getJson(ADMISSION_API.publicClasses(s.institute.id))).json();
    expect(classes).toEqual(
      expect.arrayContaining([
        { id: s.open.id, name: s.open.name, admissionConfigSet: true, instructions: null },
        { id: s.closed.id, name: s.closed.name, admissionConfigSet: false, instructions: null },
      ]),
    );
    const session = await getJson(
      `${ADMISSION_API.publicSession(s.institute.session.id)}?instituteId=${s.institute.id}`,
    );
    expect(session.json()).toEqual({ id: s.institute.session.id, name: '2026-27' });
  });

  it('answers 404 for an unknown institute, a class id, and a session of another institute', async () => {
    const s = await admissionSchool(t);
    const other = await createInstitute(t);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await getJson(ADMISSION_API.publicInstitute(unknown))).statusCode).toBe(404);
    expect((await getJson(ADMISSION_API.publicInstitute(s.open.id))).statusCode).toBe(404);
    expect((await getJson(ADMISSION_API.publicClasses(unknown))).statusCode).toBe(404);
    expect((await getJson(ADMISSION_API.publicSession(unknown))).statusCode).toBe(404);
    const foreign = await getJson(
      `${ADMISSION_API.publicSession(other.session.id)}?instituteId=${s.institute.id}`,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(ADMISSION_MESSAGES.sessionNotFound);
    expect((await getJson(ADMISSION_API.publicInstitute('not-an-id'))).statusCode).toBe(400);
  });
});

describe('POST /rest/public/admission/apply', () => {
  it('stores the application with its two documents, audited, and acknowledges by mail', async () => {
    const s = await admissionSchool(t, 'Sunrise School');
    const res = await apply(t, applicationFields(s));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(ADMISSION_MESSAGES.submitted);
    const [row] = await db()
      .select()
      .from(admissionApplications)
      .where(eq(admissionApplications.id, res.json().id));
    expect(row).toMatchObject({
      firstName: 'Kavya',
      lastName: 'Menon',
      email: 'kavya.parent@example.com',
      gender: 'female',
      status: 'PENDING',
      classId: s.open.id,
      sessionId: s.institute.session.id,
      fatherName: 'Suresh Menon',
      motherName: 'Lakshmi Menon',
    });
    expect(await rows()).toEqual({ applications: 1, documents: 2, files: 2 });
    const files = await db().select().from(storedFiles);
    expect(files.map((f) => f.originalName).sort()).toEqual(['adhar.jpg', 'pancard.jpg']);
    expect(
      files.every((f) => f.instituteId === s.institute.id && f.mimeType === 'image/jpeg'),
    ).toBe(true);
    const audit = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'admission.applied'));
    expect(audit).toHaveLength(1);
    const mail = t.mailer.last('kavya.parent@example.com');
    expect(mail.text).toContain('Dear Sir or Madam,');
    expect(mail.text).not.toContain('Kavya');
    expect(mail.text).toContain(`${s.open.name} of Sunrise School for the session 2026-27`);
  });

  it('takes an application without e-mail or parents, and sends no mail', async () => {
    const s = await admissionSchool(t);
    const res = await apply(t, applicationFields(s, { email: '', fathername: '', motherName: '' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('refuses a text file renamed .jpg with a clear 400, and stores nothing', async () => {
    const s = await admissionSchool(t);
    const renamed = {
      name: 'adhar.jpg',
      bytes: Buffer.from('just some text\n'),
      type: 'image/jpeg',
    };
    const res = await apply(t, applicationFields(s), [jpg('pancard.jpg'), renamed]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('adhar.jpg is not a .jpg file.');
    const png = await apply(t, applicationFields(s), [{ name: 'photo.jpg', bytes: tinyPng() }]);
    expect(png.statusCode).toBe(400);
    expect(await rows()).toEqual({ applications: 0, documents: 0, files: 0 });
  });

  it('wants 1 to 10 files', async () => {
    const s = await admissionSchool(t);
    const none = await apply(t, applicationFields(s), []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(ADMISSION_MESSAGES.documentsRequired);
    const eleven = Array.from({ length: 11 }, (_, i) => jpg(`doc${i}.jpg`));
    const many = await apply(t, applicationFields(s), eleven);
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(ADMISSION_MESSAGES.tooMany);
    const twelve = Array.from({ length: 12 }, (_, i) => jpg(`doc${i}.jpg`));
    const more = await apply(t, applicationFields(s), twelve);
    expect(more.statusCode).toBe(400);
    expect(more.json().message).toBe(ADMISSION_MESSAGES.tooMany);
    const ten = Array.from({ length: 10 }, (_, i) => jpg(`doc${i}.jpg`));
    expect((await apply(t, applicationFields(s), ten)).statusCode).toBe(201);
    expect((await rows()).applications).toBe(1);
  });

  it('refuses a file over 2 MB', async () => {
    const s = await admissionSchool(t);
    const big = {
      name: 'big.jpg',
      bytes: Buffer.concat([JPEG_HEAD, Buffer.alloc(2 * 1_048_576 + 10)]),
    };
    const res = await apply(t, applicationFields(s), [big]);
    expect(res.statusCode).toBe(413);
    expect((await rows()).files).toBe(0);
  });

  it('refuses a class without admissionConfigSet, a class or session of another institute', async () => {
    const s = await admissionSchool(t);
    const other = await admissionSchool(t);
    const closed = await apply(t, applicationFields(s, { classId: s.closed.id }));
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe(ADMISSION_MESSAGES.classClosed);
    const foreignClass = await apply(t, applicationFields(s, { classId: other.open.id }));
    expect(foreignClass.statusCode).toBe(404);
    expect(foreignClass.json().message).toBe(ADMISSION_MESSAGES.classNotFound);
    const foreignSession = await apply(
      t,
      applicationFields(s, { sessionId: other.institute.session.id }),
    );
    expect(foreignSession.statusCode).toBe(404);
    expect(foreignSession.json().message).toBe(ADMISSION_MESSAGES.sessionNotFound);
    const notInstitute = await apply(t, applicationFields(s, { instituteId: s.open.id }));
    expect(notInstitute.statusCode).toBe(404);
    expect(await rows()).toEqual({ applications: 0, documents: 0, files: 0 });
  });

  it("checks the fields with the form's messages", async () => {
    const s = await admissionSchool(t);
    const cases: [Record<string, string>, string][] = [
      [{ fName: '' }, MESSAGES.firstNameRequired],
      [{ fName: 'K4vya' }, MESSAGES.firstNameNumbers],
      [{ lName: '' }, MESSAGES.lastNameRequired],
      [{ email: 'not-an-email' }, MESSAGES.enterValidEmail],
      [{ phone: '' }, MESSAGES.phoneRequired],
      [{ phone: '98765abcde' }, MESSAGES.phoneText],
      [{ phone: '98765' }, MESSAGES.phoneLength],
      [{ gender: 'unknown' }, ADMISSION_MESSAGES.chooseGender],
      [{ classId: 'x' }, ADMISSION_MESSAGES.chooseClass],
      [{ extra: 'field' }, ''],
    ];
    for (const [over, message] of cases) {
      const res = await apply(t, applicationFields(s, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      if (message) expect(res.json().message, JSON.stringify(over)).toBe(message);
    }
    expect((await rows()).applications).toBe(0);
  });

  it('wants multipart and a trace id', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: ADMISSION_API.apply,
      headers: headers(),
      payload: { fName: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const s = await admissionSchool(t);
    const noTrace = await t.app.inject({ method: 'POST', url: ADMISSION_API.apply });
    expect(noTrace.statusCode).toBeGreaterThanOrEqual(400);
    expect(await pendingApplication(t, s)).toBeTruthy();
  });

  it('limits applications per address', async () => {
    const s = await admissionSchool(t);
    for (let i = 0; i < 20; i += 1) {
      const res = await apply(t, applicationFields(s, { email: '' }), [jpg('a.jpg')]);
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await apply(t, applicationFields(s, { email: '' }), [jpg('a.jpg')]);
    expect(res.statusCode).toBe(429);
    t.clock.advance(61 * 60_000);
    expect((await apply(t, applicationFields(s), [jpg('a.jpg')])).statusCode).toBe(201);
  });
});

const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
