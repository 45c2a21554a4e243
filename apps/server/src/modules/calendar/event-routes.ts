import {
  CALENDAR_API,
  CALENDAR_TEXTS,
  calendarDoneSchema,
  eventBodySchema,
  eventDisableSchema,
  eventIdQuerySchema,
  eventListQuerySchema,
  eventUpdateSchema,
  schoolEventListSchema,
  schoolEventSavedSchema,
  schoolEventSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, groupOf } from '../../http/caller.js';
import { underRest } from '../../http/rest-path.js';
import {
  changeSchoolEvent,
  createSchoolEvent,
  disableSchoolEvent,
  listSchoolEvents,
  removeSchoolEvent,
  schoolEvent,
} from './event-service.js';

const tags = ['calendar'];

/** School events, each call gated by its action of spec §6 (getEvent … disableEvent). */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    underRest(CALENDAR_API.events),
    {
      config: { access: groupAction('getEvent', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "The institute's school events from a time on (today when absent), soonest first",
        querystring: eventListQuerySchema,
        response: { 200: schoolEventListSchema },
      },
    },
    async (request) => listSchoolEvents(ctx, groupOf(request), request.query.from),
  );

  app.get(
    underRest(CALENDAR_API.event),
    {
      config: { access: groupAction('getEvent', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: 'One school event',
        querystring: eventIdQuerySchema,
        response: { 200: schoolEventSchema },
      },
    },
    async (request) => schoolEvent(ctx, groupOf(request), request.query.id),
  );

  app.post(
    underRest(CALENDAR_API.events),
    {
      config: { access: groupAction('createEvent', GROUP_IN_BODY) },
      schema: {
        tags,
        summary: 'Add a school event: for the institute, chosen classes of it, or the class named',
        body: eventBodySchema,
        response: { 200: schoolEventSavedSchema },
      },
    },
    async (request) => ({
      message: CALENDAR_TEXTS.eventSaved,
      data: await createSchoolEvent(ctx, await callerOf(request), groupOf(request), request.body),
    }),
  );

  app.put(
    underRest(CALENDAR_API.events),
    {
      config: { access: groupAction('updateEvent', GROUP_IN_BODY) },
      schema: {
        tags,
        summary: 'Change a school event (its classes are replaced by those sent)',
        body: eventUpdateSchema,
        response: { 200: schoolEventSavedSchema },
      },
    },
    async (request) => ({
      message: CALENDAR_TEXTS.eventSaved,
      data: await changeSchoolEvent(ctx, await callerOf(request), groupOf(request), request.body),
    }),
  );

  app.delete(
    underRest(CALENDAR_API.events),
    {
      config: { access: groupAction('deleteEvent', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: 'Delete a school event',
        querystring: eventIdQuerySchema,
        response: { 200: calendarDoneSchema },
      },
    },
    async (request) => {
      await removeSchoolEvent(ctx, await callerOf(request), groupOf(request), request.query.id);
      return { message: CALENDAR_TEXTS.eventDeleted };
    },
  );

  app.put(
    underRest(CALENDAR_API.eventDisable),
    {
      config: { access: groupAction('disableEvent', GROUP_IN_BODY) },
      schema: {
        tags,
        summary: 'Hide a school event from calendars (disabled: true), or show it again',
        body: eventDisableSchema,
        response: { 200: schoolEventSavedSchema },
      },
    },
    async (request) => {
      const { id, disabled } = request.body;
      const data = await disableSchoolEvent(
        ctx,
        await callerOf(request),
        groupOf(request),
        id,
        disabled,
      );
      return {
        message: disabled ? CALENDAR_TEXTS.eventDisabled : CALENDAR_TEXTS.eventEnabled,
        data,
      };
    },
  );
};
