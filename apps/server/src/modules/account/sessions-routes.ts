import {
  messageSchema,
  noBody,
  signedInSessionListSchema,
  signedInSessionParamsSchema,
  signedOutSessionsSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../../http/access.js';
import { callerOf } from '../../http/caller.js';
import { endOtherSession, endOtherSessions, listSessions } from './sessions-service.js';

/**
 * Security settings: the account's own signed-in browsers, and signing out the others. Only the
 * caller's sessions are ever found; another account's session id is simply not found (404).
 */
export const accountSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['account'];
  const access = { access: SIGNED_IN };

  app.get(
    '/account/sessions',
    {
      config: access,
      schema: {
        tags,
        summary: "The account's signed-in browsers: device, address, times; this one marked",
        response: { 200: signedInSessionListSchema },
      },
    },
    async (request) => listSessions(ctx, await callerOf(request)),
  );

  app.delete(
    '/account/sessions/:sessionId',
    {
      config: access,
      schema: {
        tags,
        summary: 'Sign out one other browser of the account',
        params: signedInSessionParamsSchema,
        body: noBody,
        response: { 200: messageSchema },
      },
    },
    async (request) => endOtherSession(ctx, await callerOf(request), request.params.sessionId),
  );

  app.delete(
    '/account/sessions',
    {
      config: access,
      schema: {
        tags,
        summary: 'Sign out every other browser of the account',
        body: noBody,
        response: { 200: signedOutSessionsSchema },
      },
    },
    async (request) => endOtherSessions(ctx, await callerOf(request)),
  );
};
