import { and, asc, count, eq, inArray, ne, type SQL, sql, sum } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import {
  academicTasks,
  examAttempts,
  examConfigs,
  examQuestionEntries,
  groups,
} from '../../../db/schema/index.js';
import type { GroupScope } from '../../permissions/index.js';

// The academic_tasks table (an exam of a class) and its figures. Only the exams module writes it.

export type TaskRow = typeof academicTasks.$inferSelect;
export type ConfigRow = typeof examConfigs.$inferSelect;
/** A class or an institute, as the guard found it. */
export type ExamScope = GroupScope;

/** A class's own rows, or every class's of an institute when the scope is the institute. */
export const taskInScope = (scope: ExamScope) =>
  scope.type === 'CLASS'
    ? eq(academicTasks.groupId, scope.id)
    : eq(academicTasks.instituteId, scope.id);

/** The exam with this id in the scope (another class's or institute's is not found). */
export async function findTask(
  db: Queryable,
  scope: ExamScope,
  id: string,
): Promise<TaskRow | undefined> {
  const [row] = await db
    .select()
    .from(academicTasks)
    .where(and(eq(academicTasks.id, id), taskInScope(scope), eq(academicTasks.disabled, false)))
    .limit(1);
  return row;
}

/** Locks the exam's row for the rest of the transaction (publishing, changing, deleting). */
export async function lockTask(db: Queryable, scope: ExamScope, id: string) {
  const [row] = await db
    .select()
    .from(academicTasks)
    .where(and(eq(academicTasks.id, id), taskInScope(scope), eq(academicTasks.disabled, false)))
    .for('update')
    .limit(1);
  return row;
}

/** The exam with this id in the scope, with its class's name. */
export async function findListedTask(db: Queryable, scope: ExamScope, id: string) {
  const [row] = await db
    .select({ task: academicTasks, groupName: groups.name })
    .from(academicTasks)
    .innerJoin(groups, eq(groups.id, academicTasks.groupId))
    .where(and(eq(academicTasks.id, id), taskInScope(scope), eq(academicTasks.disabled, false)))
    .limit(1);
  return row;
}

/**
 * Enabled exams matching `where` (and only published ones when asked), oldest opening first,
 * each with its class's name: what the lists of exams read.
 */
function listedTasks(db: Queryable, where: SQL | undefined, publishedOnly: boolean) {
  return db
    .select({ task: academicTasks, groupName: groups.name })
    .from(academicTasks)
    .innerJoin(groups, eq(groups.id, academicTasks.groupId))
    .where(
      and(
        where,
        eq(academicTasks.disabled, false),
        publishedOnly ? ne(academicTasks.status, 'DRAFT') : undefined,
      ),
    )
    .orderBy(asc(academicTasks.startAt), asc(academicTasks.createdAt));
}

/** The scope's exams, oldest opening first, with the class's name. */
export async function tasksInScope(db: Queryable, scope: ExamScope, publishedOnly: boolean) {
  return listedTasks(db, taskInScope(scope), publishedOnly);
}

/** Exams of these classes, with the class's name (the lists across classes). */
export async function tasksOfClasses(db: Queryable, classIds: string[], publishedOnly: boolean) {
  if (classIds.length === 0) return [];
  return listedTasks(db, inArray(academicTasks.groupId, classIds), publishedOnly);
}

/** Exams of these institutes' classes (a setter who sets for the whole institute). */
export async function tasksOfInstitutes(db: Queryable, instituteIds: string[]) {
  if (instituteIds.length === 0) return [];
  return listedTasks(db, inArray(academicTasks.instituteId, instituteIds), false);
}

export type TaskFigures = { questionCount: number; maximumMarks: number };

/** Per exam: how many enabled exam questions it has and their maximum marks together. */
export async function taskFigures(
  db: Queryable,
  taskIds: string[],
): Promise<Map<string, TaskFigures>> {
  if (taskIds.length === 0) return new Map();
  const rows = await db
    .select({
      taskId: examQuestionEntries.academicTaskId,
      questionCount: count(),
      maximumMarks: sum(examQuestionEntries.maximumMarks).mapWith(Number),
    })
    .from(examQuestionEntries)
    .where(
      and(
        inArray(examQuestionEntries.academicTaskId, taskIds),
        eq(examQuestionEntries.disabled, false),
      ),
    )
    .groupBy(examQuestionEntries.academicTaskId);
  return new Map(
    rows.map((r) => [
      r.taskId,
      { questionCount: r.questionCount, maximumMarks: r.maximumMarks ?? 0 },
    ]),
  );
}

/** The configs of these exams, by exam. */
export async function configsOfTasks(
  db: Queryable,
  taskIds: string[],
): Promise<Map<string, ConfigRow>> {
  if (taskIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(examConfigs)
    .where(inArray(examConfigs.academicTaskId, taskIds));
  return new Map(rows.map((r) => [r.academicTaskId, r]));
}

export async function insertTask(db: Queryable, values: typeof academicTasks.$inferInsert) {
  const [row] = await db.insert(academicTasks).values(values).returning();
  if (!row) throw new Error('task insert returned nothing');
  return row;
}

export type TaskChanges = Partial<
  Pick<
    TaskRow,
    | 'title'
    | 'instructions'
    | 'agreement'
    | 'startAt'
    | 'endAt'
    | 'status'
    | 'publishedAt'
    | 'updatedAt'
  >
>;

export async function updateTask(
  db: Queryable,
  instituteId: string,
  id: string,
  changes: TaskChanges,
) {
  const [row] = await db
    .update(academicTasks)
    .set(changes)
    .where(and(eq(academicTasks.instituteId, instituteId), eq(academicTasks.id, id)))
    .returning();
  if (!row) throw new Error('task update returned nothing');
  return row;
}

export async function deleteTask(db: Queryable, instituteId: string, id: string): Promise<void> {
  await db
    .delete(academicTasks)
    .where(and(eq(academicTasks.instituteId, instituteId), eq(academicTasks.id, id)));
}

/** Attempts of the exam that have begun (started, submitted or evaluated). */
export async function countBegunAttempts(db: Queryable, taskId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.academicTaskId, taskId),
        inArray(examAttempts.status, ['STARTED', 'SUBMITTED', 'EVALUATED']),
      ),
    );
  return row?.n ?? 0;
}

/**
 * A started attempt without a duration ends when the exam closes: moving the close later moves
 * those ends too (each with its extra time), never earlier than they were.
 */
export async function moveOpenAttemptEnds(
  db: Queryable,
  instituteId: string,
  taskId: string,
  durationMinutes: number | null,
  endAt: Date,
): Promise<{ id: string; endsAt: Date | null }[]> {
  const byDuration = durationMinutes
    ? sql`${examAttempts.startedAt} + make_interval(mins => ${durationMinutes})`
    : sql`${endAt.toISOString()}::timestamptz`;
  return db
    .update(examAttempts)
    .set({
      endsAt: sql`greatest(${examAttempts.endsAt}, least(${byDuration}, ${endAt.toISOString()}::timestamptz) + make_interval(mins => ${examAttempts.extraMinutes}))`,
    })
    .where(
      and(
        eq(examAttempts.instituteId, instituteId),
        eq(examAttempts.academicTaskId, taskId),
        eq(examAttempts.status, 'STARTED'),
      ),
    )
    .returning({ id: examAttempts.id, endsAt: examAttempts.endsAt });
}
