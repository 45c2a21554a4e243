import { FEE_API, feeStudentSearchQuerySchema, feeStudentSearchSchema } from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { groupOf } from '../../http/caller.js';
import { underRest } from '../../http/rest-path.js';
import { searchStudents } from './student-search.js';

/** GET /rest/fee/students: Collect fees finds a student of the institute (issue 22 item 5). */
export const feeStudentSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.get(
    underRest(FEE_API.students),
    {
      config: { access: groupAction('createPaymentRecord', GROUP_IN_QUERY) },
      schema: {
        tags: ['fees'],
        summary:
          "The institute's students found by name, admission number or phone (a parent's too), with their class and dues, for those who record payments",
        querystring: feeStudentSearchQuerySchema,
        response: { 200: feeStudentSearchSchema },
      },
    },
    async (request) => searchStudents(ctx, groupOf(request), request.query),
  );
};
