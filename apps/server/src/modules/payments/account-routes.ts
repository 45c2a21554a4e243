import {
  accountSavedSchema,
  financialAccountBodySchema,
  financialAccountListSchema,
  financialAccountUpdateSchema,
  PAYMENT_API,
  PAYMENT_TEXTS,
  paymentGroupQuerySchema,
  paymentIdQuerySchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, groupOf, instituteOf } from '../../http/caller.js';
import { underRest } from '../../http/rest-path.js';
import { changeAccount, createAccount, disableAccount, listAccounts } from './account-service.js';
import { tags } from './route-parts.js';

/** Financial accounts of an institute (spec §3), named by the wire contract of issue 11. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    underRest(PAYMENT_API.accounts),
    {
      // Everyone who records payments reads payments too (Accountant, Institute Admin).
      config: { access: groupAction('getPaymentRecordForGroup', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary:
          "The institute's financial accounts with the mediums each accepts (comma-separated), from the institute or one of its classes",
        querystring: paymentGroupQuerySchema,
        response: { 200: financialAccountListSchema },
      },
    },
    async (request) => listAccounts(ctx, groupOf(request)),
  );

  app.post(
    underRest(PAYMENT_API.accounts),
    {
      config: {
        access: groupAction('createFinancialAccount', GROUP_IN_BODY),
        identityUnchanged: true,
      },
      schema: {
        tags,
        summary: 'Add a financial account to the institute',
        body: financialAccountBodySchema,
        response: { 200: accountSavedSchema },
      },
    },
    async (request) => ({
      message: PAYMENT_TEXTS.accountSaved,
      data: await createAccount(ctx, await callerOf(request), instituteOf(request), request.body),
    }),
  );

  app.put(
    underRest(PAYMENT_API.accounts),
    {
      config: {
        access: groupAction('createFinancialAccount', GROUP_IN_BODY),
        identityUnchanged: true,
      },
      schema: {
        tags,
        summary: "Change a financial account's name, mediums and bank (a disabled one is enabled)",
        body: financialAccountUpdateSchema,
        response: { 200: accountSavedSchema },
      },
    },
    async (request) => ({
      message: PAYMENT_TEXTS.accountSaved,
      data: await changeAccount(ctx, await callerOf(request), instituteOf(request), request.body),
    }),
  );

  app.delete(
    underRest(PAYMENT_API.disableAccount),
    {
      config: {
        access: groupAction('createFinancialAccount', GROUP_IN_QUERY),
        identityUnchanged: true,
      },
      schema: {
        tags,
        summary: 'Disable a financial account: it takes no new payments, its payments stay',
        querystring: paymentIdQuerySchema,
        response: { 200: accountSavedSchema },
      },
    },
    async (request) => ({
      message: PAYMENT_TEXTS.accountDisabledNow,
      data: await disableAccount(
        ctx,
        await callerOf(request),
        instituteOf(request),
        request.query.id,
      ),
    }),
  );
};
