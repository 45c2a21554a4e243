import { loginSchema, loginUnverifiedSchema, noBody, userDataSchema } from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC, SIGNED_IN } from '../../http/access.js';
import { sessionOf } from '../../http/caller.js';
import { rateLimited } from '../../http/rate-limit.js';
import { endSession, startSession } from '../../http/session.js';
import { unauthorized } from '../../lib/errors.js';
import { noteLimitedAttempt } from './auth-events.js';
import { AUTH_LIMITS } from './limits.js';
import { authenticated, recordSignIn } from './login-service.js';
import { toUserData } from './presenters.js';
import { beginSignIn } from './sign-in-throttle.js';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    '/login',
    {
      config: { access: PUBLIC },
      preHandler: rateLimited(app, AUTH_LIMITS.login, noteLimitedAttempt),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username (or e-mail) and password; sets the session cookie',
        body: loginSchema,
        response: { 200: userDataSchema, 403: loginUnverifiedSchema },
      },
    },
    async (request, reply) => {
      const attempt = await beginSignIn(request, reply);
      const { accountId, profileId, user } = await authenticated(ctx, request.body, attempt);
      // The session and the log entry are two writes: startSession (http/session.ts) opens its
      // own transaction. The entry follows only a session that was really opened.
      await startSession(request, reply, { id: accountId }, profileId);
      await attempt.signedIn(reply, accountId);
      await recordSignIn(ctx, { accountId, profileId, ip: request.ip });
      return user;
    },
  );

  app.post(
    '/logout',
    {
      config: { access: PUBLIC },
      schema: { tags: ['auth'], summary: 'Sign out this browser', body: noBody },
    },
    async (request, reply) => {
      await endSession(request, reply);
      return reply.status(204).send();
    },
  );

  app.get(
    '/me',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: userDataSchema },
      },
    },
    async (request) => {
      const auth = sessionOf(request);
      // The session's profile while it is the account's, else the default: as the guard reads it.
      const profile = auth.profiles.find((p) => p.id === auth.profileId) ?? auth.profiles[0];
      if (!profile) throw unauthorized();
      return toUserData(auth.account, profile);
    },
  );
};
