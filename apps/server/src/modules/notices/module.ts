import type { ServerModule } from '../module.js';
import { publishDueNotices } from './publish.js';
import { noticePublishJob } from './publish-job.js';
import { noticesRoutes } from './routes.js';

/**
 * Notices (issue 24 §3): an institute's notices to everyone, chosen classes (and their students'
 * guardians), roles or named people, with attachments, a publish time and an expiry; pinned and
 * archived; who has read each (db/schema/notices.ts). Its recipients are told through
 * notifications when it publishes: at once, or by its publish job, with the hourly sweep as the
 * safety net for a job a stopped portal missed.
 */
export const noticesModule: ServerModule = {
  name: 'notices',
  routes: noticesRoutes,
  jobs: [noticePublishJob],
  reminders: async (ctx) => {
    await publishDueNotices(ctx);
  },
};
