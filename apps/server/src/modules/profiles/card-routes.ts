import {
  basicInfoSchema,
  PHOTO_MAX_BYTES,
  profileCardSchema,
  profileDetailsSchema,
  profileIdRouteSchema,
  profileSchema,
  uuidField,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipart } from '../../files/uploads.js';
import { SIGNED_IN, userAction } from '../../http/access.js';
import { callerOf } from '../../http/caller.js';
import { rateLimited } from '../../http/rate-limit.js';
import { UPLOAD_LIMITS } from '../../http/upload-limits.js';
import { notFound } from '../../lib/errors.js';
import { profileCard, saveBasicInfo } from './card-service.js';
import { saveProfileDetails } from './details-service.js';
import { loadPhoto, savePhoto } from './photo-service.js';
import { toProfileData } from './presenters.js';
import { ownProfile, PROFILE_MESSAGES } from './service.js';

/** A photo's address; an id that cannot be one is, like an unknown one, nothing there: 404. */
const photoParams = z.object({ profileId: uuidField(PROFILE_MESSAGES.notFound) });

/** /userprofile/{id} and /profile-settings/basic-info: the card, basic info and the photo. */
export const profileCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
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
    async (request) => profileCard(ctx, await callerOf(request), request.params.profileId),
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
        await saveBasicInfo(ctx, await callerOf(request), request.params.profileId, request.body),
      ),
  );

  app.put(
    '/profiles/:profileId/details',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary:
          'Date of birth, address, previous school, blood group, category: by its account or the staff who manage its members',
        params: profileIdRouteSchema,
        body: profileDetailsSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) =>
      toProfileData(
        await saveProfileDetails(
          ctx,
          await callerOf(request),
          request.params.profileId,
          request.body,
        ),
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
      const caller = await callerOf(request);
      // Only the owner's upload is read at all.
      await ownProfile(ctx, caller, request.params.profileId);
      const { files } = await readMultipart(request, {
        maxFiles: 1,
        maxFileBytes: PHOTO_MAX_BYTES,
      });
      return toProfileData(await savePhoto(ctx, caller, request.params.profileId, files));
    },
  );

  app.get(
    '/profiles/:profileId/photo',
    {
      config: { access: SIGNED_IN },
      attachValidation: true,
      schema: {
        tags,
        summary: 'The profile photo, to those who may see the profile',
        params: photoParams,
      },
    },
    async (request, reply) => {
      if (request.validationError) throw notFound(PROFILE_MESSAGES.notFound);
      const { profileId } = request.params;
      const { row, bytes } = await loadPhoto(ctx, await callerOf(request), profileId);
      return reply
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .type(row.mimeType)
        .send(bytes);
    },
  );
};
