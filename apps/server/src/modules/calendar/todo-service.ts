import {
  CALENDAR_TEXTS,
  TODOS_MAX,
  type TodoBody,
  type TodoUpdate,
  type TodoView,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { Caller } from '../permissions/index.js';
import { presentTodo } from './presenters.js';
import {
  countOpenTodos,
  deleteTodo,
  findTodo,
  insertTodo,
  todosOf,
  updateTodo,
} from './todo-queries.js';
import { scheduleReminder } from './todo-reminders.js';

/**
 * The acting profile's to-dos: its own only (anyone else's is not found). A reminder time that
 * has passed reminds at once; changing it reminds again at the new time.
 */

const at = (iso: string | null) => (iso ? new Date(iso) : null);
const valuesOf = (body: TodoBody) => ({
  title: body.title,
  notes: body.notes,
  dueAt: at(body.dueAt),
  remindAt: at(body.remindAt),
});

export async function listTodos(ctx: AppContext, caller: Caller, show: 'open' | 'done' | 'all') {
  return (await todosOf(ctx.db, caller.profileId, show)).map(presentTodo);
}

export async function todoOf(ctx: AppContext, caller: Caller, id: string): Promise<TodoView> {
  const row = await findTodo(ctx.db, caller.profileId, id);
  if (!row) throw notFound(CALENDAR_TEXTS.todoNotFound);
  return presentTodo(row);
}

export async function createTodo(ctx: AppContext, caller: Caller, body: TodoBody) {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    if ((await countOpenTodos(tx, caller.profileId)) >= TODOS_MAX)
      throw conflict(CALENDAR_TEXTS.tooManyTodos);
    const row = await insertTodo(tx, caller.profileId, valuesOf(body), now);
    await scheduleReminder(ctx, tx, row.remindAt);
    return row;
  });
  return presentTodo(row);
}

export async function changeTodo(ctx: AppContext, caller: Caller, body: TodoUpdate) {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const old = await findTodo(tx, caller.profileId, body.id);
    if (!old) throw notFound(CALENDAR_TEXTS.todoNotFound);
    const values = valuesOf(body);
    const newTime = values.remindAt?.getTime() !== old.remindAt?.getTime();
    const row = await updateTodo(
      tx,
      caller.profileId,
      body.id,
      newTime ? { ...values, remindedAt: null } : values,
      now,
    );
    if (newTime) await scheduleReminder(ctx, tx, values.remindAt);
    return row;
  });
  if (!row) throw notFound(CALENDAR_TEXTS.todoNotFound);
  return presentTodo(row);
}

export async function markTodo(ctx: AppContext, caller: Caller, id: string, done: boolean) {
  const now = ctx.clock.now();
  const row = await updateTodo(ctx.db, caller.profileId, id, { doneAt: done ? now : null }, now);
  if (!row) throw notFound(CALENDAR_TEXTS.todoNotFound);
  return presentTodo(row);
}

export async function removeTodo(ctx: AppContext, caller: Caller, id: string) {
  if (!(await deleteTodo(ctx.db, caller.profileId, id)))
    throw notFound(CALENDAR_TEXTS.todoNotFound);
}
