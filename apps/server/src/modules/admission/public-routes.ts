import {
  admissionAppliedSchema,
  admissionApplySchema,
  publicAdmissionClassSchema,
  publicAdmissionInstituteSchema,
  publicAdmissionSessionSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC } from '../../http/access.js';
import { rateLimited } from '../../http/rate-limit.js';
import { openClasses, openInstitute, openSession, submitApplication } from './apply-service.js';
import { APPLY_LIMITS, readApplicationForm } from './form.js';

const instituteParams = z.strictObject({ instituteId: z.uuid() });

/** What the public direct-admission page reads and sends (spec §2.1, §4, §7). */
export const publicAdmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['admission'];

  app.get(
    '/public/institutes/:instituteId',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'The open institute: name and image',
        params: instituteParams,
        response: { 200: publicAdmissionInstituteSchema },
      },
    },
    async (request) => openInstitute(ctx.db, request.params.instituteId),
  );

  app.get(
    '/public/institutes/:instituteId/classes',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: "The institute's classes with their admissionConfigSet flag",
        params: instituteParams,
        response: { 200: z.array(publicAdmissionClassSchema) },
      },
    },
    async (request) => openClasses(ctx.db, request.params.instituteId),
  );

  app.get(
    '/public/sessions/:sessionId',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: "An open session's name; with instituteId, only that institute's session",
        params: z.strictObject({ sessionId: z.uuid() }),
        querystring: z.strictObject({ instituteId: z.uuid().optional() }),
        response: { 200: publicAdmissionSessionSchema },
      },
    },
    async (request) => openSession(ctx.db, request.params.sessionId, request.query.instituteId),
  );

  app.post(
    '/public/admission/apply',
    {
      config: { access: PUBLIC },
      preHandler: rateLimited(app, APPLY_LIMITS.public),
      schema: {
        tags,
        summary:
          'Apply for admission: multipart with the fields of the form and 1 to 10 .jpg files (2 MB each, checked by content)',
        consumes: ['multipart/form-data'],
        response: { 201: admissionAppliedSchema },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readApplicationForm(request, admissionApplySchema);
      // A public page: the visitor's account if signed in (no profile is chosen here), and
      // the address, which also counts the documents anonymous visitors may send.
      const applicant = {
        accountId: request.auth?.account.id ?? null,
        profileId: null,
        ip: request.ip,
      };
      const result = await submitApplication(
        ctx,
        applicant,
        { ...fields, email: fields.email || null },
        files,
      );
      return reply.status(201).send(result);
    },
  );
};
