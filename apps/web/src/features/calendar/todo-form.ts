import { type TodoView, todoBodySchema } from '@shala/shared';
import { fromIndiaInput, toIndiaInput } from './calendar-dates';

/** What the to-do form holds: times as datetime-local values in Indian time ('' for none). */
export type TodoForm = { title: string; notes: string; due: string; remind: string };

export const blankTodo: TodoForm = { title: '', notes: '', due: '', remind: '' };

export const todoFormOf = (todo: TodoView): TodoForm => ({
  title: todo.title,
  notes: todo.notes ?? '',
  due: toIndiaInput(todo.dueAt),
  remind: toIndiaInput(todo.remindAt),
});

/** The body the server takes, or the first thing wrong with it in the server's words. */
export function todoBody(form: TodoForm) {
  return todoBodySchema.safeParse({
    title: form.title,
    notes: form.notes,
    dueAt: form.due ? fromIndiaInput(form.due) || form.due : null,
    remindAt: form.remind ? fromIndiaInput(form.remind) || form.remind : null,
  });
}
