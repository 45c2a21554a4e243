import {
  academicSessionSchema,
  noBody,
  sessionIdParamsSchema,
  sessionInputSchema,
  sessionWriteQuerySchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, instituteOf } from '../../http/caller.js';
import { toAcademicSessionData } from './presenters.js';
import {
  createSession,
  makeSessionActive,
  removeSession,
  updateSession,
} from './session-service.js';

/** Session writes of an institute (?groupId= the institute): add, change, activate, delete. */
export const academicWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const access = groupAction('manageAcademicSession', GROUP_IN_QUERY);
  const tags = ['academic'];

  app.post(
    '/academic/session',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Add an academic session (dd/mm/yyyy); not overlapping the others',
        querystring: sessionWriteQuerySchema,
        body: sessionInputSchema,
        response: { 201: academicSessionSchema },
      },
    },
    async (request, reply) => {
      const row = await createSession(
        ctx,
        await callerOf(request),
        instituteOf(request).id,
        request.body,
      );
      return reply.status(201).send(toAcademicSessionData(row));
    },
  );

  app.put(
    '/academic/session/:sessionId',
    {
      config: { access },
      schema: {
        tags,
        summary: "Change a session's name and dates",
        querystring: sessionWriteQuerySchema,
        params: sessionIdParamsSchema,
        body: sessionInputSchema,
        response: { 200: academicSessionSchema },
      },
    },
    async (request) => {
      const row = await updateSession(
        ctx,
        await callerOf(request),
        instituteOf(request).id,
        request.params.sessionId,
        request.body,
      );
      return toAcademicSessionData(row);
    },
  );

  app.post(
    '/academic/session/:sessionId/activate',
    {
      config: { access },
      schema: {
        tags,
        summary: "Make this the institute's one active session",
        querystring: sessionWriteQuerySchema,
        params: sessionIdParamsSchema,
        body: noBody,
        response: { 200: academicSessionSchema },
      },
    },
    async (request) => {
      const row = await makeSessionActive(
        ctx,
        await callerOf(request),
        instituteOf(request).id,
        request.params.sessionId,
      );
      return toAcademicSessionData(row);
    },
  );

  app.delete(
    '/academic/session/:sessionId',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Delete a session nobody uses (not the active one)',
        querystring: sessionWriteQuerySchema,
        params: sessionIdParamsSchema,
        response: { 204: z.null().optional() },
      },
    },
    async (request, reply) => {
      await removeSession(
        ctx,
        await callerOf(request),
        instituteOf(request).id,
        request.params.sessionId,
      );
      return reply.status(204).send(null);
    },
  );
};
