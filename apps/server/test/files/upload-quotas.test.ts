import { and, eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { examAnswers, storedFiles } from '../../src/db/schema/index.js';
import { sweepFiles } from '../../src/jobs/file-sweeps.js';
import { deleteChatMessage } from '../../src/modules/chat/read-service.js';
import { sendChatMessage } from '../../src/modules/chat/send-service.js';
import { headers, type TestContext, useTestApp } from '../support/app.js';
import { begin, publishedExam, saveAnswer } from '../support/exam-flow.js';
import { examClass, HOUR } from '../support/exam-helpers.js';
import { PNG_FILE, sendQuestion, subjectiveForm } from '../support/exam-questions.js';
import { createProfile, signIn, type TestProfile } from '../support/factories.js';
import { multipart, tinyPng } from '../support/setup-helpers.js';
import { filesOnDisk, jpegOfSize, ownDataDir, storedRows } from '../support/upload-helpers.js';

// Security review 2, M4: chat images and exam answer images had no per-account limit, superseded
// answer images were kept, and an account outside any institute had no quota at all. So one
// student could fill the school's STORAGE_QUOTA_MB and the teachers' uploads were refused (413).
// Replayed here as the review sent it: 61 chat uploads, images until the quota, a self-registered
// account's uploads, 12 answer saves with an image, and an image uploaded and never sent.

const MB = 1_048_576;
const DAY = 24 * HOUR;
const dataDir = ownDataDir('m4-upload-quotas');

function uploadChatImage(t: TestContext, p: TestProfile, bytes: Buffer, name = 'photo.png') {
  const form = multipart([{ field: 'file', name, bytes }]);
  return t.app.inject({
    method: 'POST',
    url: '/rest/chat/media',
    headers: { ...headers(p.cookie), 'content-type': form.contentType },
    payload: form.payload,
  });
}

async function bytesOf(t: TestContext, accountId: string): Promise<number> {
  const [row] = await t.app.deps.database.db
    .select({ bytes: sum(storedFiles.sizeBytes) })
    .from(storedFiles)
    .where(eq(storedFiles.ownerAccountId, accountId));
  return Number(row?.bytes ?? 0);
}

describe('M4: chat images are capped per account per day', () => {
  const t = useTestApp({ DATA_DIR: dataDir });

  it('the 61st chat image of a day is refused with 429; the next day it is taken', {
    timeout: 240_000,
  }, async () => {
    const e = await examClass(t);
    const rohan = e.students[0];
    for (let i = 0; i < 60; i += 1) {
      const res = await uploadChatImage(t, rohan, tinyPng());
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await uploadChatImage(t, rohan, tinyPng());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(
      /^Too many attempts\. Please try again in \d+ minutes?\.$/,
    );
    // Another account has its own budget; the refused upload stored nothing.
    expect((await uploadChatImage(t, e.students[1], tinyPng())).statusCode).toBe(200);
    expect(await storedRows(t, 'chat-media')).toBe(61);
    t.clock.advance(DAY);
    const again = { ...rohan, cookie: await signIn(t, rohan.accountId, rohan.profileId) };
    expect((await uploadChatImage(t, again, tinyPng())).statusCode).toBe(200);
  });

  it('answer saves with an image are capped per day; saves without one are not', {
    timeout: 240_000,
  }, async () => {
    const e = await examClass(t);
    const exam = await publishedExam(t, e, {
      startAt: t.clock.now(),
      endAt: new Date(t.clock.now().getTime() + 12 * HOUR),
    });
    const rohan = e.students[0];
    await begin(t, e, rohan, exam.taskId);
    let version = 0;
    const save = (withImage: boolean) => {
      version += 1;
      return saveAnswer(
        t,
        e,
        rohan,
        { taskId: exam.taskId, questionId: exam.essay, answer: `draft ${version}`, version },
        withImage ? { bytes: tinyPng() } : undefined,
      );
    };
    for (let i = 0; i < 100; i += 1) expect((await save(true)).statusCode).toBe(200);
    const refused = await save(true);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await save(false)).statusCode).toBe(200);
  });
});

describe('M4: one account never uses up the school quota (STORAGE_QUOTA_MB=40)', () => {
  const t = useTestApp({ DATA_DIR: dataDir, STORAGE_QUOTA_MB: '40' });

  it("a student's images stop at the account's share; a teacher still uploads a question image", async () => {
    const e = await examClass(t);
    const rohan = e.students[0];
    const big = jpegOfSize(1_900_000);
    const statuses: number[] = [];
    let refused: { statusCode: number; json(): { message: string } } | undefined;
    for (let i = 0; i < 25 && !refused; i += 1) {
      const res = await uploadChatImage(t, rohan, big, `scan-${i}.jpg`);
      statuses.push(res.statusCode);
      if (res.statusCode !== 200) refused = res;
    }
    // 5 % of 40 MB is 2 MB: one image of 1.9 MB, then refused, long before the school is full.
    expect(statuses).toEqual([200, 413]);
    expect(refused?.json().message).toBe(
      'You have used your upload storage of 2 MB at this institute. Please delete chat images you no longer need.',
    );
    expect(await bytesOf(t, rohan.accountId)).toBeLessThanOrEqual(2 * MB);

    const question = await sendQuestion(t, e.teacher, subjectiveForm(e.klass.id), PNG_FILE);
    expect(question.statusCode, question.body).toBe(200);
  });
});

describe('M4: an account outside any institute has its own small quota', () => {
  const t = useTestApp({ DATA_DIR: dataDir });

  it('a self-registered account stops at 20 MB of chat images', async () => {
    const loner = await createProfile(t);
    const big = jpegOfSize(2_000_000);
    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      statuses.push((await uploadChatImage(t, loner, big, `big-${i}.jpg`)).statusCode);
    }
    // 10 × 2,000,000 bytes fit in 20 MB; the 11th would not.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual(Array(5).fill(413));
    expect(await bytesOf(t, loner.accountId)).toBeLessThanOrEqual(20 * MB);
  });
});

describe('M4: superseded answer images and unsent chat images are deleted', () => {
  const t = useTestApp({ DATA_DIR: dataDir });

  it('12 answer saves with an image leave one file, the one the answer names', async () => {
    const e = await examClass(t);
    const exam = await publishedExam(t, e, {
      startAt: t.clock.now(),
      endAt: new Date(t.clock.now().getTime() + HOUR),
    });
    const rohan = e.students[0];
    await begin(t, e, rohan, exam.taskId);
    let last: string | undefined;
    for (let version = 1; version <= 12; version += 1) {
      const res = await saveAnswer(
        t,
        e,
        rohan,
        { taskId: exam.taskId, questionId: exam.essay, answer: `take ${version}`, version },
        { bytes: tinyPng() },
      );
      expect(res.statusCode, res.body).toBe(200);
      last = res.json().data.file;
    }
    const kept = await filesOnDisk(dataDir, 'exam-answer-image');
    expect(kept).toHaveLength(1);
    expect(await storedRows(t, 'exam-answer-image')).toBe(1);
    const [answer] = await t.app.deps.database.db
      .select({ fileId: examAnswers.fileId })
      .from(examAnswers)
      .where(eq(examAnswers.examQuestionId, exam.essay));
    expect(kept).toEqual([answer?.fileId]);
    const image = await t.app.inject({
      method: 'GET',
      url: last as string,
      headers: headers(rohan.cookie),
    });
    expect(image.statusCode).toBe(200);
  });

  it('an unsent chat image and the image of a deleted message are swept after a day; a sent one stays', async () => {
    const e = await examClass(t);
    const [rohan, meera] = e.students;
    const me = { accountId: rohan.accountId, profileId: rohan.profileId };
    const url = async () => (await uploadChatImage(t, rohan, tinyPng())).json().mediaUrl as string;
    const unsent = await url();
    const sent = await url();
    const deleted = await url();
    await sendChatMessage(t.app.ctx, me, {
      ownerType: 'USER',
      recipientId: meera.profileId,
      content: '',
      mediaUrl: sent,
    });
    const gone = await sendChatMessage(t.app.ctx, me, {
      ownerType: 'USER',
      recipientId: meera.profileId,
      content: '',
      mediaUrl: deleted,
    });
    await deleteChatMessage(t.app.ctx, me, gone.id);
    const idOf = (mediaUrl: string) => mediaUrl.split('/').pop() as string;
    const deps = { db: t.app.deps.database.db, storage: t.app.deps.files, clock: t.clock };

    // Within the day nothing goes: the upload may be about to be sent.
    await sweepFiles(deps);
    expect(await storedRows(t, 'chat-media')).toBe(3);

    t.clock.advance(DAY + HOUR);
    await sweepFiles(deps);
    const left = await t.app.deps.database.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(and(eq(storedFiles.purpose, 'chat-media')));
    expect(left.map((r) => r.id)).toEqual([idOf(sent)]);
    expect(await filesOnDisk(dataDir, 'chat-media')).toEqual([idOf(sent)]);
    expect(idOf(unsent)).not.toBe(idOf(sent));
  });
});
