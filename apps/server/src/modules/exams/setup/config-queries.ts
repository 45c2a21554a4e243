import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { academicTasks, examConfigs } from '../../../db/schema/index.js';
import type { ConfigRow, ExamScope } from './task-queries.js';

// The exam_configs table: how an exam is taken, one per exam.

const configInScope = (scope: ExamScope) =>
  scope.type === 'CLASS'
    ? eq(examConfigs.groupId, scope.id)
    : eq(examConfigs.instituteId, scope.id);

/** The config with this id in the scope, with its exam's status. */
export async function findConfig(db: Queryable, scope: ExamScope, id: string) {
  const [row] = await db
    .select({ config: examConfigs, taskStatus: academicTasks.status })
    .from(examConfigs)
    .innerJoin(academicTasks, eq(academicTasks.id, examConfigs.academicTaskId))
    .where(and(eq(examConfigs.id, id), configInScope(scope)))
    .limit(1);
  return row;
}

export async function configOfTask(db: Queryable, taskId: string): Promise<ConfigRow | undefined> {
  const [row] = await db
    .select()
    .from(examConfigs)
    .where(eq(examConfigs.academicTaskId, taskId))
    .limit(1);
  return row;
}

/** The scope's configs with their exam's status, in the order their exams open. */
export async function configsInScope(db: Queryable, scope: ExamScope) {
  return db
    .select({ config: examConfigs, taskStatus: academicTasks.status })
    .from(examConfigs)
    .innerJoin(academicTasks, eq(academicTasks.id, examConfigs.academicTaskId))
    .where(and(configInScope(scope), eq(academicTasks.disabled, false)))
    .orderBy(asc(academicTasks.startAt));
}

/** Inserts the exam's config; undefined when it already has one (the unique index). */
export async function insertConfig(db: Queryable, values: typeof examConfigs.$inferInsert) {
  const [row] = await db
    .insert(examConfigs)
    .values(values)
    .onConflictDoNothing({ target: examConfigs.academicTaskId })
    .returning();
  return row;
}

export async function updateConfig(
  db: Queryable,
  instituteId: string,
  id: string,
  changes: Partial<
    Pick<ConfigRow, 'examinationType' | 'examCategory' | 'jsonConfig' | 'disabled' | 'updatedAt'>
  >,
) {
  const [row] = await db
    .update(examConfigs)
    .set(changes)
    .where(and(eq(examConfigs.instituteId, instituteId), eq(examConfigs.id, id)))
    .returning();
  if (!row) throw new Error('config update returned nothing');
  return row;
}

export async function deleteConfig(db: Queryable, instituteId: string, id: string): Promise<void> {
  await db
    .delete(examConfigs)
    .where(and(eq(examConfigs.instituteId, instituteId), eq(examConfigs.id, id)));
}
