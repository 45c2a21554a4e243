import {
  FIRST_RUN_API,
  firstRunDoneSchema,
  firstRunSchema,
  firstRunStatusSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../http/access.js';
import { byIp, rateLimited } from '../../http/rate-limit.js';
import { startSession } from '../../http/session.js';
import { isFirstRunOpen } from './first-run-queries.js';
import { completeFirstRun } from './first-run-service.js';

const FIRST_RUN_PATH = FIRST_RUN_API.firstRun.replace(/^\/rest/, '');

/**
 * The first run of a fresh portal (no super admin, no institute): public by necessity, since
 * nobody can sign in yet; open once, then 409 for good. Limited per address like sign-up.
 */
export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    FIRST_RUN_PATH,
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['setup'],
        summary: 'Whether this portal still waits for its first run',
        response: { 200: firstRunStatusSchema },
      },
    },
    async () => ({ open: await isFirstRunOpen(ctx.db) }),
  );

  app.post(
    FIRST_RUN_PATH,
    {
      config: { access: PUBLIC },
      preHandler: rateLimited(app, [
        { name: 'first-run:ip', max: 10, windowMinutes: 60, key: byIp },
      ]),
      schema: {
        tags: ['setup'],
        summary:
          'Create the platform super admin and the first institute with its admin (once); signs the super admin in',
        body: firstRunSchema,
        response: { 201: firstRunDoneSchema },
      },
    },
    async (request, reply) => {
      const { accountId, profileId, ...done } = await completeFirstRun(
        ctx,
        request.ip,
        request.body,
      );
      await startSession(request, reply, { id: accountId }, profileId);
      return reply.status(201).send(done);
    },
  );
};
