import { type CalendarEntry, eventBodySchema, personalEventBodySchema } from '@shala/shared';
import { daysOfEntry, fromIndiaInput, noonOf, toIndiaInput } from './calendar-dates';

/** What the event form holds: text as typed, times as datetime-local (or date) values in India. */
export type EventForm = {
  title: string;
  description: string;
  location: string;
  allDay: boolean;
  start: string;
  end: string;
  /** School events only: none is the whole institute. */
  classIds: string[];
};

/** An empty form starting on `day` at 10:00 for an hour. */
export const blankForm = (day: string): EventForm => ({
  title: '',
  description: '',
  location: '',
  allDay: false,
  start: `${day}T10:00`,
  end: `${day}T11:00`,
  classIds: [],
});

/** The form of an entry being changed. */
export function formOf(entry: CalendarEntry, classIds: string[] = []): EventForm {
  const [first, last] = daysOfEntry(entry);
  return {
    title: entry.title,
    description: entry.description ?? '',
    location: entry.location ?? '',
    allDay: entry.allDay,
    start: entry.allDay ? first : toIndiaInput(entry.startAt),
    end: entry.allDay ? last : toIndiaInput(entry.endAt),
    classIds,
  };
}

/** Switching all day on or off keeps the days chosen. */
export function withAllDay(form: EventForm, allDay: boolean): EventForm {
  if (allDay === form.allDay) return form;
  if (allDay)
    return { ...form, allDay, start: form.start.slice(0, 10), end: form.end.slice(0, 10) };
  return { ...form, allDay, start: `${form.start}T10:00`, end: `${form.end || form.start}T11:00` };
}

/** The times as the wire takes them: instants; an all-day form sends noon of its first and last days. */
function timesOf(form: EventForm) {
  if (form.allDay) return { startAt: noonOf(form.start), endAt: noonOf(form.end || form.start) };
  return { startAt: fromIndiaInput(form.start), endAt: fromIndiaInput(form.end) };
}

const fields = (form: EventForm) => ({
  title: form.title,
  description: form.description,
  location: form.location,
  allDay: form.allDay,
  ...timesOf(form),
});

/** A personal event's body, or the first thing wrong with it in the server's words. */
export function personalBody(form: EventForm) {
  return personalEventBodySchema.safeParse(fields(form));
}

/** A school event's body in `groupId`, or the first thing wrong with it. */
export function schoolBody(form: EventForm, groupId: string) {
  return eventBodySchema.safeParse({ groupId, ...fields(form), classIds: form.classIds });
}
