import {
  confirmOtpSchema,
  messageSchema,
  otpResendAnswerSchema,
  registerResponseSchema,
  registerSchema,
  resendOtpSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC } from '../../http/access.js';
import { rateLimited } from '../../http/rate-limit.js';
import { noteLimitedAttempt } from './auth-events.js';
import { AUTH_LIMITS } from './limits.js';
import { confirmCode, resendCode } from './otp-service.js';
import { registerAccount } from './register-service.js';

export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    '/register',
    {
      config: { access: PUBLIC },
      preHandler: rateLimited(app, AUTH_LIMITS.register),
      schema: {
        tags: ['auth'],
        summary:
          'Create an account; mails a code and the assigned username (a taken e-mail gets the same answer and its holder a notice)',
        body: registerSchema,
        response: { 201: registerResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await registerAccount(ctx, request.body)),
  );

  app.post(
    '/otp/resend',
    {
      config: { access: PUBLIC },
      preHandler: rateLimited(app, AUTH_LIMITS.otpResend, noteLimitedAttempt),
      schema: {
        tags: ['auth'],
        summary:
          'Mail a new one-time code (not before 61 s after the last one); one answer for every name',
        body: resendOtpSchema,
        response: { 200: otpResendAnswerSchema },
      },
    },
    async (request) => resendCode(ctx, request.body.username),
  );

  app.post(
    '/otp/confirm',
    {
      config: { access: PUBLIC },
      preHandler: rateLimited(app, AUTH_LIMITS.otpConfirm, noteLimitedAttempt),
      schema: {
        tags: ['auth'],
        summary: 'Verify the e-mail with the mailed code',
        body: confirmOtpSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => confirmCode(ctx, request.body),
  );
};
