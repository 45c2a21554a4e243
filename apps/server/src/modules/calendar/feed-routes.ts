import {
  CALENDAR_API,
  CALENDAR_TEXTS,
  calendarDoneSchema,
  calendarFeedMadeSchema,
  calendarFeedSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC, SIGNED_IN } from '../../http/access.js';
import { callerOf } from '../../http/caller.js';
import { byIp, type LimitRule, rateLimited } from '../../http/rate-limit.js';
import { underRest } from '../../http/rest-path.js';
import { feedOf, icsFor, renewFeed, stopFeed } from './feed-service.js';

const tags = ['calendar'];

/**
 * A feed is read by calendar apps every few hours: an address asking more than 120 times an
 * hour, or one link more than 60, is guessing or broken, and waits.
 */
const FEED_LIMITS: LimitRule[] = [
  { name: 'calendar-feed:ip', max: 120, windowMinutes: 60, key: byIp },
  {
    name: 'calendar-feed:token',
    max: 60,
    windowMinutes: 60,
    key: (request) => (request.params as { token?: string }).token,
  },
];

/** The acting profile's secret .ics link, and the link itself (served with no session). */
export const feedRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    underRest(CALENDAR_API.feed),
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary:
          'Whether the acting profile has a calendar link, and since when (the link is shown only when made)',
        response: { 200: calendarFeedSchema },
      },
    },
    async (request) => feedOf(ctx, (await callerOf(request)).profileId),
  );

  app.post(
    underRest(CALENDAR_API.feed),
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary:
          'Make the acting profile’s secret .ics link, or renew it (the old link stops at once)',
        response: { 200: calendarFeedMadeSchema },
      },
    },
    async (request) => {
      const profileId = (await callerOf(request)).profileId;
      const had = (await feedOf(ctx, profileId)).createdAt !== null;
      const data = await renewFeed(ctx, profileId);
      return { message: had ? CALENDAR_TEXTS.feedRenewed : CALENDAR_TEXTS.feedMade, data };
    },
  );

  app.delete(
    underRest(CALENDAR_API.feed),
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Turn the calendar link off',
        response: { 200: calendarDoneSchema },
      },
    },
    async (request) => {
      await stopFeed(ctx, (await callerOf(request)).profileId);
      return { message: CALENDAR_TEXTS.feedStopped };
    },
  );

  app.get(
    underRest(CALENDAR_API.ics),
    {
      // The secret in the address is the credential: calendar apps send no cookie.
      config: { access: PUBLIC },
      // The address is the secret: the request log's info lines (which carry it) stay unwritten.
      logLevel: 'warn',
      preHandler: rateLimited(app, FEED_LIMITS),
      schema: {
        tags,
        summary:
          'A profile’s calendar as RFC 5545 text/calendar, for calendar apps (the secret link)',
        params: z.object({ token: z.string().max(120) }),
      },
    },
    async (request, reply) => {
      const ics = await icsFor(ctx, request.params.token, (p, a) =>
        app.identity.membershipsOf(p, a),
      );
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="shala.ics"')
        .header('cache-control', 'private, max-age=300')
        .header('referrer-policy', 'no-referrer')
        .send(ics);
    },
  );
};
