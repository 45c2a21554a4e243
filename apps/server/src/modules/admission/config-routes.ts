import {
  admissionConfigInputSchema,
  admissionGroupQuerySchema,
  admissionOverviewSchema,
  classAdmissionConfigSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { groupAction } from '../../http/access.js';
import { auditActorOf, instituteIdOf } from '../academic/scope.js';
import { admissionOverview, saveAdmissionConfig } from './config-service.js';

/** How each class takes admissions (/admission/admin). */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const deps = { db: database.db, clock };
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
    async (request) =>
      admissionOverview(deps.db, instituteIdOf(request, 'This institute does not exist.')),
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
    async (request) => {
      const scope = request.groupScope;
      if (!scope) throw new Error('group guard did not run');
      return saveAdmissionConfig(deps, scope, request.body, await auditActorOf(request));
    },
  );
};
