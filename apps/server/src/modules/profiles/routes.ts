import {
  profileIdParamsSchema,
  profileListSchema,
  profileSchema,
  setDefaultGroupSchema,
  setDefaultProfileSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userAction } from '../../http/access.js';
import { callerOf } from '../../http/caller.js';
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

/** The account's linked profiles and the defaults it opens with. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
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
    async (request) => (await linkedProfiles(ctx, await callerOf(request))).map(toProfileData),
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
      toProfileData(await ownProfile(ctx, await callerOf(request), request.params.id)),
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
      toProfileData(await setDefaultProfile(ctx, await callerOf(request), request.body.profileId)),
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
      toProfileData(await setDefaultInstitute(ctx, await callerOf(request), request.body.groupId)),
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
      toProfileData(await setDefaultClass(ctx, await callerOf(request), request.body.groupId)),
  );
};
