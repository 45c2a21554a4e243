import { ADMISSION_API } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admissionDocuments, storedFiles } from '../../src/db/schema/index.js';
import { ADDRESS_BUDGET_MESSAGES } from '../../src/modules/admission/address-budget.js';
import {
  type AdmissionSchool,
  admissionSchool,
  applicationFields,
  JPEG,
  pendingApplication,
} from '../support/admission-helpers.js';
import { headers, type TestContext, useTestApp } from '../support/app.js';
import { multipart, tinyPng } from '../support/setup-helpers.js';
import { filesOnDisk, jpegOfSize, ownDataDir, uploadLogo } from '../support/upload-helpers.js';

// The per-institute storage quota (STORAGE_QUOTA_MB) and the per-address daily documents of
// anonymous applications: both checked inside the transaction, before a byte is written.

const MB = 1_048_576;
const dataDir = ownDataDir('storage-quota');

/** An unsigned application with one document, sent from `remoteAddress`. */
function applyFrom(t: TestContext, s: AdmissionSchool, remoteAddress: string, bytes = JPEG) {
  const form = multipart([{ field: 'files', name: 'pancard.jpg', bytes }], applicationFields(s));
  return t.app.inject({
    method: 'POST',
    url: ADMISSION_API.apply,
    remoteAddress,
    headers: { ...headers(), 'content-type': form.contentType },
    payload: form.payload,
  });
}

/** Makes an application's documents weigh `bytes` in all, as if they were big. */
async function documentsWeigh(t: TestContext, applicationId: string, bytes: number) {
  const db = t.app.deps.database.db;
  const docs = await db
    .select({ fileId: admissionDocuments.fileId })
    .from(admissionDocuments)
    .where(eq(admissionDocuments.applicationId, applicationId));
  const [first, ...rest] = docs;
  if (!first) throw new Error('no documents');
  for (const d of rest) {
    await db.update(storedFiles).set({ sizeBytes: 0 }).where(eq(storedFiles.id, d.fileId));
  }
  await db.update(storedFiles).set({ sizeBytes: bytes }).where(eq(storedFiles.id, first.fileId));
}

const fullMessage =
  'This institute has used its storage of 1,024 MB. Please remove old files or ask the platform administrator for more.';

describe('the institute storage quota', () => {
  const t = useTestApp({ DATA_DIR: dataDir });

  it('refuses an application past the default 1,024 MB with 413, storing nothing', async () => {
    const s = await admissionSchool(t);
    await documentsWeigh(t, await pendingApplication(t, s), 1024 * MB);
    const before = await filesOnDisk(dataDir, 'admission-document');
    const res = await applyFrom(t, s, '10.0.0.1');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: fullMessage, code: 'PAYLOAD_TOO_LARGE' });
    expect(await t.app.deps.database.db.$count(storedFiles)).toBe(2);
    expect(await filesOnDisk(dataDir, 'admission-document')).toEqual(before);
  });

  it('refuses a logo past the quota, and another institute is not affected', async () => {
    const s = await admissionSchool(t);
    const other = await admissionSchool(t);
    await documentsWeigh(t, await pendingApplication(t, s), 1024 * MB);
    const res = await uploadLogo(t, s.admin, s.institute.id, tinyPng());
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(fullMessage);
    expect(await filesOnDisk(dataDir, 'institute-logo')).toEqual([]);
    expect((await uploadLogo(t, other.admin, other.institute.id, tinyPng())).statusCode).toBe(200);
  });
});

describe('with STORAGE_QUOTA_MB=1', () => {
  const small = useTestApp({ DATA_DIR: dataDir, STORAGE_QUOTA_MB: '1' });

  it('counts every document of the batch, and a replaced logo no more', async () => {
    const s: AdmissionSchool = await admissionSchool(small);
    const big = jpegOfSize(700 * 1024);
    const first = await applyFrom(small, s, '10.0.0.1', big);
    expect(first.statusCode, first.body).toBe(201);
    const second = await applyFrom(small, s, '10.0.0.1', big);
    expect(second.statusCode).toBe(413);
    expect(second.json().message).toBe(
      'This institute has used its storage of 1 MB. Please remove old files or ask the platform administrator for more.',
    );
    // The old logo is released before the new one is counted: 300 KB twice fits.
    const logo = jpegOfSize(250 * 1024);
    expect((await uploadLogo(small, s.admin, s.institute.id, logo)).statusCode).toBe(200);
    expect((await uploadLogo(small, s.admin, s.institute.id, logo)).statusCode).toBe(200);
  });
});

describe('the daily documents of one address', () => {
  const t = useTestApp({ DATA_DIR: dataDir });

  it('refuses anonymous applications past 100 MB a day from one address, until the day is over', async () => {
    const s = await admissionSchool(t);
    const from = (remoteAddress: string) => applyFrom(t, s, remoteAddress);
    const first = await from('10.0.0.7');
    expect(first.statusCode, first.body).toBe(201);
    await documentsWeigh(t, first.json().id, 100 * MB);

    const refused = await from('10.0.0.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: ADDRESS_BUDGET_MESSAGES.full, code: 'RATE_LIMITED' });
    expect((await from('10.0.0.8')).statusCode).toBe(201);
    t.clock.advance(24 * 3_600_000 + 1000);
    expect((await from('10.0.0.7')).statusCode).toBe(201);
  });
});
