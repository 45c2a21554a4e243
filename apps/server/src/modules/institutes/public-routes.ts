import { publicInstituteParamsSchema, publicInstituteSchema } from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../http/access.js';
import { notFound } from '../../lib/errors.js';
import { logoOf, publicDetails } from './details-service.js';

/** The public institute page's data and the institute's logo; anyone may read them. */
export const publicInstituteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, files } = app.ctx;
  const tags = ['institutes'];

  app.get(
    '/public/institutes/:instituteId/image',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: "The institute's logo (404 when it has none)",
        params: publicInstituteParamsSchema,
      },
    },
    async (request, reply) => {
      const logo = await logoOf(db, files, request.params.instituteId);
      if (!logo) throw notFound('This institute has no logo.');
      reply
        .header('cache-control', 'public, max-age=300, must-revalidate')
        .header('etag', logo.etag)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === logo.etag) return reply.status(304).send();
      return reply.type(logo.mimeType).send(logo.bytes);
    },
  );

  app.get(
    '/public/institutes/:instituteId/details',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary:
          'What the public institute page shows; with verifyToViewDetails only name, image and verified unless a verified member asks',
        params: publicInstituteParamsSchema,
        response: { 200: publicInstituteSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return publicDetails(db, request.params.instituteId, request.auth?.account.id ?? null);
    },
  );
};
