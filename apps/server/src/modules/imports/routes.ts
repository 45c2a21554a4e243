import {
  IMPORT_API,
  importQuerySchema,
  importReportSchema,
  importTemplate,
  importTemplateParamsSchema,
} from '@shala/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_LIMITS } from '../../files/upload-limits.js';
import { actorOf, groupAction } from '../../http/access.js';
import { rateLimited } from '../../http/rate-limit.js';
import { grantorIn } from '../roles/policy.js';
import { readCsvUpload } from './csv.js';
import type { ImportDeps } from './service.js';
import { importStaff } from './staff.js';
import { importStudents } from './students.js';

const prefix = '/rest';
const path = (api: string) => api.slice(prefix.length);
// Multipart bodies are read by the handler, after the guard: the group comes in the query.
const access = groupAction('importMembers', { in: 'query', key: 'groupId' });

/**
 * Bulk import from CSV (issue 3): POST /rest/import/students and /rest/import/staff take one
 * .csv file (multipart, ≤ 2 MB, header row first) and answer a per-row report; each row is
 * imported all or nothing. GET /rest/import/templates/:kind gives the header and an example.
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  // One budget for both imports: each call of rateLimited counts on its own.
  const importLimit = rateLimited(app, UPLOAD_LIMITS.import);
  const importDeps = (request: FastifyRequest): ImportDeps => ({
    db: deps.database.db,
    clock: deps.clock,
    mailer: deps.mailer,
    publicUrl: deps.config.publicUrl,
    onError: (error, what) => request.log.error({ err: error }, `${what} failed`),
  });
  const scopeOf = (request: FastifyRequest) => {
    const scope = request.groupScope;
    if (!scope) throw new Error('group guard did not run');
    return scope;
  };
  // Imports add people to the institute: what the importer may give is judged there.
  const instituteGrantor = async (request: FastifyRequest) => {
    const scope = scopeOf(request);
    return grantorIn(await actorOf(request), {
      ...scope,
      id: scope.instituteId,
      type: 'INSTITUTE',
    });
  };
  const actorFor = async (request: FastifyRequest) => {
    const actor = await actorOf(request);
    return { actorAccountId: actor.accountId, actorProfileId: actor.profileId, ip: request.ip };
  };

  app.post(
    path(IMPORT_API.students),
    {
      config: { access },
      preHandler: importLimit,
      schema: {
        tags: ['imports'],
        summary: 'Import students with their parents from a CSV file (one row, one transaction)',
        consumes: ['multipart/form-data'],
        querystring: importQuerySchema,
        response: { 200: importReportSchema },
      },
    },
    async (request) => {
      const grantor = await instituteGrantor(request);
      const rows = await readCsvUpload(request, 'students');
      return importStudents(importDeps(request), await actorFor(request), grantor, rows);
    },
  );

  app.post(
    path(IMPORT_API.staff),
    {
      config: { access },
      preHandler: importLimit,
      schema: {
        tags: ['imports'],
        summary: 'Import staff from a CSV file (one row, one transaction)',
        consumes: ['multipart/form-data'],
        querystring: importQuerySchema,
        response: { 200: importReportSchema },
      },
    },
    async (request) => {
      const grantor = await instituteGrantor(request);
      const rows = await readCsvUpload(request, 'staff');
      return importStaff(importDeps(request), await actorFor(request), grantor, rows);
    },
  );

  app.get(
    `${path(IMPORT_API.templates)}/:kind`,
    {
      config: { access },
      schema: {
        tags: ['imports'],
        summary: 'A CSV template: the header row and one example row',
        params: importTemplateParamsSchema,
        querystring: importQuerySchema,
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${kind}-import-template.csv"`)
        .send(importTemplate(kind));
    },
  );
};
