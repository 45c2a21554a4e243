import {
  adminContactRequestParamsSchema,
  adminHandledBodySchema,
  contactRequestListQuerySchema,
  contactRequestPageSchema,
  contactRequestSchema,
  contactSchema,
  messageSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC, SUPER_ADMIN } from '../../http/access.js';
import { callerOf } from '../../http/caller.js';
import { byBodyField, byIp, rateLimited } from '../../http/rate-limit.js';
import { contactRequestPage, markContactRequestHandled, submitContactRequest } from './service.js';

/**
 * POST /rest/contact (anyone); GET /rest/admin/contact-requests and
 * POST /rest/admin/contact-requests/:id/handled (super admin).
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    '/contact',
    {
      config: { access: PUBLIC },
      // Each request mails its sender, so senders and addresses are both limited.
      preHandler: rateLimited(app, [
        { name: 'contact:ip', max: 10, windowMinutes: 60, key: byIp },
        { name: 'contact:email', max: 5, windowMinutes: 60, key: byBodyField('email') },
      ]),
      schema: {
        tags: ['contact'],
        summary: 'Send a contact request',
        body: contactSchema,
        response: { 201: messageSchema },
      },
    },
    async (request, reply) => {
      const result = await submitContactRequest(ctx, request.body, {
        accountId: request.auth?.account.id ?? null,
        ip: request.ip,
      });
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/admin/contact-requests',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        tags: ['contact'],
        summary: 'Contact requests, newest first (super admin)',
        querystring: contactRequestListQuerySchema,
        response: { 200: contactRequestPageSchema },
      },
    },
    async (request) => {
      const { page, pageSize, size, search, handled } = request.query;
      return contactRequestPage(ctx, page, size ?? pageSize, { search, handled });
    },
  );

  app.post(
    '/admin/contact-requests/:id/handled',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        tags: ['contact'],
        summary: 'Mark a contact request handled, or not handled again (super admin)',
        params: adminContactRequestParamsSchema,
        body: adminHandledBodySchema,
        response: { 200: contactRequestSchema },
      },
    },
    async (request) =>
      markContactRequestHandled(
        ctx,
        await callerOf(request),
        request.params.id,
        request.body.handled,
      ),
  );
};
