import {
  profileIdParamsSchema,
  profileListSchema,
  profileSchema,
  setDefaultGroupSchema,
  setDefaultProfileSchema,
} from '@shala/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, userAction } from '../../http/access.js';
import { unauthorized } from '../../lib/errors.js';
import { profileCardRoutes } from './card-routes.js';
import { dashboardRoutes } from './dashboard-routes.js';
import { toProfileData } from './presenters.js';
import {
  linkedProfiles,
  ownProfile,
  setDefaultClass,
  setDefaultInstitute,
  setDefaultProfile,
} from './service.js';

/** The caller as the profile services want it; the access guard has set the actor. */
async function callerOf(request: FastifyRequest) {
  const actor = await actorOf(request);
  if (!request.auth) throw unauthorized();
  return {
    accountId: actor.accountId,
    profileId: actor.profileId,
    sessionIdHash: request.auth.sessionIdHash,
  };
}

/** The account's linked profiles and the defaults it opens with. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const db = database.db;
  const from = (request: FastifyRequest) => ({ clock, ip: request.ip });
  const tags = ['profiles'];
  await app.register(profileCardRoutes);
  await app.register(dashboardRoutes);

  app.get(
    '/profile/all',
    {
      config: { access: userAction('getUserProfile') },
      schema: {
        tags,
        summary: "The account's linked profiles, default first",
        response: { 200: profileListSchema },
      },
    },
    async (request) => (await linkedProfiles(db, await callerOf(request))).map(toProfileData),
  );

  app.get(
    '/profile/:id',
    {
      config: { access: userAction('getUserProfile') },
      schema: {
        tags,
        summary: "One of the account's own profiles",
        params: profileIdParamsSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) =>
      toProfileData(await ownProfile(db, await callerOf(request), request.params.id)),
  );

  app.put(
    '/profile/default',
    {
      config: { access: userAction('settingDefaultProfileId') },
      schema: {
        tags,
        summary: 'Make a linked profile the default; this session continues as it',
        body: setDefaultProfileSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) =>
      toProfileData(
        await setDefaultProfile(db, await callerOf(request), request.body.profileId, from(request)),
      ),
  );

  app.put(
    '/profile/default-group',
    {
      config: { access: userAction('updateUserProfileDefaultGroup') },
      schema: {
        tags,
        summary: "The acting profile's default institute",
        body: setDefaultGroupSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) =>
      toProfileData(
        await setDefaultInstitute(db, await callerOf(request), request.body.groupId, from(request)),
      ),
  );

  app.put(
    '/profile/default-class',
    {
      config: { access: userAction('updateUserProfileDefaultGroup') },
      schema: {
        tags,
        summary: "The acting profile's default class (and its institute)",
        body: setDefaultGroupSchema,
        response: { 200: profileSchema },
      },
    },
    async (request) =>
      toProfileData(
        await setDefaultClass(db, await callerOf(request), request.body.groupId, from(request)),
      ),
  );
};
