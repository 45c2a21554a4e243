import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { todos } from '../../db/schema/index.js';

export type TodoRow = typeof todos.$inferSelect;
type TodoValues = Pick<TodoRow, 'title' | 'notes' | 'dueAt' | 'remindAt'>;

/** The profile's to-dos: open ones by due time (none last), done ones latest first. */
export async function todosOf(db: Queryable, profileId: string, show: 'open' | 'done' | 'all') {
  return db
    .select()
    .from(todos)
    .where(
      and(
        eq(todos.profileId, profileId),
        show === 'open'
          ? isNull(todos.doneAt)
          : show === 'done'
            ? isNotNull(todos.doneAt)
            : undefined,
      ),
    )
    .orderBy(
      sql`${todos.doneAt} is not null`,
      asc(sql`coalesce(${todos.dueAt}, 'infinity'::timestamptz)`),
      desc(todos.doneAt),
      asc(todos.createdAt),
    )
    .limit(1000);
}

export async function countOpenTodos(db: Queryable, profileId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(todos)
    .where(and(eq(todos.profileId, profileId), isNull(todos.doneAt)));
  return row?.n ?? 0;
}

export async function findTodo(db: Queryable, profileId: string, id: string) {
  const [row] = await db
    .select()
    .from(todos)
    .where(and(eq(todos.id, id), eq(todos.profileId, profileId)))
    .limit(1);
  return row;
}

export async function insertTodo(db: Queryable, profileId: string, values: TodoValues, now: Date) {
  const [row] = await db
    .insert(todos)
    .values({ ...values, profileId, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('to-do not written');
  return row;
}

/** Changes the profile's to-do; undefined when it is not theirs. */
export async function updateTodo(
  db: Queryable,
  profileId: string,
  id: string,
  values: Partial<TodoValues & Pick<TodoRow, 'doneAt' | 'remindedAt'>>,
  now: Date,
) {
  const [row] = await db
    .update(todos)
    .set({ ...values, updatedAt: now })
    .where(and(eq(todos.id, id), eq(todos.profileId, profileId)))
    .returning();
  return row;
}

export async function deleteTodo(db: Queryable, profileId: string, id: string) {
  const rows = await db
    .delete(todos)
    .where(and(eq(todos.id, id), eq(todos.profileId, profileId)))
    .returning({ id: todos.id });
  return rows.length > 0;
}

/** Open to-dos of the profile due in [from, to) (the calendar shows them). */
export async function todosDueBetween(db: Queryable, profileId: string, from: Date, to: Date) {
  return db
    .select()
    .from(todos)
    .where(
      and(
        eq(todos.profileId, profileId),
        isNull(todos.doneAt),
        gte(todos.dueAt, from),
        lt(todos.dueAt, to),
      ),
    )
    .orderBy(asc(todos.dueAt))
    .limit(300);
}

/**
 * Open to-dos whose reminder time has come and that were not reminded yet, locked for this
 * sweep (two processes sweeping at once skip each other's rows).
 */
export async function dueReminders(db: Queryable, now: Date) {
  return db
    .select()
    .from(todos)
    .where(and(isNull(todos.remindedAt), isNull(todos.doneAt), lte(todos.remindAt, now)))
    .orderBy(asc(todos.remindAt))
    .limit(500)
    .for('update', { skipLocked: true });
}
