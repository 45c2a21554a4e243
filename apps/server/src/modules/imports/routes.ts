import {
  IMPORT_API,
  importQuerySchema,
  importReportSchema,
  importTemplate,
  importTemplateParamsSchema,
} from '@shala/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, groupOf } from '../../http/caller.js';
import { rateLimited } from '../../http/rate-limit.js';
import { underRest } from '../../http/rest-path.js';
import { UPLOAD_LIMITS } from '../../http/upload-limits.js';
import { readCsvUpload } from './csv.js';
import { importStaff } from './staff.js';
import { importStudents } from './students.js';

// Multipart bodies are read by the handler, after the guard: the group comes in the query.
const access = groupAction('importMembers', GROUP_IN_QUERY);

/**
 * Bulk import from CSV (issue 3): POST /rest/import/students and /rest/import/staff take one
 * .csv file (multipart, ≤ 2 MB, header row first) and answer a per-row report; each row is
 * imported all or nothing. GET /rest/import/templates/:kind gives the header and an example.
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  // One budget for both imports: each call of rateLimited counts on its own.
  const importLimit = rateLimited(app, UPLOAD_LIMITS.import);
  // A row that fails unexpectedly is logged with the request's trace id.
  const ctxOf = (request: FastifyRequest): AppContext => ({ ...app.ctx, log: request.log });

  app.post(
    underRest(IMPORT_API.students),
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
      const caller = await callerOf(request);
      const rows = await readCsvUpload(request, 'students');
      return importStudents(ctxOf(request), caller, groupOf(request), rows);
    },
  );

  app.post(
    underRest(IMPORT_API.staff),
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
      const caller = await callerOf(request);
      const rows = await readCsvUpload(request, 'staff');
      return importStaff(ctxOf(request), caller, groupOf(request), rows);
    },
  );

  app.get(
    `${underRest(IMPORT_API.templates)}/:kind`,
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
