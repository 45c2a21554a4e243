import {
  adminAccountListQuerySchema,
  adminAccountPageSchema,
  adminCreatedInstituteSchema,
  adminCreateInstituteSchema,
  adminInstituteListQuerySchema,
  adminInstitutePageSchema,
  adminInstituteParamsSchema,
  adminProfileParamsSchema,
  adminVerifiedStateSchema,
  adminVerifyBodySchema,
} from '@shala/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, SUPER_ADMIN } from '../../http/access.js';
import { createInstituteWithAdmin } from './create-institute.js';
import { accountPage, institutePage, verifyInstitute, verifyProfile } from './service.js';

/** Who asked and from where, for the audit rows. */
async function auditActor(request: FastifyRequest) {
  const actor = await actorOf(request);
  return { actorAccountId: actor.accountId, actorProfileId: actor.profileId, ip: request.ip };
}

/**
 * The super admin console's calls (ROLE_SUPER_ADMIN accounts only). Contact requests are in
 * the contact module (GET /rest/admin/contact-requests, POST .../:id/handled).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.ctx;

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
      const created = await createInstituteWithAdmin(deps, request.body, await auditActor(request));
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
    async (request) => institutePage(deps, request.query),
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
        deps,
        request.params.instituteId,
        request.body.verified,
        await auditActor(request),
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
    async (request) => accountPage(deps, request.query),
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
      verifyProfile(
        deps,
        request.params.profileId,
        request.body.verified,
        await auditActor(request),
      ),
  );
};
