import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Queryable, Tx } from '../../../db/client.js';
import {
  academicTasks,
  examAnswers,
  examAttempts,
  examConfigs,
  examGradeChanges,
  examQuestionEntries,
  examQuestionOptions,
  examQuestions,
  groups,
  userProfiles,
} from '../../../db/schema/index.js';

// What marking, evaluation and results read: an exam (academic task) found within the group the
// guard checked, its exam questions, attempts, answers and grade changes. Every lookup by id goes
// through the task's class or institute, so another institute's ids are simply not found.

/** The group a call acts in: a class (its own exams) or an institute (all its classes'). */
export type ExamScope = { id: string; type: 'INSTITUTE' | 'CLASS'; instituteId: string };

const taskInScope = (scope: ExamScope) =>
  scope.type === 'CLASS'
    ? and(eq(academicTasks.groupId, scope.id), eq(academicTasks.instituteId, scope.instituteId))
    : eq(academicTasks.instituteId, scope.instituteId);

const fullName = (p: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string>`trim(${p.firstName} || ' ' || ${p.lastName})`;

const taskColumns = {
  id: academicTasks.id,
  instituteId: academicTasks.instituteId,
  groupId: academicTasks.groupId,
  groupName: groups.name,
  title: academicTasks.title,
  status: academicTasks.status,
  startAt: academicTasks.startAt,
  endAt: academicTasks.endAt,
  resultsPublishedAt: academicTasks.resultsPublishedAt,
  jsonConfig: examConfigs.jsonConfig,
};

function selectTask(db: Queryable, scope: ExamScope, taskId: string) {
  return db
    .select(taskColumns)
    .from(academicTasks)
    .innerJoin(groups, eq(groups.id, academicTasks.groupId))
    .leftJoin(examConfigs, eq(examConfigs.academicTaskId, academicTasks.id))
    .where(
      and(
        eq(academicTasks.id, taskId),
        taskInScope(scope),
        eq(academicTasks.taskType, 'EXAM'),
        eq(academicTasks.disabled, false),
      ),
    )
    .limit(1);
}

/** An exam of the scope's class (or institute), with its class's name and its settings. */
export async function findExamTask(db: Queryable, scope: ExamScope, taskId: string) {
  const [row] = await selectTask(db, scope, taskId);
  return row;
}
export type ExamTaskRow = NonNullable<Awaited<ReturnType<typeof findExamTask>>>;

/** The same, its row locked until the transaction ends (publishing results). */
export async function lockExamTask(tx: Tx, scope: ExamScope, taskId: string) {
  const [row] = await selectTask(tx, scope, taskId).for('update', { of: academicTasks });
  return row;
}

/** The exam's questions in the exam's order, each with its bank question (disabled ones left out). */
export async function entriesOfTask(db: Queryable, taskId: string) {
  return db
    .select({
      id: examQuestionEntries.id,
      position: examQuestionEntries.position,
      maximumMarks: examQuestionEntries.maximumMarks,
      questionId: examQuestions.id,
      questionType: examQuestions.questionType,
      question: examQuestions.question,
      correctAnswer: examQuestions.correctAnswer,
    })
    .from(examQuestionEntries)
    .innerJoin(examQuestions, eq(examQuestions.id, examQuestionEntries.questionId))
    .where(
      and(eq(examQuestionEntries.academicTaskId, taskId), eq(examQuestionEntries.disabled, false)),
    )
    .orderBy(asc(examQuestionEntries.position), asc(examQuestionEntries.id));
}
export type EntryRow = Awaited<ReturnType<typeof entriesOfTask>>[number];

/** The options of these bank questions, in their order. */
export async function optionsOfQuestions(db: Queryable, questionIds: string[]) {
  if (questionIds.length === 0) return [];
  return db
    .select({
      id: examQuestionOptions.id,
      questionId: examQuestionOptions.questionId,
      title: examQuestionOptions.title,
      text: examQuestionOptions.text,
    })
    .from(examQuestionOptions)
    .where(
      and(
        inArray(examQuestionOptions.questionId, questionIds),
        eq(examQuestionOptions.disabled, false),
      ),
    )
    .orderBy(asc(examQuestionOptions.position));
}
export type OptionRow = Awaited<ReturnType<typeof optionsOfQuestions>>[number];

/** The exam's attempts with the students' names, by name. */
export async function attemptsOfTask(db: Queryable, taskId: string) {
  return db
    .select({
      attempt: examAttempts,
      fullName: fullName(userProfiles),
      registrationNo: userProfiles.registrationNo,
    })
    .from(examAttempts)
    .innerJoin(userProfiles, eq(userProfiles.id, examAttempts.profileId))
    .where(eq(examAttempts.academicTaskId, taskId))
    .orderBy(asc(userProfiles.firstName), asc(userProfiles.lastName), asc(examAttempts.id));
}
export type AttemptWithName = Awaited<ReturnType<typeof attemptsOfTask>>[number];
export type AttemptRow = AttemptWithName['attempt'];

const markedBy = alias(userProfiles, 'marked_by');

/** The exam's answers (one attempt's when named), with who marked them. */
export async function answersOfTask(db: Queryable, taskId: string, attemptId?: string) {
  return db
    .select({ answer: examAnswers, markedByName: fullName(markedBy) })
    .from(examAnswers)
    .leftJoin(markedBy, eq(markedBy.id, examAnswers.markedByProfileId))
    .where(
      and(
        eq(examAnswers.academicTaskId, taskId),
        attemptId ? eq(examAnswers.attemptId, attemptId) : undefined,
      ),
    );
}
export type AnswerRow = Awaited<ReturnType<typeof answersOfTask>>[number]['answer'];

const changer = alias(userProfiles, 'changer');
const student = alias(userProfiles, 'student');

/**
 * The exam's grade changes, newest first (one student's when named), with who made them, whose
 * marks they were and to which question.
 */
export async function gradeChangesOfTask(db: Queryable, taskId: string, profileId?: string) {
  return db
    .select({
      change: examGradeChanges,
      changedByName: fullName(changer),
      profileId: examAttempts.profileId,
      studentName: fullName(student),
      examQuestionId: examAnswers.examQuestionId,
      question: examQuestions.question,
    })
    .from(examGradeChanges)
    .innerJoin(examAttempts, eq(examAttempts.id, examGradeChanges.attemptId))
    .innerJoin(student, eq(student.id, examAttempts.profileId))
    .leftJoin(changer, eq(changer.id, examGradeChanges.changedByProfileId))
    .leftJoin(examAnswers, eq(examAnswers.id, examGradeChanges.answerId))
    .leftJoin(examQuestionEntries, eq(examQuestionEntries.id, examAnswers.examQuestionId))
    .leftJoin(examQuestions, eq(examQuestions.id, examQuestionEntries.questionId))
    .where(
      and(
        eq(examAttempts.academicTaskId, taskId),
        profileId ? eq(examAttempts.profileId, profileId) : undefined,
      ),
    )
    .orderBy(desc(examGradeChanges.changedAt), desc(examGradeChanges.id));
}
export type GradeChangeRow = Awaited<ReturnType<typeof gradeChangesOfTask>>[number];

/** The answer to mark, found through its exam within the scope: its attempt and exam. */
export async function findAnswerInScope(db: Queryable, scope: ExamScope, answerId: string) {
  const [row] = await db
    .select({ attemptId: examAnswers.attemptId, academicTaskId: examAnswers.academicTaskId })
    .from(examAnswers)
    .innerJoin(academicTasks, eq(academicTasks.id, examAnswers.academicTaskId))
    .where(and(eq(examAnswers.id, answerId), taskInScope(scope)))
    .limit(1);
  return row;
}

/** An attempt of an exam within the scope, locked until the transaction ends. */
export async function lockAttemptInScope(tx: Tx, scope: ExamScope, attemptId: string) {
  const [row] = await tx
    .select({ attempt: examAttempts })
    .from(examAttempts)
    .innerJoin(academicTasks, eq(academicTasks.id, examAttempts.academicTaskId))
    .where(
      and(eq(examAttempts.id, attemptId), taskInScope(scope), eq(academicTasks.disabled, false)),
    )
    .for('update', { of: examAttempts })
    .limit(1);
  return row?.attempt;
}

/** One answer, read fresh (its attempt is locked), with its exam question. */
export async function answerWithEntry(tx: Tx, answerId: string) {
  const [row] = await tx
    .select({
      answer: examAnswers,
      maximumMarks: examQuestionEntries.maximumMarks,
      entryDisabled: examQuestionEntries.disabled,
      questionType: examQuestions.questionType,
      question: examQuestions.question,
    })
    .from(examAnswers)
    .innerJoin(examQuestionEntries, eq(examQuestionEntries.id, examAnswers.examQuestionId))
    .innerJoin(examQuestions, eq(examQuestions.id, examQuestionEntries.questionId))
    .where(eq(examAnswers.id, answerId))
    .limit(1);
  return row;
}

/** A profile's full name (who marked, who changed). */
export async function profileNameOf(db: Queryable, profileId: string): Promise<string> {
  const [row] = await db
    .select({ name: fullName(userProfiles) })
    .from(userProfiles)
    .where(eq(userProfiles.id, profileId))
    .limit(1);
  return row?.name ?? 'A deleted profile';
}
