import type { ModuleJob } from '../module.js';
import { runDailySummary } from './daily-summary.js';
import { DAILY_SUMMARY_JOB } from './summary-schedule.js';

/** At an institute's mark-by time: the principal's summary of the day (daily-summary.ts). */
export const dailySummaryJob: ModuleJob = {
  name: DAILY_SUMMARY_JOB,
  run: runDailySummary,
  policy: 'oneWaitingPerKey',
};
