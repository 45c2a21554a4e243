import {
  NOTIFICATION_API,
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userAction } from '../../http/access.js';
import { callerOf } from '../../http/caller.js';
import { underRest } from '../../http/rest-path.js';
import {
  notificationList,
  notificationOf,
  readAllNotifications,
  readNotification,
} from './inbox-service.js';

const idParams = z.object({ id: z.uuid({ error: 'This notification does not exist.' }) });
const access = { access: userAction('getNotifications') };

/** The acting profile's notifications (spec §2.4 bell, §7 get, mark read, mark all read). */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['notifications'];

  app.get(
    underRest(NOTIFICATION_API.list),
    {
      config: access,
      schema: {
        tags,
        summary: 'School ERP notifications (newest first, paged), unread count and deadlines',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema },
      },
    },
    async (request) => notificationList(ctx, await callerOf(request), request.query),
  );

  app.put(
    underRest(NOTIFICATION_API.readAll),
    {
      config: access,
      schema: {
        tags,
        summary: "Mark all the acting profile's notifications read",
        response: { 200: z.object({ updated: z.number().int() }) },
      },
    },
    async (request) => readAllNotifications(ctx, await callerOf(request)),
  );

  app.get(
    underRest(NOTIFICATION_API.one(':id')),
    {
      config: access,
      schema: {
        tags,
        summary: 'One notification of the acting profile',
        params: idParams,
        response: { 200: notificationSchema },
      },
    },
    async (request) => notificationOf(ctx, await callerOf(request), request.params.id),
  );

  app.put(
    underRest(NOTIFICATION_API.read(':id')),
    {
      config: access,
      schema: {
        tags,
        summary: 'Mark one notification read (visited)',
        params: idParams,
        response: { 200: notificationSchema },
      },
    },
    async (request) => readNotification(ctx, await callerOf(request), request.params.id),
  );
};
