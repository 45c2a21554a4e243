import {
  examGroupQuerySchema,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  QUESTION_API,
  QUESTION_IMPORT_MAX_ROWS,
  questionImportReportSchema,
  questionImportTemplate,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GROUP_IN_QUERY, groupAction } from '../../../http/access.js';
import { callerOf, groupOf } from '../../../http/caller.js';
import { rateLimited } from '../../../http/rate-limit.js';
import { underRest } from '../../../http/rest-path.js';
import { badRequest } from '../../../lib/errors.js';
import { formConfig, tags } from '../route-parts.js';
import { importQuestions } from './question-import.js';
import { QUESTION_IMPORT_FORM_LIMITS, QUESTION_IMPORT_LIMITS } from './question-limits.js';

/**
 * The question import (CSV, like the students import): the form's groupId names the bank, its
 * `file` the questions; the answer reports each row. The template is the header and two rows.
 */
export const questionImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    underRest(QUESTION_API.importCsv),
    {
      config: formConfig('createQuestion', QUESTION_IMPORT_FORM_LIMITS),
      preHandler: rateLimited(app, QUESTION_IMPORT_LIMITS),
      schema: {
        tags,
        summary: `Import questions from a CSV file (form: groupId, file; at most ${IMPORT_MAX_BYTES / 1_048_576} MB and ${QUESTION_IMPORT_MAX_ROWS} rows): the valid rows are created together, the others reported`,
        consumes: ['multipart/form-data'],
        body: examGroupQuerySchema,
        response: { 200: questionImportReportSchema },
      },
    },
    async (request) => {
      const files = request.uploadedFiles ?? [];
      if (files.length === 0) throw badRequest(IMPORT_MESSAGES.noFile);
      return importQuestions(ctx, await callerOf(request), groupOf(request), files);
    },
  );

  app.get(
    underRest(QUESTION_API.importTemplate),
    {
      config: { access: groupAction('createQuestion', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: 'The CSV template of the question import: the header and two example rows',
        querystring: examGroupQuerySchema,
        response: { 200: z.string() },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="question-import-template.csv"')
        .send(questionImportTemplate()),
  );
};
