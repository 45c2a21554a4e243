import { contactSchema, messageSchema } from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { App } from '../../app.js';
import { PUBLIC, SUPER_ADMIN } from '../../http/access.js';
import { byBodyField, byIp, rateLimited } from '../../http/rate-limit.js';
import { serviceDeps } from '../auth/deps.js';
import { contactRequestListQuerySchema, contactRequestPageSchema } from './schemas.js';
import { contactRequestPage, submitContactRequest } from './service.js';

/** POST /rest/contact (anyone) and GET /rest/admin/contact-requests (super admin). */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDeps(app as unknown as App, app.log);

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
      const result = await submitContactRequest(deps, request.body, {
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
    async (request) => contactRequestPage(deps, request.query.page, request.query.size),
  );
};
