import {
  classCreateSchema,
  classListSchema,
  classParamsSchema,
  classSchema,
  classUpdateSchema,
  groupParamsSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { groupAction } from '../../http/access.js';
import { callerOf, groupOf, instituteOf } from '../../http/caller.js';
import { addClasses, changeClass, classesOf, removeClass } from './class-service.js';
import { toClassData } from './presenters.js';

/** An institute's classes: read with getGroup, changed with manageGroup. */
export const classRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const manage = groupAction('manageGroup', { in: 'params', key: 'groupId' });
  const tags = ['groups'];

  app.get(
    '/groups/:groupId/classes',
    {
      config: { access: groupAction('getGroup', { in: 'params', key: 'groupId' }) },
      schema: {
        tags,
        summary: "The institute's classes with member counts (a class answers for its institute)",
        params: groupParamsSchema,
        response: { 200: classListSchema },
      },
    },
    async (request) => (await classesOf(ctx, groupOf(request).instituteId)).map(toClassData),
  );

  app.post(
    '/groups/:groupId/classes',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Add a class per section ("Class 5 A", "Class 5 B"), or one without sections',
        params: groupParamsSchema,
        body: classCreateSchema,
        response: { 201: classListSchema },
      },
    },
    async (request, reply) => {
      const instituteId = instituteOf(request).id;
      const rows = await addClasses(ctx, await callerOf(request), instituteId, request.body);
      return reply.status(201).send(rows.map(toClassData));
    },
  );

  app.put(
    '/groups/:groupId/classes/:classId',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: "Change a class's level and section (its name follows)",
        params: classParamsSchema,
        body: classUpdateSchema,
        response: { 200: classSchema },
      },
    },
    async (request) => {
      const row = await changeClass(
        ctx,
        await callerOf(request),
        instituteOf(request).id,
        request.params.classId,
        request.body,
      );
      return toClassData(row);
    },
  );

  app.delete(
    '/groups/:groupId/classes/:classId',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Delete a class that has no members',
        params: classParamsSchema,
        response: { 204: z.null().optional() },
      },
    },
    async (request, reply) => {
      const instituteId = instituteOf(request).id;
      await removeClass(ctx, await callerOf(request), instituteId, request.params.classId);
      return reply.status(204).send(null);
    },
  );
};
