import {
  adminAccountListQuerySchema,
  adminAccountPageSchema,
  adminCreatedInstituteSchema,
  adminCreateInstituteSchema,
  adminInstituteListQuerySchema,
  adminInstitutePageSchema,
  adminInstituteParamsSchema,
  adminMailFailureListSchema,
  adminMailFailureParamsSchema,
  adminMailFailureSchema,
  adminProfileParamsSchema,
  adminVerifiedStateSchema,
  adminVerifyBodySchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUPER_ADMIN } from '../../http/access.js';
import { callerOf } from '../../http/caller.js';
import { createInstituteWithAdmin } from './create-institute.js';
import { mailFailureList, resendMailFailure } from './mail-failures.js';
import { accountPage, institutePage, verifyInstitute, verifyProfile } from './service.js';

/**
 * The super admin console's calls (ROLE_SUPER_ADMIN accounts only). Contact requests are in
 * the contact module (GET /rest/admin/contact-requests, POST .../:id/handled).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    '/admin/institutes',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        tags: ['admin'],
        summary: 'Create an institute with its first session and its first admin (invited by mail)',
        body: adminCreateInstituteSchema,
        response: { 201: adminCreatedInstituteSchema },
      },
    },
    async (request, reply) => {
      const created = await createInstituteWithAdmin(ctx, await callerOf(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/admin/institutes',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        tags: ['admin'],
        summary: 'Institutes, newest first, by name and verified state',
        querystring: adminInstituteListQuerySchema,
        response: { 200: adminInstitutePageSchema },
      },
    },
    async (request) => institutePage(ctx, request.query),
  );

  app.post(
    '/admin/institutes/:instituteId/verify',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        tags: ['admin'],
        summary: 'Verify or unverify an institute',
        params: adminInstituteParamsSchema,
        body: adminVerifyBodySchema,
        response: { 200: adminVerifiedStateSchema },
      },
    },
    async (request) =>
      verifyInstitute(
        ctx,
        await callerOf(request),
        request.params.instituteId,
        request.body.verified,
      ),
  );

  app.get(
    '/admin/accounts',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        tags: ['admin'],
        summary: 'Accounts with their profiles, by username, e-mail or name',
        querystring: adminAccountListQuerySchema,
        response: { 200: adminAccountPageSchema },
      },
    },
    async (request) => accountPage(ctx, request.query),
  );

  app.post(
    '/admin/profiles/:profileId/verify',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        tags: ['admin'],
        summary: 'Verify or unverify a user profile',
        params: adminProfileParamsSchema,
        body: adminVerifyBodySchema,
        response: { 200: adminVerifiedStateSchema },
      },
    },
    async (request) =>
      verifyProfile(ctx, await callerOf(request), request.params.profileId, request.body.verified),
  );

  app.get(
    '/admin/mail-failures',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        tags: ['admin'],
        summary: 'Mails given up after their last retry, newest first (never their text)',
        response: { 200: adminMailFailureListSchema },
      },
    },
    async () => mailFailureList(ctx),
  );

  app.post(
    '/admin/mail-failures/:id/resend',
    {
      config: { access: SUPER_ADMIN },
      schema: {
        tags: ['admin'],
        summary: 'Send a failed mail again, once (not one that carried a code or link)',
        params: adminMailFailureParamsSchema,
        response: { 200: adminMailFailureSchema },
      },
    },
    async (request) => resendMailFailure(ctx, await callerOf(request), request.params.id),
  );
};
