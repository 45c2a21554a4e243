import {
  assignmentBodySchema,
  assignmentListQuerySchema,
  assignmentListSchema,
  assignmentSavedSchema,
  TRANSPORT_TEXTS,
  transportDone,
  transportIdQuerySchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, groupOf } from '../../http/caller.js';
import { assignStudent, listAssignments, removeStudent } from './assignment-service.js';
import { tags } from './route-parts.js';

/**
 * Students riding from stops (getUserTransportationForGroup to read, createUserTransportation to
 * change). The group is the institute, or a class: then only that class's students.
 */
export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/assignment',
    {
      config: { access: groupAction('getUserTransportationForGroup', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary:
          "The institute's (or a class's) students riding in the session, with their stop, route and transport dues",
        querystring: assignmentListQuerySchema,
        response: { 200: assignmentListSchema },
      },
    },
    async (request) => listAssignments(ctx, groupOf(request), request.query),
  );

  app.post(
    '/assignment',
    {
      config: { access: groupAction('createUserTransportation', GROUP_IN_BODY) },
      schema: {
        tags,
        summary:
          'Assign a student to a stop for a session, or move them to it; their transportation-fee dues follow',
        body: assignmentBodySchema,
        response: { 200: assignmentSavedSchema },
      },
    },
    async (request) => {
      const done = await assignStudent(
        ctx,
        await callerOf(request),
        groupOf(request),
        request.body,
      );
      return { message: done.message, data: done.view };
    },
  );

  app.delete(
    '/assignment',
    {
      config: { access: groupAction('createUserTransportation', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary:
          'Take a student off transport: unpaid dues cancelled; refused while anything is paid into them',
        querystring: transportIdQuerySchema,
        response: { 200: transportDone },
      },
    },
    async (request) => {
      await removeStudent(ctx, await callerOf(request), groupOf(request), request.query.id);
      return { message: TRANSPORT_TEXTS.removed };
    },
  );
};
