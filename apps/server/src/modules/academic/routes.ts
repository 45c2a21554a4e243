import { academicSessionListSchema, sessionListQuerySchema } from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { groupOf } from '../../http/caller.js';
import { toAcademicSessionData } from './presenters.js';
import { sessionsOfInstitute } from './queries.js';
import { termRoutes } from './term-routes.js';
import { academicWriteRoutes } from './write-routes.js';

/**
 * Sessions and terms. GET /rest/academic/session/all?groupId= : an institute's sessions (a
 * class answers for its institute); the session writes are in write-routes.ts, the terms
 * (/rest/terms) in term-routes.ts.
 */
export const academicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  await app.register(academicWriteRoutes);
  await app.register(termRoutes);

  app.get(
    '/academic/session/all',
    {
      config: { access: groupAction('getAcademicSession', GROUP_IN_QUERY) },
      schema: {
        tags: ['academic'],
        summary: "The academic sessions of the group's institute, newest first",
        querystring: sessionListQuerySchema,
        response: { 200: academicSessionListSchema },
      },
    },
    async (request) => {
      const rows = await sessionsOfInstitute(db, groupOf(request).instituteId);
      return rows.map(toAcademicSessionData);
    },
  );
};
