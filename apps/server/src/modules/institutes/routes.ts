import {
  instituteDetailsInputSchema,
  instituteDetailsSchema,
  instituteParamsSchema,
  LOGO_MAX_BYTES,
  noBody,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readMultipart } from '../../files/uploads.js';
import { groupAction } from '../../http/access.js';
import { callerOf, instituteOf } from '../../http/caller.js';
import { rateLimited } from '../../http/rate-limit.js';
import { UPLOAD_LIMITS } from '../../http/upload-limits.js';
import { toInstituteDetails } from './details-presenters.js';
import {
  completeSetup,
  instituteOrNotFound,
  replaceLogo,
  updateDetails,
} from './details-service.js';
import { publicInstituteRoutes } from './public-routes.js';

/** An institute's own details, logo and quick-setup state (/rest/institutes/:groupId/...). */
export const instituteRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const manage = groupAction('manageGroup', { in: 'params', key: 'groupId' });
  const tags = ['institutes'];
  await app.register(publicInstituteRoutes);

  app.get(
    '/institutes/:groupId/details',
    {
      config: { access: groupAction('getGroup', { in: 'params', key: 'groupId' }) },
      schema: {
        tags,
        summary: "The institute's details as its admin edits them",
        params: instituteParamsSchema,
        response: { 200: instituteDetailsSchema },
      },
    },
    async (request) =>
      toInstituteDetails(await instituteOrNotFound(ctx.db, instituteOf(request).id)),
  );

  app.put(
    '/institutes/:groupId/details',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: "Change the institute's name, about, contact details and who may view them",
        params: instituteParamsSchema,
        body: instituteDetailsInputSchema,
        response: { 200: instituteDetailsSchema },
      },
    },
    async (request) => {
      const row = await updateDetails(
        ctx,
        await callerOf(request),
        instituteOf(request).id,
        request.body,
      );
      return toInstituteDetails(row);
    },
  );

  app.post(
    '/institutes/:groupId/logo',
    {
      config: { access: manage },
      preHandler: rateLimited(app, UPLOAD_LIMITS.logo),
      schema: {
        tags,
        summary: 'Upload the logo: one .jpg, .png or .webp of at most 2 MB, checked by content',
        consumes: ['multipart/form-data'],
        params: instituteParamsSchema,
        response: { 200: instituteDetailsSchema },
      },
    },
    async (request) => {
      const instituteId = instituteOf(request).id;
      const form = await readMultipart(request, { maxFiles: 1, maxFileBytes: LOGO_MAX_BYTES });
      const row = await replaceLogo(ctx, await callerOf(request), instituteId, form.files);
      return toInstituteDetails(row);
    },
  );

  app.post(
    '/institutes/:groupId/setup-complete',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Mark the quick setup as finished',
        params: instituteParamsSchema,
        body: noBody,
        response: { 200: instituteDetailsSchema },
      },
    },
    async (request) => {
      const row = await completeSetup(ctx, await callerOf(request), instituteOf(request).id);
      return toInstituteDetails(row);
    },
  );
};
