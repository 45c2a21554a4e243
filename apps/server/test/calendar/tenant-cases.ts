import { ofB, onA, type TenantCases } from '../platform/tenant-walk.js';
import { eventFields } from './calendar-school.js';

/** The calendar module's routes in the cross-tenant walk (platform/cross-tenant-objects.test.ts). */
export const calendarTenantCases: TenantCases = (w) => ({
  // B's admin's own calendar: nothing of A's on it.
  'GET /rest/calendar': () => ({ query: () => ({ from: '2026-05-01', to: '2026-07-31' }) }),
  'POST /rest/calendar/personal': () => ({ payload: eventFields({ title: 'B private' }) }),
  'PUT /rest/calendar/personal': () =>
    onA({ payload: { id: w.aCalendar.personalEventId, ...eventFields() } }),
  'DELETE /rest/calendar/personal': () =>
    onA({ query: () => ({ id: w.aCalendar.personalEventId }) }),
  // B's admin's own link: A's student's stays as it was (the walk compares its rows).
  'GET /rest/calendar/feed': () => ({}),
  'POST /rest/calendar/feed': () => ({ payload: {} }),
  'DELETE /rest/calendar/feed': () => ({}),
  'GET /rest/todos': () => ({}),
  'GET /rest/todos/one': () => onA({ query: () => ({ id: w.aCalendar.todoId }) }),
  'POST /rest/todos': () => ({ payload: { title: 'B private to-do' } }),
  'PUT /rest/todos': () => onA({ payload: { id: w.aCalendar.todoId, title: 'Taken over' } }),
  'PUT /rest/todos/done': () => onA({ payload: { id: w.aCalendar.todoId, done: true } }),
  'DELETE /rest/todos': () => onA({ query: () => ({ id: w.aCalendar.todoId }) }),
  'GET /rest/events': () => ({}),
  'GET /rest/events/one': () => onA({ query: () => ({ id: w.aCalendar.eventId }) }),
  'POST /rest/events': () =>
    onA({ payload: ofB(w, { ...eventFields(), classIds: [w.a.open.id] }) }),
  'PUT /rest/events': () => onA({ payload: ofB(w, { id: w.aCalendar.eventId, ...eventFields() }) }),
  'DELETE /rest/events': () => onA({ query: () => ({ id: w.aCalendar.eventId }) }),
  'PUT /rest/events/disable': () =>
    onA({ payload: ofB(w, { id: w.aCalendar.eventId, disabled: true }) }),
});
