import type { CalendarEntry, PersonalEventView, SchoolEventView, TodoView } from '@shala/shared';
import type { todos } from '../../db/schema/index.js';
import type { EventRow, EventWithClasses } from './event-queries.js';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function presentSchoolEvent(row: EventWithClasses): SchoolEventView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    allDay: row.allDay,
    startAt: row.startsAt.toISOString(),
    endAt: row.endsAt.toISOString(),
    classes: row.classes,
    disabled: row.disabled,
    createdBy: row.createdBy,
  };
}

export function presentPersonalEvent(row: EventRow): PersonalEventView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    allDay: row.allDay,
    startAt: row.startsAt.toISOString(),
    endAt: row.endsAt.toISOString(),
  };
}

/** An event as a calendar entry: editable by the viewer when `editable`. */
/**
 * An event as a calendar entry. `editIn`: the group a school event is changed in (its
 * institute, or its class for its class teacher), or null when the viewer may not; a personal
 * event is always its owner's to change.
 */
export function eventEntry(row: EventRow, editIn: string | null): CalendarEntry {
  const personal = row.ownerProfileId !== null;
  const editable = personal || editIn !== null;
  return {
    id: `event:${row.id}`,
    kind: personal ? 'PERSONAL' : 'EVENT',
    title: row.title,
    description: row.description,
    location: row.location,
    startAt: row.startsAt.toISOString(),
    endAt: row.endsAt.toISOString(),
    allDay: row.allDay,
    target: null,
    editableId: editable ? row.id : null,
    ...(!personal && editIn ? { editIn } : {}),
  };
}

export function presentTodo(row: typeof todos.$inferSelect): TodoView {
  return {
    id: row.id,
    title: row.title,
    notes: row.notes,
    dueAt: iso(row.dueAt),
    remindAt: iso(row.remindAt),
    remindedAt: iso(row.remindedAt),
    doneAt: iso(row.doneAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A to-do with a due time as a calendar entry (a point in time, shown for half an hour). */
export function todoEntry(row: typeof todos.$inferSelect): CalendarEntry | null {
  if (!row.dueAt) return null;
  return {
    id: `todo:${row.id}`,
    kind: 'TODO',
    title: `To-do: ${row.title}`,
    description: row.notes,
    location: null,
    startAt: row.dueAt.toISOString(),
    endAt: new Date(row.dueAt.getTime() + 30 * 60_000).toISOString(),
    allDay: false,
    target: `/todo/${row.id}`,
    editableId: null,
  };
}
