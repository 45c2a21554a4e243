import {
  admissionConfigInputSchema,
  admissionGroupQuerySchema,
  admissionOverviewSchema,
  classAdmissionConfigSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { groupAction } from '../../http/access.js';
import { callerOf, groupOf, instituteOf } from '../../http/caller.js';
import { admissionOverview, saveAdmissionConfig } from './config-service.js';

/** How each class takes admissions (/admission/admin). */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['admission'];

  app.get(
    '/admission/config',
    {
      config: { access: groupAction('getAdmissionRequests', { in: 'query', key: 'groupId' }) },
      schema: {
        tags,
        summary:
          'Every class of the institute with its admission settings and counts, and the direct-admission link of the active session',
        querystring: admissionGroupQuerySchema,
        response: { 200: admissionOverviewSchema },
      },
    },
    async (request) => admissionOverview(ctx.db, instituteOf(request).id),
  );

  app.put(
    '/admission/config',
    {
      config: { access: groupAction('createAdmissionConfig', { in: 'query', key: 'groupId' }) },
      schema: {
        tags,
        summary: 'Open or close a class for admission, with seats and instructions (audited)',
        querystring: admissionGroupQuerySchema,
        body: admissionConfigInputSchema,
        response: { 200: classAdmissionConfigSchema },
      },
    },
    async (request) =>
      saveAdmissionConfig(ctx, await callerOf(request), groupOf(request), request.body),
  );
};
