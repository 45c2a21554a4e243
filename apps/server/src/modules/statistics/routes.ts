import {
  attendanceStatisticsSchema,
  enrolmentQuerySchema,
  enrolmentSchema,
  feeStatisticsSchema,
  financeStatisticsSchema,
  resultStatisticsSchema,
  STATISTICS_API,
  statisticsGroupQuerySchema,
  statisticsRangeQuerySchema,
  statisticsSetupSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { instituteOf } from '../../http/caller.js';
import { underRest } from '../../http/rest-path.js';
import { attendanceStatistics } from './attendance-service.js';
import { enrolmentOf } from './enrolment-service.js';
import { feeStatistics } from './fee-service.js';
import { financeStatistics } from './finance-service.js';
import { resultStatistics } from './result-service.js';
import { statisticsSetup } from './setup-service.js';

export const tags = ['statistics'];

/** The statistics calls (issue 25 §6), under /rest/statistics: getStatistics of the institute. */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const config = { access: groupAction('getStatistics', GROUP_IN_QUERY) };

  app.get(
    underRest(STATISTICS_API.setup),
    {
      config,
      schema: {
        tags,
        summary: "Today, the institute's sessions and the range the statistics open with",
        querystring: statisticsGroupQuerySchema,
        response: { 200: statisticsSetupSchema },
      },
    },
    async (request) => statisticsSetup(ctx, instituteOf(request)),
  );

  app.get(
    underRest(STATISTICS_API.enrolment),
    {
      config,
      schema: {
        tags,
        summary:
          'Students by class and gender in a session (the active one unless named), and by session',
        querystring: enrolmentQuerySchema,
        response: { 200: enrolmentSchema },
      },
    },
    async (request) => enrolmentOf(ctx, instituteOf(request), request.query.sessionId),
  );

  app.get(
    underRest(STATISTICS_API.attendance),
    {
      config,
      schema: {
        tags,
        summary: "The students' attendance of a range by month and by class",
        querystring: statisticsRangeQuerySchema,
        response: { 200: attendanceStatisticsSchema },
      },
    },
    async (request) => attendanceStatistics(ctx, instituteOf(request), request.query),
  );

  app.get(
    underRest(STATISTICS_API.fees),
    {
      config,
      schema: {
        tags,
        summary:
          'Dues falling due in a range against what was paid and collected, by month and class, and the defaulters',
        querystring: statisticsRangeQuerySchema,
        response: { 200: feeStatisticsSchema },
      },
    },
    async (request) => feeStatistics(ctx, instituteOf(request), request.query),
  );

  app.get(
    underRest(STATISTICS_API.finance),
    {
      config,
      schema: {
        tags,
        summary: 'Fees and other income against expenses of a range, by month and category',
        querystring: statisticsRangeQuerySchema,
        response: { 200: financeStatisticsSchema },
      },
    },
    async (request) => financeStatistics(ctx, instituteOf(request), request.query),
  );

  app.get(
    underRest(STATISTICS_API.results),
    {
      config,
      schema: {
        tags,
        summary: 'Exam results of a range by class and by subject: average and pass rate',
        querystring: statisticsRangeQuerySchema,
        response: { 200: resultStatisticsSchema },
      },
    },
    async (request) => resultStatistics(ctx, instituteOf(request), request.query),
  );
};
