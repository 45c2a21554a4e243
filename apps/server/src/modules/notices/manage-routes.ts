import {
  NOTICE_TEXTS,
  NOTICES_API,
  noticeArchiveSchema,
  noticeAudienceOptionsSchema,
  noticeGroupQuerySchema,
  noticePeopleQuerySchema,
  noticePeopleSchema,
  noticePinSchema,
  noticeReadersQuerySchema,
  noticeReadersSchema,
  noticeSavedSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, groupOf } from '../../http/caller.js';
import { underRest } from '../../http/rest-path.js';
import { audienceOptions, peopleNamed } from './audience-service.js';
import { archiveNotice, pinNotice } from './manage-service.js';
import { tags } from './notice-routes.js';
import { noticeReaders } from './read-service.js';

/** Pinning, archiving, who has read, and whom a poster may address. */
export const noticeManageRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.put(
    underRest(NOTICES_API.pin),
    {
      config: { access: groupAction('createNotice', GROUP_IN_BODY) },
      schema: {
        tags,
        summary: 'Pin a notice to the top of every list (pinned: false unpins it)',
        body: noticePinSchema,
        response: { 200: noticeSavedSchema },
      },
    },
    async (request) => ({
      message: request.body.pinned ? NOTICE_TEXTS.pinned : NOTICE_TEXTS.unpinned,
      data: await pinNotice(ctx, await callerOf(request), groupOf(request), request.body),
    }),
  );

  app.put(
    underRest(NOTICES_API.archive),
    {
      config: { access: groupAction('createNotice', GROUP_IN_BODY) },
      schema: {
        tags,
        summary: 'Archive a notice (archived: false restores it)',
        body: noticeArchiveSchema,
        response: { 200: noticeSavedSchema },
      },
    },
    async (request) => ({
      message: request.body.archived ? NOTICE_TEXTS.archived : NOTICE_TEXTS.restored,
      data: await archiveNotice(ctx, await callerOf(request), groupOf(request), request.body),
    }),
  );

  app.get(
    underRest(NOTICES_API.readers),
    {
      config: { access: groupAction('createNotice', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: 'Who has seen a notice (seen: true) or not yet, with the counts',
        querystring: noticeReadersQuerySchema,
        response: { 200: noticeReadersSchema },
      },
    },
    async (request) => noticeReaders(ctx, await callerOf(request), groupOf(request), request.query),
  );

  app.get(
    underRest(NOTICES_API.audience),
    {
      config: { access: groupAction('createNotice', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: 'Whom the caller may address: everyone, classes, roles, named people',
        querystring: noticeGroupQuerySchema,
        response: { 200: noticeAudienceOptionsSchema },
      },
    },
    async (request) => audienceOptions(ctx, await callerOf(request), groupOf(request)),
  );

  app.get(
    underRest(NOTICES_API.people),
    {
      config: { access: groupAction('createNotice', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "The institute's people by name, to name in a notice (notice managers)",
        querystring: noticePeopleQuerySchema,
        response: { 200: noticePeopleSchema },
      },
    },
    async (request) => peopleNamed(ctx, await callerOf(request), groupOf(request), request.query.q),
  );
};
