import {
  CALENDAR_API,
  CALENDAR_TEXTS,
  calendarDoneSchema,
  calendarQuerySchema,
  calendarSchema,
  personalEventBodySchema,
  personalEventIdQuerySchema,
  personalEventSavedSchema,
  personalEventUpdateSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../../http/access.js';
import { callerOf } from '../../http/caller.js';
import { underRest } from '../../http/rest-path.js';
import { calendarOf } from './calendar-service.js';
import {
  changePersonalEvent,
  createPersonalEvent,
  removePersonalEvent,
} from './personal-service.js';

const tags = ['calendar'];

/**
 * The acting profile's calendar and its personal events: every signed-in profile has one. What
 * it shows of a school is decided by the profile's own permissions there (policy.ts).
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    underRest(CALENDAR_API.calendar),
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary:
          "The acting profile's calendar for India's days from … to: school and personal events, exam windows, fee due dates, holidays, to-dos due",
        querystring: calendarQuerySchema,
        response: { 200: calendarSchema },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const { from, to } = request.query;
      const viewer = { profileId: caller.profileId, accountId: caller.accountId, subject: caller };
      return { from, to, entries: await calendarOf(ctx, viewer, from, to) };
    },
  );

  app.post(
    underRest(CALENDAR_API.personal),
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Add a personal event to the acting profile’s calendar',
        body: personalEventBodySchema,
        response: { 200: personalEventSavedSchema },
      },
    },
    async (request) => ({
      message: CALENDAR_TEXTS.eventSaved,
      data: await createPersonalEvent(ctx, await callerOf(request), request.body),
    }),
  );

  app.put(
    underRest(CALENDAR_API.personal),
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Change one of the acting profile’s personal events',
        body: personalEventUpdateSchema,
        response: { 200: personalEventSavedSchema },
      },
    },
    async (request) => ({
      message: CALENDAR_TEXTS.eventSaved,
      data: await changePersonalEvent(ctx, await callerOf(request), request.body),
    }),
  );

  app.delete(
    underRest(CALENDAR_API.personal),
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Delete one of the acting profile’s personal events',
        querystring: personalEventIdQuerySchema,
        response: { 200: calendarDoneSchema },
      },
    },
    async (request) => {
      await removePersonalEvent(ctx, await callerOf(request), request.query.id);
      return { message: CALENDAR_TEXTS.eventDeleted };
    },
  );
};
