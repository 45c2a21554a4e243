import { notificationSettingsSchema, updateNotificationSettingsSchema } from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userAction } from '../../http/access.js';
import { callerOf } from '../../http/caller.js';
import { notificationSettingsOf, updateNotificationSettings } from './service.js';

/** The acting profile's notification settings (the shell's quick panel toggles). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['notifications'];

  app.get(
    '/notification/settings',
    {
      config: { access: userAction('getUserProfileNotification') },
      schema: {
        tags,
        summary: "The acting profile's notification settings",
        response: { 200: notificationSettingsSchema },
      },
    },
    async (request) => notificationSettingsOf(ctx, await callerOf(request)),
  );

  app.put(
    '/notification/settings',
    {
      config: { access: userAction('updateUserProfileNotification') },
      schema: {
        tags,
        summary: 'Turn app and e-mail notifications on or off; text is always off',
        body: updateNotificationSettingsSchema,
        response: { 200: notificationSettingsSchema },
      },
    },
    async (request) => updateNotificationSettings(ctx, await callerOf(request), request.body),
  );
};
