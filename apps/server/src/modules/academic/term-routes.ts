import {
  termIdParamsSchema,
  termInputSchema,
  termListQuerySchema,
  termListSchema,
  termSchema,
  termUpdateSchema,
  termWriteQuerySchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, groupOf, instituteOf } from '../../http/caller.js';
import { toTermData } from './term-presenters.js';
import { changeTerm, createTerm, listTerms, removeTerm } from './term-service.js';

/** Academic terms of a session: read with getAcademicSession, changed with manageAcademicSession. */
export const termRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const manage = groupAction('manageAcademicSession', GROUP_IN_QUERY);
  const tags = ['terms'];

  app.get(
    '/terms',
    {
      config: { access: groupAction('getAcademicSession', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "A session's terms in date order (a class answers for its institute)",
        querystring: termListQuerySchema,
        response: { 200: termListSchema },
      },
    },
    async (request) => {
      const rows = await listTerms(ctx, groupOf(request).instituteId, request.query.sessionId);
      return rows.map(toTermData);
    },
  );

  app.post(
    '/terms',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Add a term inside its session, not overlapping its other terms',
        querystring: termWriteQuerySchema,
        body: termInputSchema,
        response: { 201: termSchema },
      },
    },
    async (request, reply) => {
      const row = await createTerm(
        ctx,
        await callerOf(request),
        instituteOf(request).id,
        request.body,
      );
      return reply.status(201).send(toTermData(row));
    },
  );

  app.put(
    '/terms/:termId',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: "Change a term's name and dates",
        querystring: termWriteQuerySchema,
        params: termIdParamsSchema,
        body: termUpdateSchema,
        response: { 200: termSchema },
      },
    },
    async (request) => {
      const row = await changeTerm(
        ctx,
        await callerOf(request),
        instituteOf(request).id,
        request.params.termId,
        request.body,
      );
      return toTermData(row);
    },
  );

  app.delete(
    '/terms/:termId',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Delete a term',
        querystring: termWriteQuerySchema,
        params: termIdParamsSchema,
        response: { 204: z.null().optional() },
      },
    },
    async (request, reply) => {
      await removeTerm(
        ctx,
        await callerOf(request),
        instituteOf(request).id,
        request.params.termId,
      );
      return reply.status(204).send(null);
    },
  );
};
