import {
  roleInputSchema,
  roleListSchema,
  roleParamsSchema,
  roleQuerySchema,
  roleSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, groupOf } from '../../http/caller.js';
import { changeRole, createRole, removeRole, rolesOf } from './service.js';

/**
 * Roles of an institute (a class's groupId answers for its institute): read with getMembers,
 * changed with manageRoles.
 */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const manage = groupAction('manageRoles', GROUP_IN_QUERY);
  const tags = ['roles'];

  app.get(
    '/roles',
    {
      config: { access: groupAction('getMembers', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "The institute's roles with their permissions and how many hold them",
        querystring: roleQuerySchema,
        response: { 200: roleListSchema },
      },
    },
    async (request) => rolesOf(ctx, await callerOf(request), groupOf(request)),
  );

  app.post(
    '/roles',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Add a role with a set of group permissions',
        querystring: roleQuerySchema,
        body: roleInputSchema,
        response: { 201: roleSchema },
      },
    },
    async (request, reply) => {
      const role = await createRole(ctx, await callerOf(request), groupOf(request), request.body);
      return reply.status(201).send(role);
    },
  );

  app.put(
    '/roles/:roleId',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Rename a role and set its permissions (built-in roles keep their key)',
        querystring: roleQuerySchema,
        params: roleParamsSchema,
        body: roleInputSchema,
        response: { 200: roleSchema },
      },
    },
    async (request) =>
      changeRole(
        ctx,
        await callerOf(request),
        groupOf(request),
        request.params.roleId,
        request.body,
      ),
  );

  app.delete(
    '/roles/:roleId',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: "Delete an institute's own role that no one holds",
        querystring: roleQuerySchema,
        params: roleParamsSchema,
        response: { 204: z.null().optional() },
      },
    },
    async (request, reply) => {
      await removeRole(ctx, await callerOf(request), groupOf(request), request.params.roleId);
      return reply.status(204).send(null);
    },
  );
};
