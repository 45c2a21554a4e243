import { groupDetailsSchema, groupParamsSchema, myGroupListSchema } from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { groupAction, SIGNED_IN } from '../../http/access.js';
import { callerOf, groupOf } from '../../http/caller.js';
import { classRoutes } from './class-routes.js';
import { memberRoutes } from './member-routes.js';
import { moveRoutes } from './move-routes.js';
import { toMyGroup } from './presenters.js';
import { groupDetails, groupsOfProfile } from './service.js';

/** Group management: the profile's groups, a group's page, classes and members. */
export const groupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['groups'];

  app.get(
    '/groups/mine',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'The groups the acting profile belongs to (institutes first), with its role',
        response: { 200: myGroupListSchema },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      return (await groupsOfProfile(db, caller.profileId)).map(toMyGroup);
    },
  );

  app.get(
    '/groups/:groupId',
    {
      config: { access: groupAction('getGroup', { in: 'params', key: 'groupId' }) },
      schema: {
        tags,
        summary: "A group's page: details, institute, active session, counts",
        params: groupParamsSchema,
        response: { 200: groupDetailsSchema },
      },
    },
    async (request) => groupDetails(db, groupOf(request)),
  );

  await app.register(classRoutes);
  await app.register(memberRoutes);
  await app.register(moveRoutes);
};
