import {
  ADMISSION_MESSAGES,
  admissionConfigInputSchema,
  admissionGroupQuerySchema,
  admissionOverviewSchema,
  admissionSettingsInputSchema,
  admissionSettingsSchema,
  classAdmissionConfigSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, groupOf, instituteOf } from '../../http/caller.js';
import { notFound } from '../../lib/errors.js';
import { admissionOverview, saveAdmissionConfig } from './config-service.js';
import { saveAdmissionSettings } from './settings.js';

/** How each class takes admissions (/admission/admin). */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['admission'];

  app.get(
    '/admission/config',
    {
      config: { access: groupAction('getAdmissionRequests', GROUP_IN_QUERY) },
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
      config: { access: groupAction('createAdmissionConfig', GROUP_IN_QUERY) },
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

  app.put(
    '/admission/settings',
    {
      config: { access: groupAction('createAdmissionConfig', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary:
          "The institute's admission number pattern and the fields it asks beyond the spec's form, each off, optional or required (audited)",
        querystring: admissionGroupQuerySchema,
        body: admissionSettingsInputSchema,
        response: { 200: admissionSettingsSchema },
      },
    },
    async (request) => {
      const scope = groupOf(request);
      // The institute's settings: set on the institute, not on one of its classes.
      if (scope.type !== 'INSTITUTE') throw notFound(ADMISSION_MESSAGES.instituteNotFound);
      return saveAdmissionSettings(ctx, await callerOf(request), scope.instituteId, request.body);
    },
  );
};
