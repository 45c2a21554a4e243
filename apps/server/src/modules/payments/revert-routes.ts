import { PAYMENT_API, revertBodySchema, revertedPaymentSchema } from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_IN_BODY, groupAction } from '../../http/access.js';
import { callerOf, groupOf } from '../../http/caller.js';
import { underRest } from '../../http/rest-path.js';
import { noticePaymentReverted } from './payment-notices.js';
import { revertPayment } from './revert-service.js';
import { tags } from './route-parts.js';

export const revertRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.post(
    underRest(PAYMENT_API.revert),
    {
      config: {
        access: groupAction('revertPaymentRecord', GROUP_IN_BODY),
        identityUnchanged: true,
      },
      schema: {
        tags,
        summary:
          'Revert one receipt of a payment (recordId: one student of a cart transaction, the others stay paid) or, without recordId, the whole transaction, with a reason: the dues are owed again, records and receipts stay (stamped Reverted)',
        body: revertBodySchema,
        response: { 200: revertedPaymentSchema },
      },
    },
    async (request) => {
      const scope = groupOf(request);
      const done = await revertPayment(ctx, await callerOf(request), scope, request.body);
      await noticePaymentReverted(ctx, scope.instituteId, done.records, done.transactionPk);
      return {
        message: done.message,
        transactionPk: done.transactionPk,
        revertedAt: done.revertedAt.toISOString(),
        receiptNumbers: done.receiptNumbers,
        scope: done.scope,
        refund: done.refund,
      };
    },
  );
};
