import type { AcademicTask, AttemptStatus } from '@shala/shared';
import type { AppContext } from '../../../context.js';
import { childrenOfAccount } from '../../people/index.js';
import type { Caller } from '../../permissions/index.js';
import { isPublished, isTakerOf, mayEditExams, maySetExams } from '../policy.js';
import { attemptsOf } from '../sitting/attempt-queries.js';
import { takerClassesOf } from '../sitting/taker-queries.js';
import { toAcademicTask } from './task-presenters.js';
import { configsOfTasks, type ExamScope, type TaskRow, taskFigures } from './task-queries.js';

/**
 * Exams as a caller sees them: those who set the class's exams see every one, drafts too, and
 * may edit; everyone else sees the published ones, a taker with its own attempt's state and a
 * parent with its child's (the first child of the class, when there are two).
 */

type Listed = { task: TaskRow; groupName: string };

/** The caller's children who sit exams, by class. */
export async function childrenByClass(
  ctx: Pick<AppContext, 'db'>,
  caller: Caller,
): Promise<Map<string, { profileId: string; fullName: string }[]>> {
  const children = await childrenOfAccount(ctx.db, caller.accountId);
  const byClass = new Map<string, { profileId: string; fullName: string }[]>();
  if (children.length === 0) return byClass;
  const names = new Map(children.map((c) => [c.profileId, `${c.firstName} ${c.lastName}`.trim()]));
  for (const row of await takerClassesOf(
    ctx.db,
    children.map((c) => c.profileId),
  )) {
    const list = byClass.get(row.classId) ?? [];
    list.push({ profileId: row.profileId, fullName: names.get(row.profileId) ?? '' });
    byClass.set(row.classId, list);
  }
  return byClass;
}

/** Attempt states by exam and profile ("task:profile"). */
export async function attemptStates(
  ctx: Pick<AppContext, 'db'>,
  taskIds: string[],
  profileIds: string[],
): Promise<Map<string, AttemptStatus>> {
  const rows = await attemptsOf(ctx.db, taskIds, [...new Set(profileIds)]);
  return new Map(rows.map((a) => [`${a.academicTaskId}:${a.profileId}`, a.status]));
}

/** The scope's exams (rows already read) as this caller may see them. */
export async function presentTasks(
  ctx: Pick<AppContext, 'db'>,
  caller: Caller,
  scope: ExamScope,
  rows: Listed[],
): Promise<AcademicTask[]> {
  const setter = maySetExams(caller, scope);
  const editable = mayEditExams(caller, scope);
  const visible = setter ? rows : rows.filter((r) => isPublished(r.task));
  if (visible.length === 0) return [];
  const ids = visible.map((r) => r.task.id);
  const children = await childrenByClass(ctx, caller);
  const childOf = (classId: string) => children.get(classId)?.[0]?.profileId;
  const [figures, configs, states] = await Promise.all([
    taskFigures(ctx.db, ids),
    configsOfTasks(ctx.db, ids),
    attemptStates(ctx, ids, [
      caller.profileId,
      ...[...children.values()].flat().map((c) => c.profileId),
    ]),
  ]);
  return visible.map(({ task, groupName }) => {
    const sitter = isTakerOf(caller, task.groupId) ? caller.profileId : childOf(task.groupId);
    const attemptStatus =
      sitter && isPublished(task) ? (states.get(`${task.id}:${sitter}`) ?? 'NOT_STARTED') : null;
    return toAcademicTask(task, {
      groupName,
      config: configs.get(task.id),
      figures: figures.get(task.id),
      attemptStatus,
      editable,
    });
  });
}
