import {
  ADMISSION_MESSAGES,
  admissionAppliedSchema,
  admissionApplyAsUserSchema,
  myApplicationSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, SIGNED_IN } from '../../http/access.js';
import { rateLimited } from '../../http/rate-limit.js';
import { forbidden, unauthorized } from '../../lib/errors.js';
import { submitApplication } from './apply-service.js';
import { APPLY_LIMITS, readApplicationForm } from './form.js';
import { toMyApplication } from './presenters.js';
import { accountEmail, applicationsByEmail, findProfileOfAccount } from './queries.js';

/** A signed-in user applies for themself or a linked profile, and follows the applications. */
export const applicantRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { ...app.ctx, storage: app.ctx.files };
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
      const accountId = request.auth?.account.id;
      if (!accountId) throw unauthorized();
      const email = await accountEmail(deps.db, accountId);
      return email ? (await applicationsByEmail(deps.db, email)).map(toMyApplication) : [];
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
      const actor = await actorOf(request);
      const { fields, files } = await readApplicationForm(request, admissionApplyAsUserSchema);
      const profile = await findProfileOfAccount(deps.db, actor.accountId, fields.profileId);
      if (!profile) throw forbidden(ADMISSION_MESSAGES.profileNotYours);
      const email = await accountEmail(deps.db, actor.accountId);
      const result = await submitApplication(
        deps,
        { ...fields, instituteId: request.query.instituteId, email: email ?? null },
        files,
        { ip: request.ip, accountId: actor.accountId, profileId: profile.id },
      );
      return reply.status(201).send(result);
    },
  );
};
