import {
  NOTICE_FILE_MAX_BYTES,
  NOTICE_FILES_MAX,
  NOTICE_TEXTS,
  NOTICES_API,
  noticeDoneSchema,
  noticeFormSchema,
  noticeIdQuerySchema,
  noticeListQuerySchema,
  noticeListSchema,
  noticeSavedSchema,
  noticeUpdateSchema,
  noticeViewSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, groupOf } from '../../http/caller.js';
import { underRest } from '../../http/rest-path.js';
import { heldActions } from '../permissions/index.js';
import { removeNotice } from './manage-service.js';
import { changeNotice, postNotice } from './post-service.js';
import { listNoticesFor, openNotice } from './read-service.js';

export const tags = ['notices'];

/** A notice's form: its attachments, and a text of up to 10,000 characters (3 bytes each). */
const NOTICE_FORM_LIMITS = {
  maxFiles: NOTICE_FILES_MAX,
  maxFileBytes: NOTICE_FILE_MAX_BYTES,
  maxFieldBytes: 32 * 1024,
};

/** Reading notices (getNotice), posting and changing them (createNotice). */
export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    underRest(NOTICES_API.notices),
    {
      config: { access: groupAction('getNotice', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary:
          'A page of notices: the inbox (sent to the caller, from their publish time) or the posted box; pinned first, then unread, then newest',
        querystring: noticeListQuerySchema,
        response: { 200: noticeListSchema },
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const scope = groupOf(request);
      const posts = heldActions(caller, scope).held.has('createNotice');
      return listNoticesFor(ctx, caller, scope, request.query, posts);
    },
  );

  app.get(
    underRest(NOTICES_API.byId),
    {
      config: { access: groupAction('getNotice', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: 'One notice (spec §7 "notice by id"); opening it marks it read',
        querystring: noticeIdQuerySchema,
        response: { 200: noticeViewSchema },
      },
    },
    async (request) => openNotice(ctx, await callerOf(request), groupOf(request), request.query.id),
  );

  app.post(
    underRest(NOTICES_API.notices),
    {
      config: { access: groupAction('createNotice', GROUP_IN_BODY), form: NOTICE_FORM_LIMITS },
      schema: {
        tags,
        summary: `Post a notice (form; up to ${NOTICE_FILES_MAX} attachments, PDF or images of at most ${
          NOTICE_FILE_MAX_BYTES / 1_048_576
        } MB each), now or at its publish time`,
        consumes: ['multipart/form-data', 'application/json'],
        body: noticeFormSchema,
        response: { 200: noticeSavedSchema },
      },
    },
    async (request) => {
      const data = await postNotice(
        ctx,
        await callerOf(request),
        groupOf(request),
        request.body,
        request.uploadedFiles ?? [],
      );
      return {
        message: data.state === 'SCHEDULED' ? NOTICE_TEXTS.scheduled : NOTICE_TEXTS.posted,
        data,
      };
    },
  );

  app.put(
    underRest(NOTICES_API.notices),
    {
      config: { access: groupAction('createNotice', GROUP_IN_BODY) },
      schema: {
        tags,
        summary:
          "Change a notice's title, text and expiry; its audience and publish time while scheduled",
        body: noticeUpdateSchema,
        response: { 200: noticeSavedSchema },
      },
    },
    async (request) => ({
      message: NOTICE_TEXTS.saved,
      data: await changeNotice(ctx, await callerOf(request), groupOf(request), request.body),
    }),
  );

  app.delete(
    underRest(NOTICES_API.notices),
    {
      config: { access: groupAction('createNotice', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: 'Delete a notice with its read marks and attachments',
        querystring: noticeIdQuerySchema,
        response: { 200: noticeDoneSchema },
      },
    },
    async (request) => {
      await removeNotice(ctx, await callerOf(request), groupOf(request), request.query.id);
      return { message: NOTICE_TEXTS.deleted };
    },
  );
};
