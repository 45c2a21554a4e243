import {
  changePasswordSchema,
  forgotPasswordSchema,
  messageSchema,
  noBody,
  setPasswordSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC, SIGNED_IN } from '../../http/access.js';
import { sessionOf } from '../../http/caller.js';
import { rateLimited } from '../../http/rate-limit.js';
import { AUTH_LIMITS } from './limits.js';
import {
  changePasswordFromLink,
  requestPasswordChangeLink,
  requestPasswordReset,
  setPasswordFromReset,
} from './password-service.js';

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const answers = { 200: messageSchema };

  app.post(
    '/password/forgot',
    {
      config: { access: PUBLIC },
      preHandler: rateLimited(app, AUTH_LIMITS.forgot),
      schema: {
        tags: ['auth'],
        summary: 'Mail a reset link; the same answer whether or not the e-mail has an account',
        body: forgotPasswordSchema,
        response: answers,
      },
    },
    async (request) => requestPasswordReset(ctx, request.body.email),
  );

  app.post(
    '/password/set',
    {
      config: { access: PUBLIC },
      preHandler: rateLimited(app, AUTH_LIMITS.setPassword),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a mailed reset link (single use, 30 minutes)',
        body: setPasswordSchema,
        response: answers,
      },
    },
    async (request) => setPasswordFromReset(ctx, request.body, request.ip),
  );

  app.post(
    '/password/change',
    {
      config: { access: PUBLIC },
      preHandler: rateLimited(app, AUTH_LIMITS.changePassword),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a mailed change link (tp = enableTp) or reset link',
        body: changePasswordSchema,
        response: answers,
      },
    },
    async (request) => changePasswordFromLink(ctx, request.body, request.ip),
  );

  app.post(
    '/password/change-link',
    {
      config: { access: SIGNED_IN },
      preHandler: rateLimited(app, AUTH_LIMITS.changeLink),
      schema: {
        tags: ['auth'],
        summary: 'Mail the signed-in user a link to change the password',
        body: noBody,
        response: answers,
      },
    },
    async (request) => requestPasswordChangeLink(ctx, sessionOf(request).account.id),
  );
};
