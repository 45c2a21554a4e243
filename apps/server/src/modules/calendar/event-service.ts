import {
  CALENDAR_TEXTS,
  type EventBody,
  type EventUpdate,
  type SchoolEventView,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { announce, type Raised, raiseNotification } from '../notifications/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { eventAudience } from './event-audience.js';
import {
  classesOfInstitute,
  deleteEvent,
  type EventWithClasses,
  findSchoolEvent,
  insertEvent,
  namesOfClasses,
  replaceEventClasses,
  schoolEventsFrom,
  updateEvent,
} from './event-queries.js';
import { eventLink, eventWhen } from './event-texts.js';
import { eventTimes } from './event-times.js';
import { eventRefusal } from './policy.js';
import { presentSchoolEvent } from './presenters.js';

/**
 * School events (spec §6's createEvent … disableEvent): made in an institute for all of it or
 * for chosen classes (who keeps all its events: manageEvents), or in a class for that class
 * alone (its class teacher, holding the action there: policy.ts). Acting in a class reaches only
 * that class's own events; another institute's are not found. Its audience hears when it is
 * made, changed or cancelled (deleted), the event's day on the calendar the click target.
 */

/** Refuses (403) one who holds the route's action but may not use it in this scope. */
function mayActOnEvents(caller: Caller, scope: GroupScope) {
  const refusal = eventRefusal(caller, scope);
  if (refusal) throw forbidden(refusal);
}

/** Tells the event's audience (not who acted) of it, in the transaction; announce it after. */
async function tellAudience(
  ctx: AppContext,
  tx: Queryable,
  caller: Caller,
  scope: GroupScope,
  told: {
    kind: 'event.published' | 'event.changed' | 'event.cancelled';
    title: string;
    event: Pick<EventWithClasses, 'id' | 'startsAt' | 'endsAt' | 'allDay' | 'location'>;
    classIds: readonly string[];
    /** Classes that heard of it before a change took them off it: they hear of the change too. */
    formerClassIds?: readonly string[];
  },
): Promise<Raised> {
  const audience = new Set(await eventAudience(tx, scope.instituteId, told.classIds));
  // A change that took classes off it (or the whole institute) tells them too, each once.
  if (told.formerClassIds) {
    for (const id of await eventAudience(tx, scope.instituteId, told.formerClassIds)) {
      audience.add(id);
    }
  }
  audience.delete(caller.profileId);
  const { classIds } = told;
  return raiseNotification(ctx, tx, {
    kind: told.kind,
    profileIds: [...audience],
    instituteId: scope.instituteId,
    groupId: classIds.length === 1 ? (classIds[0] ?? null) : scope.instituteId,
    title: told.title,
    message: eventWhen(told.event),
    target: eventLink(told.event, told.kind !== 'event.cancelled'),
    featureId: told.event.id,
    featureAction:
      told.kind === 'event.published'
        ? 'EVENT_PUBLISHED'
        : told.kind === 'event.changed'
          ? 'EVENT_CHANGED'
          : 'EVENT_CANCELLED',
  });
}

/** The classes the event is for, as the scope allows: a class acts for itself alone. */
async function classesFor(ctx: AppContext, scope: GroupScope, classIds: string[]) {
  if (scope.type === 'CLASS') {
    if (classIds.some((id) => id !== scope.id)) throw notFound(CALENDAR_TEXTS.classNotFound);
    return [scope.id];
  }
  const known = await classesOfInstitute(ctx.db, scope.instituteId, classIds);
  if (classIds.some((id) => !known.has(id))) throw notFound(CALENDAR_TEXTS.classNotFound);
  return classIds;
}

/** Is the event within reach of the scope: its institute's, and a class's own from a class. */
const withinScope = (event: EventWithClasses, scope: GroupScope) =>
  scope.type === 'INSTITUTE' || (event.classes.length === 1 && event.classes[0]?.id === scope.id);

async function reachableEvent(ctx: AppContext, scope: GroupScope, id: string) {
  const event = await findSchoolEvent(ctx.db, scope.instituteId, id);
  if (!event || !withinScope(event, scope)) throw notFound(CALENDAR_TEXTS.eventNotFound);
  return event;
}

export async function listSchoolEvents(
  ctx: AppContext,
  scope: GroupScope,
  from: string | undefined,
): Promise<SchoolEventView[]> {
  const since = from ? new Date(from) : ctx.clock.now();
  const rows = await schoolEventsFrom(ctx.db, scope.instituteId, since);
  return rows
    .filter((e) => withinScope(e, scope) || e.classes.length === 0)
    .map(presentSchoolEvent);
}

export async function schoolEvent(ctx: AppContext, scope: GroupScope, id: string) {
  const event = await findSchoolEvent(ctx.db, scope.instituteId, id);
  // A class's reader sees its own and the whole institute's events.
  if (!event || !(withinScope(event, scope) || event.classes.length === 0))
    throw notFound(CALENDAR_TEXTS.eventNotFound);
  return presentSchoolEvent(event);
}

export async function createSchoolEvent(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: EventBody,
): Promise<SchoolEventView> {
  mayActOnEvents(caller, scope);
  const classIds = await classesFor(ctx, scope, body.classIds);
  const now = ctx.clock.now();
  const { id, raised } = await ctx.db.transaction(async (tx) => {
    const row = await insertEvent(
      tx,
      {
        instituteId: scope.instituteId,
        ownerProfileId: null,
        createdByProfileId: caller.profileId,
        title: body.title,
        description: body.description,
        location: body.location,
        allDay: body.allDay,
        ...eventTimes(body),
      },
      now,
    );
    await replaceEventClasses(tx, row.id, scope.instituteId, classIds);
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'event.created',
      targetType: 'event',
      targetId: row.id,
      detail: { name: body.title, classes: await classNames(tx, scope.instituteId, classIds) },
    });
    // Everyone it is for hears of it at once (not its maker).
    const raised = await tellAudience(ctx, tx, caller, scope, {
      kind: 'event.published',
      title: `New school event: ${row.title}`,
      event: row,
      classIds,
    });
    return { id: row.id, raised };
  });
  await announce(ctx, raised);
  return schoolEvent(ctx, scope, id);
}

export async function changeSchoolEvent(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: EventUpdate,
): Promise<SchoolEventView> {
  mayActOnEvents(caller, scope);
  const classIds = await classesFor(ctx, scope, body.classIds);
  const raised = await ctx.db.transaction(async (tx) => {
    const event = await findSchoolEvent(tx, scope.instituteId, body.id);
    if (!event || !withinScope(event, scope)) throw notFound(CALENDAR_TEXTS.eventNotFound);
    const row = await updateEvent(
      tx,
      { instituteId: scope.instituteId },
      body.id,
      {
        title: body.title,
        description: body.description,
        location: body.location,
        allDay: body.allDay,
        ...eventTimes(body),
      },
      ctx.clock.now(),
    );
    await replaceEventClasses(tx, body.id, scope.instituteId, classIds);
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'event.updated',
      targetType: 'event',
      targetId: body.id,
      detail: { name: body.title, classes: await classNames(tx, scope.instituteId, classIds) },
    });
    // A hidden event is on nobody's calendar: its change is not news.
    if (event.disabled) return null;
    return tellAudience(ctx, tx, caller, scope, {
      kind: 'event.changed',
      title: `Event changed: ${body.title}`,
      event: row ?? event,
      classIds,
      formerClassIds: event.classes.map((c) => c.id),
    });
  });
  if (raised) await announce(ctx, raised);
  return schoolEvent(ctx, scope, body.id);
}

export async function removeSchoolEvent(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
) {
  mayActOnEvents(caller, scope);
  const event = await reachableEvent(ctx, scope, id);
  const raised = await ctx.db.transaction(async (tx) => {
    if (!(await deleteEvent(tx, { instituteId: scope.instituteId }, id)))
      throw notFound(CALENDAR_TEXTS.eventNotFound);
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'event.deleted',
      targetType: 'event',
      targetId: id,
      detail: { name: event.title },
    });
    // Cancelled: those it was for hear so, unless it was hidden already (or is over).
    if (event.disabled || event.endsAt <= ctx.clock.now()) return null;
    return tellAudience(ctx, tx, caller, scope, {
      kind: 'event.cancelled',
      title: `Event cancelled: ${event.title}`,
      event,
      classIds: event.classes.map((c) => c.id),
    });
  });
  if (raised) await announce(ctx, raised);
}

export async function disableSchoolEvent(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
  disabled: boolean,
): Promise<SchoolEventView> {
  mayActOnEvents(caller, scope);
  const event = await reachableEvent(ctx, scope, id);
  await ctx.db.transaction(async (tx) => {
    await updateEvent(tx, { instituteId: scope.instituteId }, id, { disabled }, ctx.clock.now());
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'event.disabled',
      targetType: 'event',
      targetId: id,
      detail: { name: event.title, disabled },
    });
  });
  return schoolEvent(ctx, scope, id);
}

/** The classes' names, for the audit log's words. */
async function classNames(db: Queryable, instituteId: string, ids: string[]) {
  return (await namesOfClasses(db, instituteId, ids)).sort();
}
