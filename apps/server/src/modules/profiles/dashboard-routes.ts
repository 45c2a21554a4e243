import { dashboardSchema } from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, SIGNED_IN } from '../../http/access.js';
import { dashboard } from './dashboard-service.js';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.deps.database.db;
  app.get(
    '/dashboard',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['profiles'],
        summary: "What the acting profile's roles need today, in the selected institute",
        response: { 200: dashboardSchema },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      const profile = request.auth?.profiles.find((p) => p.id === actor.profileId);
      return dashboard(db, app.identity, actor, profile);
    },
  );
};
