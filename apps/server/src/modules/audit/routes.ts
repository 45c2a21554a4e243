import { auditPageSchema, auditQuerySchema, ownAuditQuerySchema } from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { groupAction, SIGNED_IN } from '../../http/access.js';
import { badRequest, unauthorized } from '../../lib/errors.js';
import { toAuditPage } from './presenters.js';
import { accountAuditPage, instituteAuditPage } from './queries.js';

/** The audit log: an institute's (for its admins) and the account's own (the Logs tab). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const tags = ['audit'];

  app.get(
    '/audit',
    {
      config: { access: groupAction('getAuditLog', { in: 'query', key: 'groupId' }) },
      schema: {
        tags,
        summary: "An institute's audit log, newest first",
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => {
      const scope = request.groupScope;
      // The log belongs to institutes: asking with a class is bad input.
      if (scope?.type !== 'INSTITUTE') throw badRequest('Please choose an institute.');
      const { page, size } = request.query;
      return toAuditPage(await instituteAuditPage(db, scope.instituteId, { page, size }), {
        page,
        size,
      });
    },
  );

  app.get(
    '/audit/mine',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The signed-in account's own audit events, newest first",
        querystring: ownAuditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized();
      const { page, size } = request.query;
      return toAuditPage(await accountAuditPage(db, request.auth.account.id, { page, size }), {
        page,
        size,
      });
    },
  );
};
