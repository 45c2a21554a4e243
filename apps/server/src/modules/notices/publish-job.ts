import type { ModuleJob } from '../module.js';
import { NOTICE_PUBLISH_JOB, publishDueNotices } from './publish.js';

/** Sent for a scheduled notice's publish time: publishes what is due then (publish.ts). */
export const noticePublishJob: ModuleJob = {
  name: NOTICE_PUBLISH_JOB,
  run: async (ctx) => {
    await publishDueNotices(ctx);
  },
};
