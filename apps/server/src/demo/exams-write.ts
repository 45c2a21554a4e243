import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import {
  academicTasks,
  examAnswers,
  examAttempts,
  examConfigs,
  examGradeChanges,
  examQuestionEntries,
} from '../db/schema/index.js';
import { type AuditCaller, recordAudits } from '../modules/audit/index.js';
import {
  attemptEnd,
  attemptOrder,
  gradeAttempts,
  insertAttempts,
  refreshTotal,
  refreshTotals,
  takersOfClass,
} from '../modules/exams/index.js';
import type { DemoQuestion } from './exams-bank.js';
import { DEMO_AGREEMENT, type DemoExam, type ExamTimes, instructionsOf } from './exams-plan.js';
import {
  DEMO_GRADE_CHANGE,
  DEMO_SCRIPTS,
  type NamedSitter,
  type SatAnswer,
  sitExam,
} from './exams-sittings.js';

/**
 * Writes one demo exam as a teacher's calls would leave it: the task with its config and exam
 * questions, published (every taker of the class gets an attempt in the exam module's order),
 * and for a finished exam the class's sitting, MCQs graded by the exam module, written answers
 * marked, every attempt evaluated, the results published and one grade change.
 */

/** A bank question as written, with its row's id and its options' ids in order. */
export type BankEntry = { id: string; question: DemoQuestion; optionIds: string[] };

export type ExamSetting = {
  instituteId: string;
  classId: string;
  sessionId: string | null;
  teacher: AuditCaller & { profileId: string };
  named: Map<NamedSitter, string>;
  bank: Map<string, BankEntry>;
  /** Seeds the generated students' answers (one per exam). */
  seed: number;
};

const at = (when: Date) => ({ clock: { now: () => when } });

export async function writeExam(
  tx: Tx,
  s: ExamSetting,
  exam: DemoExam,
  times: ExamTimes,
): Promise<void> {
  const questions = exam.questions.map((key) => {
    const entry = s.bank.get(key);
    if (!entry) throw new Error(`demo exam ${exam.title}: no bank question ${key}`);
    return entry;
  });
  const taskId = randomUUID();
  const where = { instituteId: s.instituteId, groupId: s.classId };
  await tx.insert(academicTasks).values({
    id: taskId,
    ...where,
    sessionId: s.sessionId,
    title: exam.title,
    instructions: instructionsOf(
      exam,
      questions.map((q) => q.question),
    ),
    agreement: DEMO_AGREEMENT,
    startAt: times.startAt,
    endAt: times.endAt,
    status: 'PUBLISHED',
    publishedAt: times.publishedAt,
    createdByProfileId: s.teacher.profileId,
    createdAt: times.createdAt,
    updatedAt: times.publishedAt,
  });
  await tx.insert(examConfigs).values({
    ...where,
    academicTaskId: taskId,
    examinationType: exam.examinationType,
    examCategory: exam.examCategory,
    jsonConfig: exam.config,
    createdAt: times.createdAt,
    updatedAt: times.createdAt,
  });
  const entries = questions.map((q, position) => ({
    id: randomUUID(),
    ...where,
    academicTaskId: taskId,
    questionId: q.id,
    maximumMarks: q.question.marks,
    position,
    bank: q,
  }));
  await tx.insert(examQuestionEntries).values(entries.map(({ bank: _bank, ...entry }) => entry));

  // Publishing: every taker of the class, each with its order fixed by the exam module's rule.
  const takers = await takersOfClass(tx, s.classId);
  const order = entries.map((e) => ({ id: e.id, optionIds: e.bank.optionIds }));
  const orders = new Map(takers.map((p) => [p, attemptOrder(order, exam.config)]));
  await recordAudits(tx, at(times.publishedAt), s.teacher, [
    {
      instituteId: s.instituteId,
      action: 'exam.published',
      targetType: 'academicTask',
      targetId: taskId,
      detail: { groupId: s.classId, name: exam.title, attempts: takers.length },
    },
  ]);
  const task = { id: taskId, title: exam.title, entries, orders };
  if (times.marking) {
    await sitAndMark(tx, s, exam, { ...times, marking: times.marking }, task);
    return;
  }
  await insertAttempts(
    tx,
    [...orders].map(([profileId, fixed]) => ({
      ...where,
      academicTaskId: taskId,
      profileId,
      ...fixed,
      createdAt: times.publishedAt,
    })),
  );
}

type Entry = { id: string; maximumMarks: number; bank: BankEntry };
type WrittenTask = {
  id: string;
  title: string;
  entries: Entry[];
  orders: Map<string, ReturnType<typeof attemptOrder>>;
};
type Marking = NonNullable<ExamTimes['marking']>;

/**
 * The class sat the exam: attempts submitted (one by the server at its end), MCQs graded by
 * the exam module, written answers marked by the teacher, every attempt evaluated with its
 * total counted by the exam module, the results published, then one grade change.
 */
async function sitAndMark(
  tx: Tx,
  s: ExamSetting,
  exam: DemoExam,
  times: ExamTimes & { marking: Marking },
  task: WrittenTask,
): Promise<void> {
  const m = times.marking;
  const where = { instituteId: s.instituteId, groupId: s.classId, academicTaskId: task.id };
  const script = DEMO_SCRIPTS[exam.title];
  const scripted = script && s.named.get(script.who);
  const sat = sitExam(
    s.seed,
    { startAt: times.startAt, endAt: times.endAt, config: exam.config },
    task.entries.map((e) => ({ id: e.id, question: e.bank.question, optionIds: e.bank.optionIds })),
    [...task.orders].map(([profileId, order]) => ({
      profileId,
      order,
      script: script && profileId === scripted ? script.choices : null,
    })),
    (startedAt) => attemptEnd(startedAt, { endAt: times.endAt }, exam.config, 0),
  );
  await insertAttempts(
    tx,
    sat.attempts.map((a) => ({
      ...where,
      ...a,
      status: 'SUBMITTED' as const,
      createdAt: times.publishedAt,
    })),
  );

  const change = gradeChangeIn(s, exam, task, sat.answers);
  const answers = sat.answers.map((a) => {
    const first = a === change?.answer ? DEMO_GRADE_CHANGE : null;
    return {
      id: randomUUID(),
      ...where,
      attemptId: a.attemptId,
      examQuestionId: a.examQuestionId,
      profileId: a.profileId,
      answer: a.answer,
      version: 1,
      savedAt: a.savedAt,
      marks: first ? first.marksBefore : a.marks,
      remarks: first ? first.remarksBefore : a.remarks,
      markedByProfileId: a.marks === null ? null : s.teacher.profileId,
      markedAt: a.marks === null ? null : m.markedAt,
      source: a,
    };
  });
  if (answers.length > 0) {
    await tx.insert(examAnswers).values(answers.map(({ source: _source, ...row }) => row));
  }
  const attemptIds = sat.attempts.map((a) => a.id);
  await gradeAttempts(tx, s.instituteId, attemptIds);
  await tx
    .update(examAttempts)
    .set({
      status: 'EVALUATED',
      evaluatedAt: m.evaluatedAt,
      evaluatedByProfileId: s.teacher.profileId,
    })
    .where(
      and(eq(examAttempts.instituteId, s.instituteId), eq(examAttempts.academicTaskId, task.id)),
    );
  // Evaluated first: their totals and marks by subject are then kept as an evaluation keeps them.
  const totals = await refreshTotals(tx, s.instituteId, attemptIds);
  await tx
    .update(academicTasks)
    .set({ status: 'RESULTS_PUBLISHED', resultsPublishedAt: m.resultsAt, updatedAt: m.resultsAt })
    .where(and(eq(academicTasks.instituteId, s.instituteId), eq(academicTasks.id, task.id)));

  const maximumMarks = task.entries.reduce((sum, e) => sum + e.maximumMarks, 0);
  await recordAudits(
    tx,
    at(m.evaluatedAt),
    s.teacher,
    sat.attempts.map((a) => ({
      instituteId: s.instituteId,
      action: 'exam.evaluated' as const,
      targetType: 'profile',
      targetId: a.profileId,
      detail: {
        groupId: s.classId,
        academicTaskId: task.id,
        title: task.title,
        total: totals.get(a.id) ?? 0,
        maximumMarks,
      },
    })),
  );
  await recordAudits(tx, at(m.resultsAt), s.teacher, [
    {
      instituteId: s.instituteId,
      action: 'exam.resultsPublished',
      targetType: 'academicTask',
      targetId: task.id,
      detail: { groupId: s.classId, name: task.title, evaluated: sat.attempts.length },
    },
  ]);

  const changed = change && answers.find((a) => a.source === change.answer);
  if (change && changed) {
    await tx
      .update(examAnswers)
      .set({
        marks: change.answer.marks,
        remarks: change.answer.remarks,
        markedByProfileId: s.teacher.profileId,
        markedAt: m.changedAt,
      })
      .where(
        and(
          eq(examAnswers.instituteId, s.instituteId),
          eq(examAnswers.id, changed.id),
          eq(examAnswers.attemptId, changed.attemptId),
        ),
      );
    await tx.insert(examGradeChanges).values({
      instituteId: s.instituteId,
      attemptId: changed.attemptId,
      answerId: changed.id,
      changedByProfileId: s.teacher.profileId,
      changedAt: m.changedAt,
      oldMarks: DEMO_GRADE_CHANGE.marksBefore,
      newMarks: change.answer.marks,
      reason: DEMO_GRADE_CHANGE.reason,
    });
    await refreshTotal(tx, s.instituteId, changed.attemptId);
  }
}

/** The answer the grade change is about, when this exam has it. */
function gradeChangeIn(s: ExamSetting, exam: DemoExam, task: WrittenTask, answers: SatAnswer[]) {
  if (exam.title !== DEMO_GRADE_CHANGE.exam) return null;
  const profileId = s.named.get(DEMO_GRADE_CHANGE.who);
  const entry = task.entries.find((e) => e.bank.question.key === DEMO_GRADE_CHANGE.question);
  const answer = answers.find((a) => a.profileId === profileId && a.examQuestionId === entry?.id);
  return answer && answer.marks !== null ? { answer } : null;
}
