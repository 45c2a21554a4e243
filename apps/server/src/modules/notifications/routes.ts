import { notificationSettingsSchema, updateNotificationSettingsSchema } from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, userAction } from '../../http/access.js';
import { notificationSettingsOf, updateNotificationSettings } from './settings-service.js';

/** The acting profile's notification settings (the shell's quick panel toggles). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const db = database.db;
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
    async (request) => notificationSettingsOf(db, (await actorOf(request)).profileId),
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
    async (request) => {
      const actor = await actorOf(request);
      return updateNotificationSettings({ db, clock }, actor, request.body, {
        actorAccountId: actor.accountId,
        actorProfileId: actor.profileId,
        ip: request.ip,
      });
    },
  );
};
