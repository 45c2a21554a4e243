import { type CalendarEntry, indiaDayEnd, indiaDayStart } from '@shala/shared';
import type { AppContext, CalendarAsk } from '../../context.js';
import { ownPeopleOf } from '../people/index.js';
import type { PermissionSubject } from '../permissions/index.js';
import {
  classesOfPeople,
  classIdsOfEvents,
  personalEventsOf,
  visibleSchoolEvents,
} from './event-queries.js';
import { editableIn, eventSight } from './policy.js';
import { eventEntry, todoEntry } from './presenters.js';
import { todosDueBetween } from './todo-queries.js';

/** Whose calendar: a profile, its account, and its memberships (what it may see of schools). */
export type Viewer = { profileId: string; accountId: string; subject: PermissionSubject };

/**
 * One profile's calendar for India's days `from` to `to` (issue 24 §4): the school events it
 * may see (policy.ts), its personal events and to-dos due, and what every module declares for
 * it and its children (ServerModule.calendar: exam windows, fee due dates, holidays …), in
 * order of start. The screen and the .ics feed read this one answer.
 */
export async function calendarOf(
  ctx: AppContext,
  viewer: Viewer,
  from: string,
  to: string,
): Promise<CalendarEntry[]> {
  const start = indiaDayStart(from);
  const end = indiaDayEnd(to);
  const { profileId } = viewer;
  const people = [
    profileId,
    ...(await ownPeopleOf(ctx.db, viewer.accountId)).filter((id) => id !== profileId),
  ];
  const sight = eventSight(viewer.subject, await classesOfPeople(ctx.db, people));
  const ask: CalendarAsk = { profileId, people, from: start, to: end, now: ctx.clock.now() };
  const [school, personal, todos, ...declared] = await Promise.all([
    visibleSchoolEvents(ctx.db, sight, start, end),
    personalEventsOf(ctx.db, profileId, start, end),
    todosDueBetween(ctx.db, profileId, start, end),
    ...ctx.declared.calendar.map((source) => source(ctx, ask)),
  ]);
  // A class teacher changes her own class's events: which class each is for, only then.
  const classesOf =
    sight.ownClasses.length > 0
      ? await classIdsOfEvents(
          ctx.db,
          school.map((e) => e.id),
        )
      : new Map<string, string[]>();
  const entries = [
    ...school.map((e) =>
      eventEntry(
        e,
        editableIn(sight, { instituteId: e.instituteId, classIds: classesOf.get(e.id) ?? [] }),
      ),
    ),
    ...personal.map((e) => eventEntry(e, null)),
    ...todos.flatMap((t) => todoEntry(t) ?? []),
    ...declared.flat(),
  ];
  return entries.sort(
    (a, b) => Date.parse(a.startAt) - Date.parse(b.startAt) || a.title.localeCompare(b.title),
  );
}
