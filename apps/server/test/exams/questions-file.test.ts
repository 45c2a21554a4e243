import { EXAM_MESSAGES, QUESTION_BANK_MESSAGES } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { examCall, examClass, foreignCall, withoutExamActions } from '../support/exam-helpers.js';
import {
  createdQuestion,
  mcqForm,
  PNG,
  PNG_FILE,
  subjectiveForm,
} from '../support/exam-questions.js';
import { examHolding, insertAttempt } from '../support/exam-rows.js';
import { as, type TestProfile } from '../support/factories.js';
import { guardTenantWrites } from '../support/tenant-writes.js';

const t = useTestApp();
guardTenantWrites(t);

const image = (who: TestProfile, groupId: string, id: string) =>
  examCall(t, who, 'GET', 'examination/question/file', { groupId, id });

describe('GET rest/examination/question/file', () => {
  it("streams the image to the bank's readers, at the address the question names", async () => {
    const s = await examClass(t);
    const q = await createdQuestion(t, s.teacher, mcqForm(s.klass.id), PNG_FILE);
    const res = await t.app.inject({
      method: 'GET',
      url: q.file as string,
      headers: as(s.teacher),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers 404 for a question without an image', async () => {
    const s = await examClass(t);
    const q = await createdQuestion(t, s.teacher, subjectiveForm(s.klass.id));
    const res = await image(s.teacher, s.klass.id, q.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(QUESTION_BANK_MESSAGES.noImage);
  });

  it('shows a student the image only while a started or finished attempt of a published exam holds it', async () => {
    const s = await examClass(t);
    const [rohan, meera] = s.students;
    const q = await createdQuestion(t, s.teacher, mcqForm(s.klass.id), PNG_FILE);
    const unused = await createdQuestion(t, s.teacher, mcqForm(s.klass.id), {
      name: 'b.png',
      bytes: PNG,
    });
    // Before any exam, and in a draft exam: not found.
    expect((await image(rohan, s.klass.id, q.id)).statusCode).toBe(404);
    const draft = await examHolding(t, s.klass, [q.id], 'DRAFT');
    await insertAttempt(t, draft.task, rohan.profileId, { status: 'STARTED' });
    expect((await image(rohan, s.klass.id, q.id)).statusCode).toBe(404);

    const published = await examHolding(t, s.klass, [q.id], 'PUBLISHED');
    await insertAttempt(t, published.task, meera.profileId, { status: 'AGREED' });
    await insertAttempt(t, published.task, rohan.profileId, { status: 'STARTED' });
    const started = await image(rohan, s.klass.id, q.id);
    expect(started.statusCode).toBe(200);
    expect(started.rawPayload.equals(PNG)).toBe(true);
    // Agreed but not started; another question of the bank: not found.
    const notStarted = await image(meera, s.klass.id, q.id);
    expect(notStarted.statusCode).toBe(404);
    expect(notStarted.json().message).toBe(EXAM_MESSAGES.questionNotFound);
    expect((await image(rohan, s.klass.id, unused.id)).statusCode).toBe(404);
  });

  it("answers 404 to the parent, to a role without getQuestion and to another institute's members", async () => {
    const s = await examClass(t);
    const q = await createdQuestion(t, s.teacher, mcqForm(s.klass.id), PNG_FILE);
    const member = await withoutExamActions(t, s);
    for (const who of [s.parent, member]) {
      expect((await image(who, s.klass.id, q.id)).statusCode).toBe(404);
    }
    const foreign = (groupId: string) =>
      foreignCall(t, s, 'GET', 'examination/question/file', { groupId, id: q.id });
    expect((await foreign(s.klass.id)).statusCode).toBe(404);
    const theirClass = await foreign(s.other.klass.id);
    expect(theirClass.statusCode).toBe(404);
    expect(theirClass.body).not.toContain('PNG');
  });

  it("serves the institute bank's image in a class it is read from", async () => {
    const s = await examClass(t);
    const shared = await createdQuestion(t, s.admin, subjectiveForm(s.institute.id), PNG_FILE);
    const read = await examCall(t, s.teacher, 'GET', 'examination/question/id', {
      groupId: s.klass.id,
      id: shared.id,
    });
    expect(read.json().file).toBe(
      `/rest/examination/question/file?groupId=${s.klass.id}&id=${shared.id}`,
    );
    expect((await image(s.teacher, s.klass.id, shared.id)).statusCode).toBe(200);
  });
});
