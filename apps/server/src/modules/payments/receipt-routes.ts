import { dayQuerySchema, receiptQuerySchema } from '@shala/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { groupAction } from '../../http/access.js';
import { callerOf, groupOf } from '../../http/caller.js';
import {
  dayReceipts,
  type ReceiptFile,
  recordReceipt,
  transactionReceipt,
} from './receipt-service.js';
import { inQuery, tags } from './route-parts.js';

/** Opened in a new tab (spec §4 "a receipt opens in a new tab"): inline, never cached. */
function sendPdf(reply: FastifyReply, file: ReceiptFile) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.pdf);
}

/** Receipts as PDF: a record's, a transaction's, a day's; reprintable any time. */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const pdf = { produces: ['application/pdf'] };

  app.get(
    '/payment/receipt',
    {
      config: { access: groupAction('getFeeEstimation', inQuery) },
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
      ),
  );

  app.get(
    '/payment/receipt/transaction',
    {
      config: { access: groupAction('getFeeEstimation', inQuery) },
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
      ),
  );

  app.get(
    '/payment/receipt/day',
    {
      config: { access: groupAction('getPaymentRecordForGroup', inQuery) },
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
      ),
  );
};
