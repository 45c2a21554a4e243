import { PAYMENT_TEXTS, revertBodySchema, revertedPaymentSchema } from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { groupAction } from '../../http/access.js';
import { callerOf, groupOf } from '../../http/caller.js';
import { noticePaymentReverted } from './payment-notices.js';
import { revertPayment } from './revert-service.js';
import { inBody, tags } from './route-parts.js';

export const revertRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    '/payment/revert',
    {
      config: { access: groupAction('revertPaymentRecord', inBody), identityUnchanged: true },
      schema: {
        tags,
        summary:
          'Revert a payment transaction with a reason: its dues are owed again, its records and receipts stay (stamped Reverted)',
        body: revertBodySchema,
        response: { 200: revertedPaymentSchema },
      },
    },
    async (request) => {
      const scope = groupOf(request);
      const done = await revertPayment(ctx, await callerOf(request), scope, request.body);
      await noticePaymentReverted(ctx, scope.instituteId, done.records, done.transactionPk);
      return {
        message: PAYMENT_TEXTS.reverted,
        transactionPk: done.transactionPk,
        revertedAt: done.revertedAt.toISOString(),
        receiptNumbers: done.receiptNumbers,
      };
    },
  );
};
