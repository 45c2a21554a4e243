import type { MyExam } from '@shala/shared';
import type { AppContext } from '../../../context.js';
import type { Caller } from '../../permissions/index.js';
import { isPublished, isTakerOf } from '../policy.js';
import { toAcademicTask } from './task-presenters.js';
import {
  configsOfTasks,
  type TaskRow,
  taskFigures,
  tasksOfClasses,
  tasksOfInstitutes,
} from './task-queries.js';
import { attemptStates, childrenByClass } from './task-views.js';

/**
 * GET exam/mine: the caller's exams across all its classes, for the /exam screen and the
 * dashboard: the published exams it sits (with its attempt's state), its children's (with the
 * child's name and state), and every exam of the classes it sets exams for (drafts too).
 */

type Listed = { task: TaskRow; groupName: string };

/** Memberships in a session in view (all sessions, the active one or the selected one). */
const inView = (caller: Caller) =>
  caller.memberships.filter(
    (m) =>
      m.sessionId === null ||
      m.sessionId === m.activeSessionId ||
      m.sessionId === caller.selected.sessionId,
  );

export async function myExams(ctx: AppContext, caller: Caller): Promise<MyExam[]> {
  const memberships = inView(caller);
  const takerClasses = [
    ...new Set(
      memberships
        .filter((m) => m.groupType === 'CLASS' && isTakerOf(caller, m.groupId))
        .map((m) => m.groupId),
    ),
  ];
  const setting = memberships.filter((m) => m.permissions.includes('getExamConfig'));
  const setterClasses = [
    ...new Set(setting.filter((m) => m.groupType === 'CLASS').map((m) => m.groupId)),
  ];
  const setterInstitutes = [
    ...new Set(setting.filter((m) => m.groupType === 'INSTITUTE').map((m) => m.groupId)),
  ];
  // Where the caller may change exams: its classes, or every class of its institutes.
  const editing = new Set(
    memberships.filter((m) => m.permissions.includes('updateExamConfig')).map((m) => m.groupId),
  );
  const mayEdit = (task: TaskRow) => editing.has(task.groupId) || editing.has(task.instituteId);
  const children = await childrenByClass(ctx, caller);
  const [sat, set, setAcross] = await Promise.all([
    tasksOfClasses(ctx.db, [...new Set([...takerClasses, ...children.keys()])], true),
    tasksOfClasses(ctx.db, setterClasses, false),
    tasksOfInstitutes(ctx.db, setterInstitutes),
  ]);
  const setById = new Map<string, Listed>();
  for (const row of [...set, ...setAcross]) setById.set(row.task.id, row);

  const all = [...sat, ...setById.values()];
  const ids = [...new Set(all.map((r) => r.task.id))];
  const sitters = [caller.profileId, ...[...children.values()].flat().map((c) => c.profileId)];
  const [figures, configs, states] = await Promise.all([
    taskFigures(ctx.db, ids),
    configsOfTasks(ctx.db, ids),
    attemptStates(ctx, ids, sitters),
  ]);
  const present = (
    row: Listed,
    role: MyExam['role'],
    sitter: { profileId: string; fullName: string | null } | null,
  ): MyExam => ({
    ...toAcademicTask(row.task, {
      groupName: row.groupName,
      config: configs.get(row.task.id),
      figures: figures.get(row.task.id),
      attemptStatus:
        sitter && isPublished(row.task)
          ? (states.get(`${row.task.id}:${sitter.profileId}`) ?? 'NOT_STARTED')
          : null,
      editable: role === 'SETTER' && mayEdit(row.task),
    }),
    role,
    userProfileId: sitter?.profileId ?? null,
    fullName: sitter?.fullName ?? null,
    instituteId: row.task.instituteId,
  });

  const rows: MyExam[] = [];
  for (const row of sat) {
    if (takerClasses.includes(row.task.groupId)) {
      rows.push(present(row, 'TAKER', { profileId: caller.profileId, fullName: null }));
    }
    for (const child of children.get(row.task.groupId) ?? []) {
      if (child.profileId !== caller.profileId) rows.push(present(row, 'GUARDIAN', child));
    }
  }
  for (const row of setById.values()) rows.push(present(row, 'SETTER', null));
  return rows.sort(
    (a, b) => a.startDateTime.localeCompare(b.startDateTime) || a.title.localeCompare(b.title),
  );
}
