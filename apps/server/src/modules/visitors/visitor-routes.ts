import {
  VISITOR_API,
  VISITOR_PHOTO_MAX_BYTES,
  visitorFormSchema,
  visitorGroupQuerySchema,
  visitorIdQuerySchema,
  visitorListQuerySchema,
  visitorListSchema,
  visitorMineSchema,
  visitorSavedSchema,
  visitorSetupSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, groupOf } from '../../http/caller.js';
import { sendStoredFile } from '../../http/downloads.js';
import { underRest } from '../../http/rest-path.js';
import {
  checkIn,
  checkOut,
  visitorList,
  visitorMine,
  visitorPhoto,
  visitorSetup,
} from './visitor-service.js';

export const tags = ['visitors'];
const PHOTO_FORM = { maxFiles: 1, maxFileBytes: VISITOR_PHOTO_MAX_BYTES, maxFieldBytes: 4 * 1024 };

/**
 * The visitor log: the desk (createGatePass) keeps it; any member of the institute reads the
 * setup and their own visitors (getGroup), the service answering only what is theirs.
 */
export const visitorRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const desk = groupAction('createGatePass', GROUP_IN_QUERY);
  const member = groupAction('getGroup', GROUP_IN_QUERY);

  app.get(
    underRest(VISITOR_API.setup),
    {
      config: { access: member },
      schema: {
        tags,
        summary: 'The staff one may come to meet, today, and whether the caller keeps the desk',
        querystring: visitorGroupQuerySchema,
        response: { 200: visitorSetupSchema },
      },
    },
    async (request) => visitorSetup(ctx, await callerOf(request), groupOf(request)),
  );

  app.get(
    underRest(VISITOR_API.mine),
    {
      config: { access: member },
      schema: {
        tags,
        summary:
          "The caller's visitors today (as host) and their children's gate passes of the last 30 days",
        querystring: visitorGroupQuerySchema,
        response: { 200: visitorMineSchema },
      },
    },
    async (request) => visitorMine(ctx, await callerOf(request), groupOf(request)),
  );

  app.get(
    underRest(VISITOR_API.visitors),
    {
      config: { access: desk },
      schema: {
        tags,
        summary:
          "A day's visitor log (today unless asked): who came, why, whom to meet, in and out",
        querystring: visitorListQuerySchema,
        response: { 200: visitorListSchema },
      },
    },
    async (request) => visitorList(ctx, groupOf(request), request.query),
  );

  app.post(
    underRest(VISITOR_API.visitors),
    {
      config: {
        access: groupAction('createGatePass', GROUP_IN_BODY),
        form: PHOTO_FORM,
        identityUnchanged: true,
      },
      schema: {
        tags,
        summary:
          'Check a visitor in (form; an optional photo, JPEG or PNG of at most 2 MB); the host is told',
        consumes: ['multipart/form-data', 'application/json'],
        body: visitorFormSchema,
        response: { 200: visitorSavedSchema },
      },
    },
    async (request) =>
      checkIn(
        ctx,
        await callerOf(request),
        groupOf(request),
        request.body,
        request.uploadedFiles ?? [],
      ),
  );

  app.put(
    underRest(VISITOR_API.checkOut),
    {
      config: { access: groupAction('createGatePass', GROUP_IN_BODY), identityUnchanged: true },
      schema: {
        tags,
        summary: 'The visitor leaves',
        body: visitorIdQuerySchema,
        response: { 200: visitorSavedSchema },
      },
    },
    async (request) => checkOut(ctx, groupOf(request), request.body.id),
  );

  app.get(
    underRest(VISITOR_API.photo),
    {
      config: { access: member },
      schema: {
        tags,
        summary: "A visitor's photo, to the desk and to the visitor's host",
        querystring: visitorIdQuerySchema,
        produces: ['image/jpeg', 'image/png'],
        response: { 200: z.any().describe('The photo') },
      },
    },
    async (request, reply) =>
      sendStoredFile(
        reply,
        await visitorPhoto(ctx, await callerOf(request), groupOf(request), request.query.id),
      ),
  );
};
