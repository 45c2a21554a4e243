import type { ServerModule } from '../module.js';
import { pushJob } from './push-job.js';
import { pushRoutes } from './routes.js';

/**
 * Web Push (spec §7 `POST rest/fcm/registerkey`): browsers' subscriptions per profile, the
 * platform's VAPID keys kept in the database, and the job that pushes each raised notification.
 */
export const pushModule: ServerModule = { name: 'push', routes: pushRoutes, jobs: [pushJob] };
