import {
  NOTICE_FILE_MAX_BYTES,
  NOTICE_FILES_MAX,
  NOTICE_TEXTS,
  NOTICES_API,
  noticeFileQuerySchema,
  noticeFilesFormSchema,
  noticeSavedSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, groupOf } from '../../http/caller.js';
import { sendStoredFile } from '../../http/downloads.js';
import { underRest } from '../../http/rest-path.js';
import { addNoticeFiles, removeNoticeFile } from './manage-service.js';
import { tags } from './notice-routes.js';
import { noticeFile } from './read-service.js';

/** A notice's attachments: sent to those who may see it, added and removed by who manages it. */
export const noticeFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    underRest(NOTICES_API.file),
    {
      config: { access: groupAction('getNotice', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "A notice's attachment, to those who may see the notice",
        querystring: noticeFileQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await noticeFile(ctx, await callerOf(request), groupOf(request), request.query);
      return sendStoredFile(reply, file);
    },
  );

  app.post(
    underRest(NOTICES_API.file),
    {
      config: {
        access: groupAction('createNotice', GROUP_IN_BODY),
        form: { maxFiles: NOTICE_FILES_MAX, maxFileBytes: NOTICE_FILE_MAX_BYTES },
      },
      schema: {
        tags,
        summary: `Attach more files to a notice (form: groupId, id, files; at most ${NOTICE_FILES_MAX} in all)`,
        consumes: ['multipart/form-data'],
        body: noticeFilesFormSchema,
        response: { 200: noticeSavedSchema },
      },
    },
    async (request) => ({
      message: NOTICE_TEXTS.filesAdded,
      data: await addNoticeFiles(
        ctx,
        await callerOf(request),
        groupOf(request),
        request.body.id,
        request.uploadedFiles ?? [],
      ),
    }),
  );

  app.delete(
    underRest(NOTICES_API.file),
    {
      config: { access: groupAction('createNotice', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "Remove one of a notice's attachments",
        querystring: noticeFileQuerySchema,
        response: { 200: noticeSavedSchema },
      },
    },
    async (request) => ({
      message: NOTICE_TEXTS.fileRemoved,
      data: await removeNoticeFile(ctx, await callerOf(request), groupOf(request), request.query),
    }),
  );
};
