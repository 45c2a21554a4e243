import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerModule } from '../module.js';
import { inboxRoutes } from './inbox-routes.js';
import { notificationsLive } from './live.js';
import { notificationMailJob } from './mail-job.js';
import { reminderSweepJob } from './reminders.js';
import { notificationRoutes } from './routes.js';

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(notificationRoutes);
  await app.register(inboxRoutes);
};

/**
 * Notifications (spec §2.4 bell, §3): raised by the other modules' events (raise.ts), kept per
 * profile with their read flag, told at once over the live channel, copied by e-mail and push,
 * and the reminders' hourly sweep. Also the profile's notification settings.
 */
export const notificationsModule: ServerModule = {
  name: 'notifications',
  routes,
  jobs: [notificationMailJob, reminderSweepJob],
  live: notificationsLive,
};
