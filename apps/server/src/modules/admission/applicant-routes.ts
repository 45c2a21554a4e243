import {
  ADMISSION_MESSAGES,
  admissionAppliedSchema,
  admissionApplyAsUserSchema,
  myApplicationSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN } from '../../http/access.js';
import { callerOf, sessionOf } from '../../http/caller.js';
import { rateLimited } from '../../http/rate-limit.js';
import { forbidden } from '../../lib/errors.js';
import { findAccountById, findOwnProfile } from '../people/index.js';
import { submitApplication } from './apply-service.js';
import { APPLY_LIMITS, readApplicationForm } from './form.js';
import { toMyApplication } from './presenters.js';
import { applicationsByEmail } from './queries.js';

/** A signed-in user applies for themself or a linked profile, and follows the applications. */
export const applicantRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['admission'];

  app.get(
    '/admission/mine',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "Applications made with the signed-in account's e-mail",
        response: { 200: z.array(myApplicationSchema) },
      },
    },
    async (request) => {
      const email = sessionOf(request).account.email;
      return (await applicationsByEmail(ctx.db, email)).map(toMyApplication);
    },
  );

  app.post(
    '/admission/apply-as-user',
    {
      config: { access: SIGNED_IN },
      preHandler: rateLimited(app, APPLY_LIMITS.signedIn),
      schema: {
        tags,
        summary:
          "Apply to an institute for one of the account's profiles: multipart, the same rules as the public form",
        consumes: ['multipart/form-data'],
        querystring: z.strictObject({ instituteId: z.uuid() }),
        response: { 201: admissionAppliedSchema },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      const { fields, files } = await readApplicationForm(request, admissionApplyAsUserSchema);
      const profile = await findOwnProfile(ctx.db, caller.accountId, fields.profileId);
      if (!profile) throw forbidden(ADMISSION_MESSAGES.profileNotYours);
      const email = (await findAccountById(ctx.db, caller.accountId))?.email;
      const result = await submitApplication(
        ctx,
        caller,
        { ...fields, instituteId: request.query.instituteId, email: email ?? null },
        files,
        profile.id,
      );
      return reply.status(201).send(result);
    },
  );
};
