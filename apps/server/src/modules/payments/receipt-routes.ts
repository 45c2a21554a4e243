import { dayQuerySchema, PAYMENT_API, receiptQuerySchema } from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, groupOf } from '../../http/caller.js';
import { sendPdf } from '../../http/downloads.js';
import { underRest } from '../../http/rest-path.js';
import { dayReceipts, recordReceipt, transactionReceipt } from './receipt-service.js';
import { tags } from './route-parts.js';

/** Receipts as PDF: a record's, a transaction's, a day's; reprintable any time. */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const pdf = { produces: ['application/pdf'] };

  app.get(
    underRest(PAYMENT_API.receipt),
    {
      config: { access: groupAction('getFeeEstimation', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "One record's receipt (PDF): to its student, their parents and staff",
        querystring: receiptQuerySchema,
        ...pdf,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await recordReceipt(ctx, await callerOf(request), groupOf(request), request.query.id),
        'inline',
      ),
  );

  app.get(
    underRest(PAYMENT_API.receiptOfTransaction),
    {
      config: { access: groupAction('getFeeEstimation', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "A transaction's receipts in one PDF (a parent gets only their children's pages)",
        querystring: receiptQuerySchema,
        ...pdf,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await transactionReceipt(ctx, await callerOf(request), groupOf(request), request.query.id),
        'inline',
      ),
  );

  app.get(
    underRest(PAYMENT_API.receiptsOfDay),
    {
      config: { access: groupAction('getPaymentRecordForGroup', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: 'Every receipt of a day (in India) in one PDF, to print them in one go',
        querystring: dayQuerySchema,
        ...pdf,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await dayReceipts(ctx, await callerOf(request), groupOf(request), request.query.date),
        'inline',
      ),
  );
};
