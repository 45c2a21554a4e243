import {
  basicInfoSchema,
  PHOTO_MAX_BYTES,
  profileCardSchema,
  profileIdRouteSchema,
  profileSchema,
} from '@shala/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_LIMITS } from '../../files/upload-limits.js';
import { readMultipart } from '../../files/uploads.js';
import { actorOf, SIGNED_IN, userAction } from '../../http/access.js';
import { rateLimited } from '../../http/rate-limit.js';
import { notFound } from '../../lib/errors.js';
import { profileCard, saveBasicInfo } from './card-service.js';
import { loadPhoto, savePhoto } from './photo-service.js';
import { toProfileData } from './presenters.js';
import { PROFILE_MESSAGES } from './service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The viewer: the acting profile and its account. */
async function viewerOf(request: FastifyRequest) {
  const actor = await actorOf(request);
  return { accountId: actor.accountId, profileId: actor.profileId };
}

/** /userprofile/{id} and /profile-settings/basic-info: the card, basic info and the photo. */
export const profileCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const db = deps.database.db;
  const photoDeps = {
    db,
    clock: deps.clock,
    files: deps.files,
    quotaMb: deps.config.storageQuotaMb,
  };
  const tags = ['profiles'];

  app.get(
    '/profiles/:profileId/card',
    {
      config: { access: userAction('getUserProfile') },
      schema: {
        tags,
        summary: 'A profile as /userprofile shows it; contact only to its account and staff',
        params: profileIdRouteSchema,
        response: { 200: profileCardSchema },
      },
    },
    async (request) => profileCard(db, await viewerOf(request), request.params.profileId),
  );

  app.put(
    '/profiles/:profileId/basic-info',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Names, phone, gender, date of birth, address, parents' names of an own profile",
        params: profileIdRouteSchema,
        body: basicInfoSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) =>
      toProfileData(
        await saveBasicInfo(db, await viewerOf(request), request.params.profileId, request.body, {
          clock: deps.clock,
          ip: request.ip,
        }),
      ),
  );

  app.post(
    '/profiles/:profileId/photo',
    {
      config: { access: SIGNED_IN },
      preHandler: rateLimited(app, UPLOAD_LIMITS.photo),
      schema: {
        tags,
        summary: 'A new photo (multipart field photo: one .jpg, .png or .webp, at most 2 MB)',
        params: profileIdRouteSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      // Only the owner's upload is read at all.
      const own = await db.query.userProfiles.findFirst({
        where: (p, { and, eq }) =>
          and(eq(p.id, request.params.profileId), eq(p.accountId, viewer.accountId)),
      });
      if (!own) throw notFound(PROFILE_MESSAGES.notFound);
      const { files } = await readMultipart(request, {
        maxFiles: 1,
        maxFileBytes: PHOTO_MAX_BYTES,
      });
      return toProfileData(
        await savePhoto(photoDeps, viewer, request.params.profileId, files, request.ip),
      );
    },
  );

  app.get(
    '/profiles/:profileId/photo',
    {
      config: { access: SIGNED_IN },
      schema: { tags, summary: 'The profile photo, to those who may see the profile' },
    },
    async (request, reply) => {
      const { profileId } = request.params as { profileId?: string };
      if (!profileId || !UUID.test(profileId)) throw notFound(PROFILE_MESSAGES.notFound);
      const { row, bytes } = await loadPhoto(photoDeps, await viewerOf(request), profileId);
      return reply
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .type(row.mimeType)
        .send(bytes);
    },
  );
};
