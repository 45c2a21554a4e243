import {
  acceptApplicationSchema,
  admissionGroupQuerySchema,
  applicationDetailSchema,
  applicationListQuerySchema,
  applicationListSchema,
  rejectApplicationSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, groupOf, instituteOf } from '../../http/caller.js';
import { acceptApplication, rejectApplication } from './decide-service.js';
import { applicationDetail, applicationDocument, applicationList } from './review-service.js';

const idParams = z.strictObject({ id: z.uuid() });
const documentParams = z.strictObject({ id: z.uuid(), documentId: z.uuid() });

/** Staff review applications, read their documents, accept or reject (/admission/requests). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const read = groupAction('getAdmissionRequests', GROUP_IN_QUERY);
  const decide = groupAction('decideAdmission', GROUP_IN_QUERY);
  const tags = ['admission'];

  app.get(
    '/admission/applications',
    {
      config: { access: read },
      schema: {
        tags,
        summary: "The institute's applications, newest first, by status, class and name",
        querystring: applicationListQuerySchema,
        response: { 200: applicationListSchema },
      },
    },
    async (request) => {
      const { groupId: _group, ...query } = request.query;
      return applicationList(ctx.db, instituteOf(request).id, query);
    },
  );

  app.get(
    '/admission/applications/:id',
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'One application with its documents',
        params: idParams,
        querystring: admissionGroupQuerySchema,
        response: { 200: applicationDetailSchema },
      },
    },
    async (request) => applicationDetail(ctx.db, instituteOf(request).id, request.params.id),
  );

  app.get(
    '/admission/applications/:id/documents/:documentId',
    {
      config: { access: read },
      schema: {
        tags,
        summary: "A document's JPEG bytes",
        params: documentParams,
        querystring: admissionGroupQuerySchema,
      },
    },
    async (request, reply) => {
      const doc = await applicationDocument(
        ctx,
        instituteOf(request).id,
        request.params.id,
        request.params.documentId,
      );
      reply
        .header('cache-control', 'private, max-age=300')
        .header('etag', doc.etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline');
      return reply.type(doc.mimeType).send(doc.bytes);
    },
  );

  app.post(
    '/admission/applications/:id/accept',
    {
      config: { access: decide },
      schema: {
        tags,
        summary:
          "Accept: the student's account and profile, memberships for the session, and a welcome mail",
        params: idParams,
        querystring: admissionGroupQuerySchema,
        body: acceptApplicationSchema,
        response: { 200: applicationDetailSchema },
      },
    },
    async (request) =>
      acceptApplication(
        ctx,
        await callerOf(request),
        groupOf(request),
        request.params.id,
        request.body,
      ),
  );

  app.post(
    '/admission/applications/:id/reject',
    {
      config: { access: decide },
      schema: {
        tags,
        summary: 'Reject with a reason, mailed to the applicant',
        params: idParams,
        querystring: admissionGroupQuerySchema,
        body: rejectApplicationSchema,
        response: { 200: applicationDetailSchema },
      },
    },
    async (request) =>
      rejectApplication(
        ctx,
        await callerOf(request),
        instituteOf(request).id,
        request.params.id,
        request.body.reason,
      ),
  );
};
