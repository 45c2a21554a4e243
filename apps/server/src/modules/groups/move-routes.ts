import { GROUP_MESSAGES, membershipParamsSchema } from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { groupAction } from '../../http/access.js';
import { callerOf, groupOf } from '../../http/caller.js';
import { moveStudent } from './move-service.js';

/** A student of a class moved to another class of the institute (manageMembers in the class). */
export const moveRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.post(
    '/groups/:groupId/members/:membershipId/move',
    {
      config: { access: groupAction('manageMembers', { in: 'params', key: 'groupId' }) },
      schema: {
        tags: ['groups'],
        summary:
          "Move a student to another class for the session: the old class's unpaid later dues are cancelled, the new class's fees assigned from today",
        params: membershipParamsSchema,
        body: z.object({ toClassId: z.uuid({ error: GROUP_MESSAGES.classNotFound }) }),
        response: { 200: z.object({ message: z.string(), classId: z.string() }) },
      },
    },
    async (request) =>
      moveStudent(
        ctx,
        await callerOf(request),
        groupOf(request),
        request.params.membershipId,
        request.body.toClassId,
      ),
  );
};
