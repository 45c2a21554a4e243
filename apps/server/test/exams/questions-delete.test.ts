import { EXAM_MESSAGES, EXAM_SUCCESS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { storedFiles } from '../../src/db/schema/index.js';
import { useTestApp } from '../support/app.js';
import { examCall, examClass, foreignCall } from '../support/exam-helpers.js';
import { createdQuestion, mcqForm, PNG_FILE, subjectiveForm } from '../support/exam-questions.js';
import { entriesOf, examHolding, questionRow } from '../support/exam-rows.js';
import { createMember, createRole } from '../support/factories.js';
import { guardTenantWrites } from '../support/tenant-writes.js';

const t = useTestApp();
guardTenantWrites(t);
const db = () => t.app.deps.database.db;

describe('DELETE rest/examination/question/delete', () => {
  it("deletes the question with its options and image, answering the spec's text", async () => {
    const s = await examClass(t);
    const q = await createdQuestion(t, s.teacher, mcqForm(s.klass.id), PNG_FILE);
    const res = await examCall(t, s.teacher, 'DELETE', 'examination/question/delete', {
      groupId: s.klass.id,
      id: q.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Question updated successfully' });
    expect(await questionRow(t, q.id)).toBeUndefined();
    expect(await db().select().from(storedFiles)).toEqual([]);
    const again = await examCall(t, s.teacher, 'DELETE', 'examination/question/delete', {
      groupId: s.klass.id,
      id: q.id,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(EXAM_MESSAGES.questionNotFound);
  });

  it('takes the question out of draft exams with it', async () => {
    const s = await examClass(t);
    const q = await createdQuestion(t, s.teacher, subjectiveForm(s.klass.id));
    const other = await createdQuestion(t, s.teacher, subjectiveForm(s.klass.id));
    const { task } = await examHolding(t, s.klass, [q.id, other.id], 'DRAFT');
    await examCall(t, s.teacher, 'DELETE', 'examination/question/delete', {
      groupId: s.klass.id,
      id: q.id,
    });
    expect(await entriesOf(t, q.id)).toEqual([]);
    const left = await entriesOf(t, other.id);
    expect(left.map((e) => e.academicTaskId)).toEqual([task.id]);
  });

  it.each(['PUBLISHED', 'RESULTS_PUBLISHED'] as const)(
    'refuses a question in a %s exam, which may be disabled instead',
    async (status) => {
      const s = await examClass(t);
      const q = await createdQuestion(t, s.teacher, mcqForm(s.klass.id));
      await examHolding(t, s.klass, [q.id], 'DRAFT');
      await examHolding(t, s.klass, [q.id], status);
      const res = await examCall(t, s.teacher, 'DELETE', 'examination/question/delete', {
        groupId: s.klass.id,
        id: q.id,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(EXAM_MESSAGES.questionInExam);
      // Nothing changed: the draft keeps its entry too.
      expect(await entriesOf(t, q.id)).toHaveLength(2);
      const listed = await examCall(t, s.teacher, 'GET', 'examination/question/id', {
        groupId: s.klass.id,
        id: q.id,
      });
      expect(listed.json().inPublishedExam).toBe(true);
      const disabled = await examCall(t, s.teacher, 'DELETE', 'examination/question/disable', {
        groupId: s.klass.id,
        id: q.id,
      });
      expect(disabled.statusCode).toBe(200);
    },
  );

  it('refuses bad ids, a student, a role without deleteQuestion and another institute', async () => {
    const s = await examClass(t);
    const q = await createdQuestion(t, s.teacher, subjectiveForm(s.klass.id));
    const bad = await examCall(t, s.teacher, 'DELETE', 'examination/question/delete', {
      groupId: s.klass.id,
      id: '12',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(EXAM_MESSAGES.id);
    const editor = await createMember(
      t,
      s.klass,
      await createRole(t, s.institute, ['getQuestion', 'updateQuestion']),
    );
    for (const who of [s.students[0], editor]) {
      for (const path of ['examination/question/delete', 'examination/question/disable']) {
        const res = await examCall(t, who, 'DELETE', path, { groupId: s.klass.id, id: q.id });
        expect(res.statusCode).toBe(403);
      }
    }
    const foreignGroup = await foreignCall(t, s, 'DELETE', 'examination/question/delete', {
      groupId: s.klass.id,
      id: q.id,
    });
    expect(foreignGroup.statusCode).toBe(404);
    const foreignId = await foreignCall(t, s, 'DELETE', 'examination/question/delete', {
      groupId: s.other.klass.id,
      id: q.id,
    });
    expect(foreignId.statusCode).toBe(404);
    expect(await questionRow(t, q.id)).toBeDefined();
  });
});

describe('DELETE rest/examination/question/disable', () => {
  it('disables the question (again without harm) and answers it', async () => {
    const s = await examClass(t);
    const q = await createdQuestion(t, s.teacher, subjectiveForm(s.klass.id));
    for (let i = 0; i < 2; i += 1) {
      const res = await examCall(t, s.teacher, 'DELETE', 'examination/question/disable', {
        groupId: s.klass.id,
        id: q.id,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(EXAM_SUCCESS.questionDisabled);
      expect(res.json().data).toMatchObject({ id: q.id, disabled: true });
    }
    expect((await questionRow(t, q.id))?.disabled).toBe(true);
    const foreign = await foreignCall(t, s, 'DELETE', 'examination/question/disable', {
      groupId: s.other.klass.id,
      id: q.id,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
