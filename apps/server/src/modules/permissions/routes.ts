import { groupPermissionsSchema, userPermissionsSchema } from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGNED_IN } from '../../http/access.js';
import { callerOf } from '../../http/caller.js';
import { groupActions, userActions } from './service.js';

/** What the acting profile may do: for itself, and in each of its groups. */
export const permissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/permission/user',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['permissions'],
        summary: "The acting profile's user-level actions",
        response: { 200: userPermissionsSchema },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      return { userProfileId: caller.profileId, actions: [...userActions(caller)] };
    },
  );

  app.get(
    '/permission/groups',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['permissions'],
        summary: 'Group id to actions, for every group the acting profile belongs to',
        response: { 200: groupPermissionsSchema },
      },
    },
    async (request) => {
      return groupActions(await callerOf(request));
    },
  );
};
