import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { ADMISSION_API } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admissionApplications, storedFiles } from '../../src/db/schema/index.js';
import { storeFile } from '../../src/files/uploads.js';
import { sweepFiles } from '../../src/jobs/file-sweeps.js';
import { sweepOrphanFiles } from '../../src/jobs/orphan-files.js';
import {
  REJECTED_DOCUMENTS_RETENTION_DAYS,
  sweepRejectedDocuments,
} from '../../src/modules/admission/retention.js';
import { admissionSchool, pendingApplication, staffCall } from '../support/admission-helpers.js';
import { useTestApp } from '../support/app.js';
import { begin, publishedExam, saveAnswer } from '../support/exam-flow.js';
import { examClass, HOUR } from '../support/exam-helpers.js';
import { PNG_FILE, sendQuestion, subjectiveForm } from '../support/exam-questions.js';
import { createInstitute, createMember, createProfile, signIn } from '../support/factories.js';
import { tinyPng } from '../support/setup-helpers.js';
import {
  filesOnDisk,
  ownDataDir,
  storedRows,
  uploadLogo,
  uploadPhoto,
} from '../support/upload-helpers.js';

const dataDir = ownDataDir('file-sweeps');
const t = useTestApp({ DATA_DIR: dataDir });
const DAY = 24 * 3_600_000;
const deps = () => ({ db: t.app.deps.database.db, storage: t.app.deps.files, clock: t.clock });

describe('documents of rejected applications', () => {
  it(`are deleted ${REJECTED_DOCUMENTS_RETENTION_DAYS} days after the rejection; the application stays`, async () => {
    const s = await admissionSchool(t);
    const rejected = await pendingApplication(t, s);
    const pending = await pendingApplication(t, s);
    let admin = s.admin;
    const reject = (id: string) =>
      staffCall(t, admin, 'POST', `${ADMISSION_API.reject(id)}?groupId=${s.institute.id}`, {
        reason: 'The class is full for this session.',
      });
    expect((await reject(rejected)).statusCode).toBe(200);
    expect(await filesOnDisk(dataDir, 'admission-document')).toHaveLength(4);

    t.clock.advance((REJECTED_DOCUMENTS_RETENTION_DAYS - 1) * DAY);
    admin = { ...admin, cookie: await signIn(t, admin.accountId, admin.profileId) };
    const later = await pendingApplication(t, s);
    expect((await reject(later)).statusCode).toBe(200);
    expect(await sweepRejectedDocuments(deps())).toBe(0);

    t.clock.advance(2 * DAY);
    admin = { ...admin, cookie: await signIn(t, admin.accountId, admin.profileId) };
    expect(await sweepRejectedDocuments(deps())).toBe(2);
    expect(await sweepRejectedDocuments(deps())).toBe(0);
    // The pending application's and the recently rejected one's documents are kept.
    expect(await filesOnDisk(dataDir, 'admission-document')).toHaveLength(4);
    expect(await storedRows(t, 'admission-document')).toBe(4);
    const detail = await staffCall(
      t,
      admin,
      'GET',
      `${ADMISSION_API.application(rejected)}?groupId=${s.institute.id}`,
    );
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ status: 'REJECTED', documents: [] });
    const kept = await staffCall(
      t,
      admin,
      'GET',
      `${ADMISSION_API.application(pending)}?groupId=${s.institute.id}`,
    );
    expect(kept.json().documents).toHaveLength(2);
  });
});

describe('orphan files', () => {
  it('deletes rows nothing uses and bytes no row names, once a day old', async () => {
    const storage = t.app.deps.files;
    const now = t.clock.now();
    const member = await createProfile(t);
    expect((await uploadPhoto(t, member, tinyPng())).statusCode).toBe(200);
    const institute = await createInstitute(t);
    const admin = await createMember(t, institute, 'INSTITUTE_ADMIN', { institute });
    expect((await uploadLogo(t, admin, institute.id, tinyPng())).statusCode).toBe(200);
    const s = await admissionSchool(t);
    const withdrawn = await pendingApplication(t, s);
    await pendingApplication(t, s);

    // A photo no profile shows (its transaction stored it and then... nothing points at it).
    const file = { fieldname: 'photo', filename: 'lost.png', bytes: tinyPng() };
    await storeFile(t.app.deps.database.db, storage, now, {
      file,
      kind: 'png',
      purpose: 'profile-photo',
      instituteId: null,
      ownerAccountId: member.accountId,
    });
    // An application removed with its document links: its files are nobody's.
    await t.app.deps.database.db
      .delete(admissionApplications)
      .where(eq(admissionApplications.id, withdrawn));
    // Bytes written by an upload whose process died before the commit, and a fresh one.
    await storage.put('profile-photo/00000000-0000-4000-8000-000000000001', tinyPng());
    await storage.put('profile-photo/00000000-0000-4000-8000-000000000002', tinyPng());
    const stray = path.join(
      dataDir,
      'files',
      'profile-photo',
      '00000000-0000-4000-8000-000000000001',
    );
    const fresh = path.join(
      dataDir,
      'files',
      'profile-photo',
      '00000000-0000-4000-8000-000000000002',
    );

    // Nothing is younger than a day yet, in the clock's eyes: nothing goes.
    await utimes(stray, now, now);
    await utimes(fresh, now, now);
    expect(await sweepOrphanFiles(deps())).toEqual({ rows: 0, bytes: 0 });

    t.clock.advance(DAY + 1000);
    const later = t.clock.now();
    await utimes(fresh, later, later);
    expect(await sweepOrphanFiles(deps())).toEqual({ rows: 3, bytes: 1 });
    expect(await storedRows(t, 'profile-photo')).toBe(1);
    expect(await storedRows(t, 'institute-logo')).toBe(1);
    expect(await storedRows(t, 'admission-document')).toBe(2);
    expect((await filesOnDisk(dataDir, 'profile-photo')).sort()).toEqual(
      [
        '00000000-0000-4000-8000-000000000002',
        ...(
          await t.app.deps.database.db
            .select({ id: storedFiles.id })
            .from(storedFiles)
            .where(eq(storedFiles.purpose, 'profile-photo'))
        ).map((r) => r.id),
      ].sort(),
    );
    expect(await filesOnDisk(dataDir, 'admission-document')).toHaveLength(2);
    // The photo in use still loads.
    const photo = await t.app.inject({
      method: 'GET',
      url: `/rest/profiles/${member.profileId}/photo`,
      headers: { cookie: await signIn(t, member.accountId, member.profileId) },
    });
    expect(photo.statusCode).toBe(200);
  });

  it('sweeps exam images no answer or question names, and keeps those they name (review 2, M4)', async () => {
    const e = await examClass(t);
    const exam = await publishedExam(t, e, {
      startAt: t.clock.now(),
      endAt: new Date(t.clock.now().getTime() + HOUR),
    });
    const rohan = e.students[0];
    await begin(t, e, rohan, exam.taskId);
    const saved = await saveAnswer(
      t,
      e,
      rohan,
      { taskId: exam.taskId, questionId: exam.essay, answer: 'See the drawing', version: 1 },
      { bytes: tinyPng() },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const question = await sendQuestion(t, e.teacher, subjectiveForm(e.klass.id), PNG_FILE);
    expect(question.statusCode, question.body).toBe(200);
    // What a crash, or two saves at once, could leave: images nothing names.
    const file = { fieldname: 'file', filename: 'lost.png', bytes: tinyPng() };
    for (const purpose of ['exam-answer-image', 'exam-question-image']) {
      await storeFile(t.app.deps.database.db, t.app.deps.files, t.clock.now(), {
        file,
        kind: 'png',
        purpose,
        instituteId: e.institute.id,
        ownerAccountId: rohan.accountId,
      });
    }
    t.clock.advance(DAY + 1000);
    expect((await sweepOrphanFiles(deps())).rows).toBe(2);
    expect(await storedRows(t, 'exam-answer-image')).toBe(1);
    expect(await storedRows(t, 'exam-question-image')).toBe(1);
    const image = await t.app.inject({
      method: 'GET',
      url: saved.json().data.file,
      headers: { cookie: await signIn(t, rohan.accountId, rohan.profileId) },
    });
    expect(image.statusCode).toBe(200);
  });

  it('sweepFiles runs both sweeps, as the daily timer does', async () => {
    expect(await sweepFiles(deps())).toEqual({
      rejectedDocuments: 0,
      orphanRows: 0,
      orphanBytes: 0,
    });
  });
});
