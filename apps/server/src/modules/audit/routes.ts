import { auditPageSchema, auditQuerySchema, ownAuditQuerySchema } from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_IN_QUERY, groupAction, SIGNED_IN } from '../../http/access.js';
import { instituteOf, sessionOf } from '../../http/caller.js';
import { toAuditPage } from './presenters.js';
import { accountAuditPage, instituteAuditPage } from './queries.js';

/** The audit log: an institute's (for its admins) and the account's own (the Logs tab). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['audit'];

  app.get(
    '/audit',
    {
      config: { access: groupAction('getAuditLog', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "An institute's audit log, newest first",
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => {
      // The log belongs to institutes: a class names none (404).
      const institute = instituteOf(request);
      const { page, size } = request.query;
      return toAuditPage(await instituteAuditPage(db, institute.id, { page, size }), {
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
      const accountId = sessionOf(request).account.id;
      const { page, size } = request.query;
      return toAuditPage(await accountAuditPage(db, accountId, { page, size }), {
        page,
        size,
      });
    },
  );
};
