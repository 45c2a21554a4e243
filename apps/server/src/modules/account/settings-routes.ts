import {
  accountPasswordSchema,
  codeSchema,
  contractSchema,
  ERROR_CODES,
  emailChangeSchema,
  emailChangeStatusSchema,
  messageSchema,
  noBody,
  otpStatusSchema,
  signContractSchema,
  verificationSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN } from '../../http/access.js';
import { callerOf, sessionOf } from '../../http/caller.js';
import { byIp, bySignedInAccount, type LimitRule, rateLimited } from '../../http/rate-limit.js';
import {
  confirmVerificationCode,
  mailVerificationCode,
  pendingContract,
  signContract,
  verificationState,
} from './contract-service.js';
import {
  cancelEmailChange,
  confirmEmailChange,
  emailChangeStatus,
  startEmailChange,
} from './email-service.js';
import { changeOwnPassword } from './password-service.js';

const limit = (name: string, max: number, windowMinutes: number): LimitRule[] => [
  { name: `${name}:account`, max, windowMinutes, key: bySignedInAccount },
  { name: `${name}:ip`, max: max * 4, windowMinutes, key: byIp },
];
export const ACCOUNT_LIMITS = {
  password: limit('account-password', 10, 15),
  emailStart: limit('account-email', 10, 60),
  emailConfirm: limit('account-email-confirm', 10, 15),
  verify: limit('account-verify', 10, 60),
} as const;

const tooSoonSchema = otpStatusSchema.extend({ message: z.string(), code: z.string() });

/** Security and account settings, the contract and account verification (all signed in). */
export const accountSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const tags = ['account'];
  const access = { access: SIGNED_IN };

  app.post(
    '/account/password',
    {
      config: access,
      preHandler: rateLimited(app, ACCOUNT_LIMITS.password),
      schema: {
        tags,
        summary: 'Change the password with the current one; other devices are signed out',
        body: accountPasswordSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => changeOwnPassword(ctx, await callerOf(request), request.body),
  );

  app.get(
    '/account/email/status',
    {
      config: access,
      schema: {
        tags,
        summary: 'The pending e-mail change and its code countdowns',
        response: { 200: emailChangeStatusSchema },
      },
    },
    async (request) => emailChangeStatus(ctx, sessionOf(request).account.id),
  );

  app.post(
    '/account/email',
    {
      config: access,
      preHandler: rateLimited(app, ACCOUNT_LIMITS.emailStart),
      schema: {
        tags,
        summary: 'Start an e-mail change: a 6-digit code goes to the new address',
        body: emailChangeSchema,
        response: { 200: emailChangeStatusSchema },
      },
    },
    async (request) => startEmailChange(ctx, await callerOf(request), request.body),
  );

  app.post(
    '/account/email/confirm',
    {
      config: access,
      preHandler: rateLimited(app, ACCOUNT_LIMITS.emailConfirm),
      schema: {
        tags,
        summary: 'Confirm the e-mail change with its code; the old address is told',
        body: codeSchema,
        response: { 200: emailChangeStatusSchema },
      },
    },
    async (request) => confirmEmailChange(ctx, await callerOf(request), request.body),
  );

  app.delete(
    '/account/email',
    {
      config: access,
      schema: {
        tags,
        summary: 'Cancel a pending e-mail change',
        response: { 200: emailChangeStatusSchema },
      },
    },
    async (request) => cancelEmailChange(ctx, await callerOf(request)),
  );

  app.get(
    '/account/contract',
    {
      config: access,
      schema: {
        tags,
        summary: 'The contract waiting for signature (text null when none)',
        response: { 200: contractSchema },
      },
    },
    async (request) => pendingContract(ctx, sessionOf(request).account.id),
  );

  app.post(
    '/account/contract/sign',
    {
      config: access,
      schema: {
        tags,
        summary: "Sign the pending contract with the account holder's full name",
        body: signContractSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => signContract(ctx, await callerOf(request), request.body),
  );

  app.get(
    '/account/verification',
    {
      config: access,
      schema: {
        tags,
        summary: "The e-mail's and each linked profile's verification, with their institutes",
        response: { 200: verificationSchema },
      },
    },
    async (request) => verificationState(ctx, sessionOf(request).account.id),
  );

  app.post(
    '/account/verification/email',
    {
      config: access,
      preHandler: rateLimited(app, ACCOUNT_LIMITS.verify),
      schema: {
        tags,
        summary: "Mail a code to confirm the account's e-mail (not before 61 s after the last)",
        body: noBody,
        response: { 200: otpStatusSchema, 429: tooSoonSchema },
      },
    },
    async (request, reply) => {
      const result = await mailVerificationCode(ctx, sessionOf(request).account.id);
      if (result.sent) return reply.send(result.status);
      reply.header('retry-after', result.status.resendAfterSeconds);
      return reply
        .status(429)
        .send({ ...result.status, message: result.message, code: ERROR_CODES.rateLimited });
    },
  );

  app.post(
    '/account/verification/email/confirm',
    {
      config: access,
      preHandler: rateLimited(app, ACCOUNT_LIMITS.emailConfirm),
      schema: {
        tags,
        summary: "Confirm the account's e-mail with the mailed code",
        body: codeSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) =>
      confirmVerificationCode(ctx, sessionOf(request).account.id, request.body.code),
  );
};
