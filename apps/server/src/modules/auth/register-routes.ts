import {
  confirmOtpSchema,
  ERROR_CODES,
  messageSchema,
  otpStatusSchema,
  registerResponseSchema,
  registerSchema,
  resendOtpSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app.js';
import { PUBLIC } from '../../http/access.js';
import { rateLimited } from '../../http/rate-limit.js';
import { serviceDeps } from './deps.js';
import { AUTH_LIMITS } from './limits.js';
import { confirmCode, resendCode } from './otp-service.js';
import { registerAccount } from './register-service.js';

/** A too-early resend answers 429 but still carries the code's status for the countdown. */
const resendTooSoonSchema = otpStatusSchema.extend({
  message: z.string(),
  code: z.string(),
});

export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = serviceDeps(app as unknown as App, app.log);

  app.post(
    '/register',
    {
      config: { access: PUBLIC },
      preHandler: rateLimited(app, AUTH_LIMITS.register),
      schema: {
        tags: ['auth'],
        summary: 'Create an account; mails a code and the assigned username',
        body: registerSchema,
        response: { 201: registerResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await registerAccount(deps, request.body)),
  );

  app.post(
    '/otp/resend',
    {
      config: { access: PUBLIC },
      preHandler: rateLimited(app, AUTH_LIMITS.otpResend),
      schema: {
        tags: ['auth'],
        summary: 'Mail a new one-time code (not before 61 s after the last one)',
        body: resendOtpSchema,
        response: { 200: otpStatusSchema, 429: resendTooSoonSchema },
      },
    },
    async (request, reply) => {
      const result = await resendCode(deps, request.body.username);
      if (result.sent) return reply.send(result.status);
      reply.header('retry-after', result.status.resendAfterSeconds);
      return reply
        .status(429)
        .send({ ...result.status, message: result.message, code: ERROR_CODES.rateLimited });
    },
  );

  app.post(
    '/otp/confirm',
    {
      config: { access: PUBLIC },
      preHandler: rateLimited(app, AUTH_LIMITS.otpConfirm),
      schema: {
        tags: ['auth'],
        summary: 'Verify the e-mail with the mailed code',
        body: confirmOtpSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => confirmCode(deps, request.body),
  );
};
