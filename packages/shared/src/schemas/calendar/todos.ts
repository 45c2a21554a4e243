import { z } from 'zod';
import { TODO_NOTES_MAX, TODO_TITLE_MAX } from './limits.js';
import { CALENDAR_TEXTS as M } from './messages.js';

/** Personal to-dos (issue 24 §4), reminded through the notifications at remindAt. */

export const todoIdField = z.uuid({ error: M.id });
const instantOrNone = (message: string) =>
  z
    .union([z.iso.datetime({ offset: true, error: message }), z.literal(''), z.null()], {
      error: message,
    })
    .optional()
    .transform((v) => (v ? v : null));

const todoFields = {
  title: z
    .string({ error: M.todoTitle })
    .trim()
    .transform((v) => v.replace(/\s+/g, ' '))
    .pipe(z.string().min(1, M.todoTitle).max(TODO_TITLE_MAX, M.todoTitle)),
  notes: z
    .string({ error: M.todoNotes })
    .trim()
    .max(TODO_NOTES_MAX, M.todoNotes)
    .nullish()
    .transform((v) => (v ? v : null)),
  dueAt: instantOrNone(M.dueAt),
  remindAt: instantOrNone(M.remindAt),
};
type Times = { dueAt: string | null; remindAt: string | null };
const remindBeforeDue = (t: Times) =>
  !t.dueAt || !t.remindAt || Date.parse(t.remindAt) <= Date.parse(t.dueAt);

/** POST /rest/todos. */
export const todoBodySchema = z
  .object(todoFields)
  .refine(remindBeforeDue, { message: M.remindAfterDue, path: ['remindAt'] });
export type TodoBody = z.output<typeof todoBodySchema>;
/** PUT /rest/todos. */
export const todoUpdateSchema = z
  .object({ id: todoIdField, ...todoFields })
  .refine(remindBeforeDue, { message: M.remindAfterDue, path: ['remindAt'] });
export type TodoUpdate = z.output<typeof todoUpdateSchema>;
export const todoDoneBodySchema = z.object({
  id: todoIdField,
  done: z.boolean({ error: M.done }),
});
export const todoIdQuerySchema = z.object({ id: todoIdField });
export const TODO_SHOWS = ['open', 'done', 'all'] as const;
export const todoListQuerySchema = z.object({
  show: z.enum(TODO_SHOWS, { error: M.show }).default('open'),
});

export const todoSchema = z.object({
  id: z.string(),
  title: z.string(),
  notes: z.string().nullable(),
  dueAt: z.iso.datetime({ offset: true }).nullable(),
  remindAt: z.iso.datetime({ offset: true }).nullable(),
  /** When the reminder went to the bell; null while it waits (or none is set). */
  remindedAt: z.iso.datetime({ offset: true }).nullable(),
  doneAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TodoView = z.infer<typeof todoSchema>;
export const todoListSchema = z.array(todoSchema);
export const todoSavedSchema = z.object({ message: z.string(), data: todoSchema });
