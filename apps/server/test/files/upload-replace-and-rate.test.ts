import { IMPORT_API } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admissionApplications, storedFiles } from '../../src/db/schema/index.js';
import { inFileTransaction } from '../../src/files/file-transaction.js';
import {
  IMPORT_UPLOADS_PER_HOUR,
  LOGO_UPLOADS_PER_HOUR,
  PHOTO_UPLOADS_PER_HOUR,
} from '../../src/http/upload-limits.js';
import { admissionSchool, applicationFields, apply, jpg } from '../support/admission-helpers.js';
import { useTestApp } from '../support/app.js';
import { as, createInstitute, createMember, createProfile } from '../support/factories.js';
import { upload } from '../support/imports-helpers.js';
import { tinyJpeg, tinyPng } from '../support/setup-helpers.js';
import {
  filesOnDisk,
  ownDataDir,
  storedRows,
  uploadLogo,
  uploadPhoto,
} from '../support/upload-helpers.js';

// Review finding 5: uploads could fill the disk. Three photo uploads as rohan_mehta left three
// files in data/files/profile-photo, photo uploads had no rate limit, and the public admission
// form took 20 applications an hour from one address with no clean-up.

const dataDir = ownDataDir('finding-5');
const t = useTestApp({ DATA_DIR: dataDir });
const HOUR = 3_600_000;
const limited = {
  message: 'Too many attempts. Please try again in 60 minutes.',
  code: 'RATE_LIMITED',
};

describe('finding 5: replacing a photo or a logo keeps one file', () => {
  it('three photo uploads leave one file on disk and one row, the newest', async () => {
    const rohan = await createProfile(t, { firstName: 'Rohan' });
    for (const bytes of [tinyPng(), tinyJpeg(), tinyPng()]) {
      const res = await uploadPhoto(t, rohan, bytes);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await filesOnDisk(dataDir, 'profile-photo')).toHaveLength(1);
    expect(await storedRows(t, 'profile-photo')).toBe(1);
    const profile = await t.app.inject({
      method: 'GET',
      url: `/rest/profiles/${rohan.profileId}/photo`,
      headers: as(rohan),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.rawPayload.equals(tinyPng())).toBe(true);
  });

  it('a new logo deletes the old one', async () => {
    const institute = await createInstitute(t);
    const admin = await createMember(t, institute, 'INSTITUTE_ADMIN', { institute });
    for (const bytes of [tinyPng(), tinyJpeg()]) {
      expect((await uploadLogo(t, admin, institute.id, bytes)).statusCode).toBe(200);
    }
    expect(await filesOnDisk(dataDir, 'institute-logo')).toHaveLength(1);
    expect(await storedRows(t, 'institute-logo')).toBe(1);
  });
});

describe('finding 5: every upload route has a rate limit', () => {
  it(`photo: ${PHOTO_UPLOADS_PER_HOUR} an hour per account, then 429 until the hour is over`, async () => {
    const rohan = await createProfile(t);
    const other = await createProfile(t);
    for (let i = 0; i < PHOTO_UPLOADS_PER_HOUR; i += 1) {
      expect((await uploadPhoto(t, rohan, tinyPng())).statusCode).toBe(200);
    }
    const refused = await uploadPhoto(t, rohan, tinyPng());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(limited);
    // Another account has its own budget; the refused upload wrote nothing.
    expect((await uploadPhoto(t, other, tinyPng())).statusCode).toBe(200);
    expect(await filesOnDisk(dataDir, 'profile-photo')).toHaveLength(2);
    t.clock.advance(HOUR);
    expect((await uploadPhoto(t, rohan, tinyPng())).statusCode).toBe(200);
  });

  it(`logo: ${LOGO_UPLOADS_PER_HOUR} an hour per account`, async () => {
    const institute = await createInstitute(t);
    const admin = await createMember(t, institute, 'INSTITUTE_ADMIN', { institute });
    for (let i = 0; i < LOGO_UPLOADS_PER_HOUR; i += 1) {
      expect((await uploadLogo(t, admin, institute.id, tinyPng())).statusCode).toBe(200);
    }
    const refused = await uploadLogo(t, admin, institute.id, tinyPng());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(limited);
  });

  it(`CSV import: ${IMPORT_UPLOADS_PER_HOUR} an hour per account, students and staff together`, async () => {
    const institute = await createInstitute(t);
    const admin = await createMember(t, institute, 'INSTITUTE_ADMIN', { institute });
    const url = (api: string) => `${api}?groupId=${institute.id}`;
    for (let i = 0; i < IMPORT_UPLOADS_PER_HOUR; i += 1) {
      const api = i % 2 === 0 ? IMPORT_API.students : IMPORT_API.staff;
      // An empty file: refused quickly with 400, and it still counts.
      const res = await upload(t, url(api), as(admin), '', 'empty.csv');
      expect(res.statusCode).toBe(400);
    }
    const refused = await upload(t, url(IMPORT_API.staff), as(admin), '', 'empty.csv');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(limited);
  });

  it('the 21st application from one address in an hour is refused, and stores nothing', async () => {
    const s = await admissionSchool(t);
    for (let i = 0; i < 20; i += 1) {
      const res = await apply(t, applicationFields(s), [jpg('pancard.jpg')]);
      expect(res.statusCode, res.body).toBe(201);
    }
    const refused = await apply(t, applicationFields(s), [jpg('pancard.jpg')]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(limited);
    expect(await t.app.deps.database.db.$count(admissionApplications)).toBe(20);
    expect(await filesOnDisk(dataDir, 'admission-document')).toHaveLength(20);
  });
});

describe('finding 5: a failed transaction leaves no file behind', () => {
  it('deletes the bytes it wrote when the transaction fails, and keeps what it released', async () => {
    const { db } = { db: t.app.deps.database.db };
    const store = { storage: t.app.deps.files, quotaMb: 1024 };
    const now = t.clock.now();
    const file = { fieldname: 'photo', filename: 'a.png', bytes: tinyPng() };
    // A file of no institute is charged to its account (review 2, M4).
    const { accountId: ownerAccountId } = await createProfile(t);
    const kept = await inFileTransaction(db, store, async (_tx, files) => {
      const [row] = await files.store(now, [
        { file, kind: 'png', purpose: 'profile-photo', instituteId: null, ownerAccountId },
      ]);
      return row;
    });
    if (!kept) throw new Error('nothing stored');

    const failed = inFileTransaction(db, store, async (_tx, files) => {
      await files.store(now, [
        { file, kind: 'png', purpose: 'profile-photo', instituteId: null, ownerAccountId },
      ]);
      await files.release([kept.id], 'profile-photo', { personalOf: ownerAccountId });
      throw new Error('the audit insert failed');
    });
    await expect(failed).rejects.toThrow('the audit insert failed');
    expect(await filesOnDisk(dataDir, 'profile-photo')).toEqual([kept.id]);
    const rows = await db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.purpose, 'profile-photo'));
    expect(rows.map((r) => r.id)).toEqual([kept.id]);
  });
});
