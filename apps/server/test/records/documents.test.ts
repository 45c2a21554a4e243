import { RECORD_TEXTS as M } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storedFiles } from '../../src/db/schema/index.js';
import { JPEG } from '../support/admission-helpers.js';
import { useTestApp } from '../support/app.js';
import { auditRows } from '../support/groups-helpers.js';
import { notifiedTitles } from '../support/notification-helpers.js';
import { guardTenantWrites } from '../support/tenant-writes.js';
import { PDF, postDocument, rcall, recordsSchool } from './records-school.js';

const t = useTestApp();
guardTenantWrites(t);

type Doc = { id: string; kind: string; verifiedBy: string | null; mayRemove: boolean };

describe('a student’s documents (issue 25 §5)', () => {
  it('takes a guardian’s upload checked by its bytes, tells the office, and the office checks it', async () => {
    const s = await recordsSchool(t);
    const fields = { groupId: s.klass.id, profileId: s.rohan.profileId, kind: 'BIRTH_CERTIFICATE' };
    // A text file named .pdf is refused, as is no file or a second one.
    const fake = await postDocument(t, s.priya, fields, {
      name: 'birth.pdf',
      bytes: Buffer.from('not a pdf at all'),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe(M.file);
    expect((await postDocument(t, s.priya, fields, null)).json().message).toBe(M.file);
    const badKind = await postDocument(
      t,
      s.priya,
      { ...fields, kind: 'PASSPORT' },
      {
        name: 'b.pdf',
        bytes: PDF,
      },
    );
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().message).toBe(M.kind);

    const up = await postDocument(
      t,
      s.priya,
      { ...fields, title: 'Municipal copy' },
      {
        name: 'birth.pdf',
        bytes: PDF,
      },
    );
    expect(up.statusCode, up.body).toBe(200);
    const [doc] = up.json().documents as Doc[];
    expect(up.json()).toMatchObject({ mayUpload: true, mayVerify: false });
    expect(doc).toMatchObject({ kind: 'BIRTH_CERTIFICATE', verifiedBy: null, mayRemove: true });
    expect(await notifiedTitles(t, s.admin.profileId, 'record.documentUploaded')).toEqual([
      expect.stringMatching(/^Document to check: Rohan /),
    ]);
    expect(await auditRows(t, s.institute, 'record.documentUploaded')).toHaveLength(1);

    // The mother and the front office read it and its bytes; another parent is refused both.
    const file = { groupId: s.klass.id, profileId: s.rohan.profileId, id: doc?.id };
    const bytes = await rcall(t, s.priya, 'GET', 'documents/file', file);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('application/pdf');
    expect(bytes.rawPayload.equals(PDF)).toBe(true);
    const desk = await rcall(t, s.desk, 'GET', 'documents', {
      groupId: s.institute.id,
      profileId: s.rohan.profileId,
    });
    expect(desk.json().documents).toHaveLength(1);
    for (const path of ['documents', 'documents/file']) {
      const refused = await rcall(t, s.kiran, 'GET', path, file);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(M.refusedDocuments);
    }

    // The admin checks it once; the mother hears, and may no longer remove it.
    const check = { groupId: s.institute.id, profileId: s.rohan.profileId, id: doc?.id };
    expect((await rcall(t, s.desk, 'PUT', 'documents/verification', check)).statusCode).toBe(403);
    const checked = await rcall(t, s.admin, 'PUT', 'documents/verification', check);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().documents[0].verifiedBy).toMatch(/\S/);
    const twice = await rcall(t, s.admin, 'PUT', 'documents/verification', check);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.alreadyVerified);
    expect(await notifiedTitles(t, s.priya.profileId, 'record.documentVerified')).toEqual([
      expect.stringMatching(/^Document checked: Rohan /),
    ]);
    const late = await rcall(t, s.priya, 'DELETE', 'documents/id', file);
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(M.mayNotRemove);
  });

  it('lets the uploader remove an unchecked document, its file gone with it', async () => {
    const s = await recordsSchool(t);
    const up = await postDocument(
      t,
      s.priya,
      { groupId: s.klass.id, profileId: s.meera.profileId, kind: 'AADHAAR_CARD' },
      { name: 'aadhaar.jpg', bytes: JPEG },
    );
    expect(up.statusCode, up.body).toBe(200);
    const [doc] = up.json().documents as Doc[];
    const q = { groupId: s.klass.id, profileId: s.meera.profileId, id: doc?.id };
    // Meera's own account did not upload it: it may not remove it.
    expect((await rcall(t, s.meera, 'DELETE', 'documents/id', q)).statusCode).toBe(403);
    const gone = await rcall(t, s.priya, 'DELETE', 'documents/id', q);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().documents).toEqual([]);
    const files = await t.app.deps.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.purpose, 'record-document'));
    expect(files).toEqual([]);
    expect((await rcall(t, s.priya, 'GET', 'documents/file', q)).statusCode).toBe(404);
    expect(await auditRows(t, s.institute, 'record.documentRemoved')).toHaveLength(1);
  });

  it('refuses another parent’s upload and finds no document of another student', async () => {
    const s = await recordsSchool(t);
    const refused = await postDocument(
      t,
      s.kiran,
      { groupId: s.klass.id, profileId: s.rohan.profileId, kind: 'OTHER' },
      { name: 'x.pdf', bytes: PDF },
    );
    expect(refused.statusCode).toBe(403);
    const up = await postDocument(
      t,
      s.admin,
      { groupId: s.institute.id, profileId: s.rohan.profileId, kind: 'OTHER' },
      { name: 'x.pdf', bytes: PDF },
    );
    expect(up.statusCode, up.body).toBe(200);
    // The office's own upload tells nobody; Meera's record does not hold Rohan's document.
    expect(await notifiedTitles(t, s.admin.profileId, 'record.documentUploaded')).toEqual([]);
    const [doc] = up.json().documents as Doc[];
    const wrong = await rcall(t, s.priya, 'GET', 'documents/file', {
      groupId: s.klass.id,
      profileId: s.meera.profileId,
      id: doc?.id,
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe(M.documentNotFound);
  });
});
