import { accountInfoSchema } from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../../http/access.js';
import { sessionOf } from '../../http/caller.js';
import { toAccountInfo } from './presenters.js';
import { accountInfo } from './service.js';
import { accountSessionRoutes } from './sessions-routes.js';
import { accountSettingsRoutes } from './settings-routes.js';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  await app.register(accountSettingsRoutes);
  await app.register(accountSessionRoutes);

  app.get(
    '/account/info',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['account'],
        summary: 'The signed-in account: username, e-mail, role, verification, profiles',
        response: { 200: accountInfoSchema },
      },
    },
    async (request) => toAccountInfo(await accountInfo(ctx, sessionOf(request).account.id)),
  );
};
