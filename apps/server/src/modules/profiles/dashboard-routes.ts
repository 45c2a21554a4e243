import { dashboardSchema } from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../../http/access.js';
import { callerOf } from '../../http/caller.js';
import { dashboard } from './dashboard-service.js';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const caller = await callerOf(request);
      const profile = request.auth?.profiles.find((p) => p.id === caller.profileId);
      return dashboard(app.ctx, app.identity, caller, profile);
    },
  );
};
