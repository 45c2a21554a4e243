import type { QuestionType } from '@shala/shared';
import type { TestContext } from './app.js';
import { type ExamClass, examCall, examClass, HOUR } from './exam-helpers.js';
import {
  type Group,
  insertAnswer,
  insertAttempt,
  insertConfig,
  insertEntry,
  insertQuestion,
  insertTask,
} from './exam-rows.js';
import { createMember } from './factories.js';

// Exams ready to mark, written straight into the exam tables: a published exam of Class 5 A that
// closed an hour ago, with an MCQ (2 marks), an essay (5) and a short answer (3), and both
// students' submitted attempts. Another institute has its own exam, attempt and answer, for the
// cross-tenant checks.

/** An exam of the group with its config: published, closed an hour ago, unless told. */
export async function insertExam(
  t: TestContext,
  group: Group,
  opts: Parameters<typeof insertTask>[2] & { showAnswersAfterResult?: boolean } = {},
) {
  const { showAnswersAfterResult, ...over } = opts;
  const now = t.clock.now();
  const task = await insertTask(t, group, {
    startAt: new Date(now.getTime() - 3 * HOUR),
    endAt: new Date(now.getTime() - HOUR),
    ...over,
  });
  await insertConfig(t, task, { showAnswersAfterResult });
  return task;
}

/** A bank question (an MCQ has options A and B) placed in the exam at `position`. */
export async function insertQuestionEntry(
  t: TestContext,
  task: { id: string; groupId: string; instituteId: string },
  q: { type: QuestionType; question: string; marks: number; key?: string; position: number },
) {
  const group = { id: task.groupId, instituteId: task.instituteId };
  const question = await insertQuestion(t, group, {
    type: q.type,
    text: q.question,
    marks: q.marks,
    key: q.key ?? null,
    options: ['A', 'B'],
  });
  return insertEntry(t, task, question.id, { maximumMarks: q.marks, position: q.position });
}

export type MarkingExam = Awaited<ReturnType<typeof markingExam>>;

/**
 * Class 5 A's exam to mark. Rohan (students[0]) answered the MCQ right (graded 2), wrote the
 * essay and left the short answer blank; Meera (students[1]) answered the MCQ wrong (graded 0)
 * and wrote both. Rohan's order is short, MCQ, essay; Meera's is the exam's.
 */
export async function markingExam(t: TestContext, c?: ExamClass) {
  const school = c ?? (await examClass(t));
  const group = { id: school.klass.id, instituteId: school.institute.id };
  const task = await insertExam(t, group);
  const mcq = await insertQuestionEntry(t, task, {
    type: 'MCQ_SINGLE',
    question: 'Which is a prime number?',
    marks: 2,
    key: 'A',
    position: 0,
  });
  const essay = await insertQuestionEntry(t, task, {
    type: 'SUBJECTIVE',
    question: 'Describe the water cycle.',
    marks: 5,
    key: 'Evaporation, condensation, precipitation.',
    position: 1,
  });
  const short = await insertQuestionEntry(t, task, {
    type: 'SUBJECTIVE',
    question: 'Name a gas plants take in.',
    marks: 3,
    key: 'Carbon dioxide',
    position: 2,
  });
  const [rohan, meera] = school.students;
  const rohanAttempt = await insertAttempt(t, task, rohan.profileId, {
    questionOrder: [short.id, mcq.id, essay.id],
  });
  const meeraAttempt = await insertAttempt(t, task, meera.profileId, {
    questionOrder: [mcq.id, essay.id, short.id],
  });
  const answers = {
    rohanMcq: await insertAnswer(t, rohanAttempt, mcq.id, 'A', { marks: 2 }),
    rohanEssay: await insertAnswer(t, rohanAttempt, essay.id, 'Water evaporates and rains.'),
    rohanShort: await insertAnswer(t, rohanAttempt, short.id, '  '),
    meeraMcq: await insertAnswer(t, meeraAttempt, mcq.id, 'B', { marks: 0 }),
    meeraEssay: await insertAnswer(t, meeraAttempt, essay.id, 'Clouds form from vapour.'),
    meeraShort: await insertAnswer(t, meeraAttempt, short.id, 'Oxygen'),
  };
  return {
    ...school,
    group,
    task,
    entries: { mcq, essay, short },
    attempts: { rohan: rohanAttempt, meera: meeraAttempt },
    answers,
  };
}

/** The other institute's exam with a submitted attempt and an answer, for cross-tenant ids. */
export async function foreignExam(t: TestContext, c: ExamClass) {
  const group = { id: c.other.klass.id, instituteId: c.other.institute.id };
  const student = await createMember(t, c.other.klass, 'STUDENT', {
    institute: c.other.institute,
  });
  const task = await insertExam(t, group, { title: 'Foreign Test' });
  const entry = await insertQuestionEntry(t, task, {
    type: 'SUBJECTIVE',
    question: 'Foreign question',
    marks: 4,
    position: 0,
  });
  const attempt = await insertAttempt(t, task, student.profileId);
  const answer = await insertAnswer(t, attempt, entry.id, 'Foreign answer');
  return { group, student, task, entry, attempt, answer };
}

/** Marks every answer still to mark of Meera's attempt, then of Rohan's (as the teacher). */
export async function markAll(
  t: TestContext,
  e: MarkingExam,
  marks = { rohanEssay: 4, meeraEssay: 3, meeraShort: 0 },
) {
  for (const [key, value] of Object.entries(marks)) {
    const answer = e.answers[key as keyof typeof e.answers];
    const res = await examCall(t, e.teacher, 'PUT', 'examination/answer/marking', {
      answerId: answer.id,
      groupId: e.klass.id,
      marks: value,
    });
    if (res.statusCode !== 200) throw new Error(`marking ${key}: ${res.statusCode} ${res.body}`);
  }
}

export async function evaluate(t: TestContext, e: MarkingExam, who: 'rohan' | 'meera') {
  const attempt = e.attempts[who];
  return examCall(t, e.teacher, 'POST', 'examination/evaluation', {
    taskSubmissionId: attempt.id,
    groupId: e.klass.id,
    userProfileId: attempt.profileId,
  });
}
