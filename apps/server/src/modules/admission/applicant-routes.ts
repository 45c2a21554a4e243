import {
  admissionAppliedSchema,
  admissionApplyAsUserSchema,
  myApplicationSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN } from '../../http/access.js';
import { callerOf, sessionOf } from '../../http/caller.js';
import { rateLimited } from '../../http/rate-limit.js';
import { applicationsOfEmail, applyForOwnProfile } from './apply-service.js';
import { APPLY_LIMITS, readApplicationForm } from './form.js';
import { toMyApplication } from './presenters.js';

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
    async (request) =>
      (await applicationsOfEmail(ctx, sessionOf(request).account.email)).map(toMyApplication),
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
      const result = await applyForOwnProfile(
        ctx,
        caller,
        { ...fields, instituteId: request.query.instituteId },
        files,
      );
      return reply.status(201).send(result);
    },
  );
};
