import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import {
  academicTasks,
  examAnswers,
  examAttempts,
  examGradeChanges,
} from '../../../db/schema/index.js';

// The writes of marking, evaluation and publishing: each runs inside the transaction that checked
// it, with the attempt (or the exam) locked.

export async function setAnswerMarks(
  tx: Tx,
  instituteId: string,
  answerId: string,
  marks: { marks: number; remarks: string | null; markedByProfileId: string; markedAt: Date },
) {
  const [row] = await tx
    .update(examAnswers)
    .set(marks)
    .where(and(eq(examAnswers.instituteId, instituteId), eq(examAnswers.id, answerId)))
    .returning();
  if (!row) throw new Error(`answer ${answerId} vanished while locked`);
  return row;
}

export async function insertGradeChange(tx: Tx, change: typeof examGradeChanges.$inferInsert) {
  const [row] = await tx.insert(examGradeChanges).values(change).returning();
  if (!row) throw new Error('grade change not written');
  return row;
}

export async function setAttemptTotal(
  tx: Tx,
  instituteId: string,
  attemptId: string,
  total: number,
) {
  await tx
    .update(examAttempts)
    .set({ total })
    .where(and(eq(examAttempts.instituteId, instituteId), eq(examAttempts.id, attemptId)));
}

export async function markAttemptEvaluated(
  tx: Tx,
  instituteId: string,
  attemptId: string,
  evaluation: { total: number; evaluatedAt: Date; evaluatedByProfileId: string },
) {
  const [row] = await tx
    .update(examAttempts)
    .set({ status: 'EVALUATED', ...evaluation })
    .where(and(eq(examAttempts.instituteId, instituteId), eq(examAttempts.id, attemptId)))
    .returning();
  if (!row) throw new Error(`attempt ${attemptId} vanished while locked`);
  return row;
}

export async function markResultsPublished(tx: Tx, instituteId: string, taskId: string, at: Date) {
  await tx
    .update(academicTasks)
    .set({ status: 'RESULTS_PUBLISHED', resultsPublishedAt: at, updatedAt: at })
    .where(and(eq(academicTasks.instituteId, instituteId), eq(academicTasks.id, taskId)));
}
