import {
  CHAT_LIVE_API,
  chatContactSchema,
  chatListSchema,
  chatMessageSchema,
  chatPageQuerySchema,
  chatPageSchema,
  chatSearchQuerySchema,
  chatSeenSchema,
  uuidField,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipart } from '../../files/uploads.js';
import { SIGNED_IN } from '../../http/access.js';
import { callerOf } from '../../http/caller.js';
import { rateLimited } from '../../http/rate-limit.js';
import { underRest } from '../../http/rest-path.js';
import { UPLOAD_LIMITS } from '../../http/upload-limits.js';
import { notFound } from '../../lib/errors.js';
import { CHAT_MEDIA_MAX_BYTES, chatMedia, uploadChatMedia } from './media-service.js';
import {
  chatList,
  chatPage,
  deleteChatMessage,
  markChatSeen,
  searchChats,
} from './read-service.js';
import { sendChatMessage } from './send-service.js';

const idParams = z.object({ id: z.uuid({ error: 'This message does not exist.' }) });
/** A chat image's address; an id that cannot be one is, like an unknown one, nothing there: 404. */
const mediaParams = z.object({ id: uuidField('This message does not exist.') });

/** Spec §7's chat calls: load by index, mark seen, delete, search, list, media, send (REST). */
export const chatMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['chat'];
  const me = async (request: Parameters<typeof callerOf>[0]) => {
    const caller = await callerOf(request);
    return { accountId: caller.accountId, profileId: caller.profileId };
  };

  app.get(
    underRest(CHAT_LIVE_API.messages),
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'A page of a chat by index from the newest (20 a page, oldest first within it)',
        querystring: chatPageQuerySchema,
        response: { 200: chatPageSchema },
      },
    },
    async (request) => chatPage(ctx, await me(request), request.query),
  );

  app.post(
    underRest(CHAT_LIVE_API.send),
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Send a chat message (the same as a SEND to /app/chat on the live channel)',
        response: { 200: chatMessageSchema },
      },
    },
    async (request) => sendChatMessage(ctx, await me(request), request.body),
  );

  app.put(
    underRest(CHAT_LIVE_API.seen),
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Mark what was delivered to the caller in a chat seen (opening it)',
        body: chatSeenSchema,
        response: { 200: z.object({ seen: z.number().int() }) },
      },
    },
    async (request) => markChatSeen(ctx, await me(request), request.body),
  );

  app.delete(
    underRest(CHAT_LIVE_API.message(':id')),
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Delete one of the caller's own messages",
        params: idParams,
        response: { 200: z.object({ deleted: z.literal(true) }) },
      },
    },
    async (request) => deleteChatMessage(ctx, await me(request), request.params.id),
  );

  app.get(
    underRest(CHAT_LIVE_API.list),
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'Friends Chats and Group Chats with last message, unread count and status',
        response: { 200: chatListSchema },
      },
    },
    async (request) => chatList(ctx, await me(request)),
  );

  app.get(
    underRest(CHAT_LIVE_API.search),
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'People and groups the caller may chat with, by name',
        querystring: chatSearchQuerySchema,
        response: { 200: z.array(chatContactSchema) },
      },
    },
    async (request) => searchChats(ctx, await me(request), request.query.query),
  );

  app.post(
    underRest(CHAT_LIVE_API.media),
    {
      config: { access: SIGNED_IN },
      preHandler: rateLimited(app, UPLOAD_LIMITS.chatImage),
      schema: {
        tags,
        summary: 'Upload a chat image (multipart field file: .jpg, .png or .webp, at most 3 MB)',
        response: { 200: z.object({ mediaUrl: z.string() }) },
      },
    },
    async (request) => {
      const { files } = await readMultipart(request, {
        maxFiles: 1,
        maxFileBytes: CHAT_MEDIA_MAX_BYTES,
      });
      return uploadChatMedia(ctx, await me(request), files);
    },
  );

  app.get(
    '/chat/media/:id',
    {
      config: { access: SIGNED_IN },
      attachValidation: true,
      schema: {
        tags,
        summary: 'A chat image, to its sender and its recipients',
        params: mediaParams,
      },
    },
    async (request, reply) => {
      if (request.validationError) throw notFound('This message does not exist.');
      const { id } = request.params;
      const { row, bytes } = await chatMedia(ctx, await me(request), id);
      return reply
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .type(row.mimeType)
        .send(bytes);
    },
  );
};
