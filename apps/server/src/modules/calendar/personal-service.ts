import {
  CALENDAR_TEXTS,
  type PersonalEventBody,
  type PersonalEventUpdate,
  type PersonalEventView,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import type { Caller } from '../permissions/index.js';
import { deleteEvent, insertEvent, updateEvent } from './event-queries.js';
import { eventTimes } from './event-times.js';
import { presentPersonalEvent } from './presenters.js';

/** Personal events: the acting profile's own; anyone else's is not found. */

const fieldsOf = (body: PersonalEventBody) => ({
  title: body.title,
  description: body.description,
  location: body.location,
  allDay: body.allDay,
  ...eventTimes(body),
});

export async function createPersonalEvent(
  ctx: AppContext,
  caller: Caller,
  body: PersonalEventBody,
): Promise<PersonalEventView> {
  const row = await insertEvent(
    ctx.db,
    {
      instituteId: null,
      ownerProfileId: caller.profileId,
      createdByProfileId: caller.profileId,
      ...fieldsOf(body),
    },
    ctx.clock.now(),
  );
  return presentPersonalEvent(row);
}

export async function changePersonalEvent(
  ctx: AppContext,
  caller: Caller,
  body: PersonalEventUpdate,
): Promise<PersonalEventView> {
  const row = await updateEvent(
    ctx.db,
    { profileId: caller.profileId },
    body.id,
    fieldsOf(body),
    ctx.clock.now(),
  );
  if (!row) throw notFound(CALENDAR_TEXTS.eventNotFound);
  return presentPersonalEvent(row);
}

export async function removePersonalEvent(ctx: AppContext, caller: Caller, id: string) {
  if (!(await deleteEvent(ctx.db, { profileId: caller.profileId }, id)))
    throw notFound(CALENDAR_TEXTS.eventNotFound);
}
