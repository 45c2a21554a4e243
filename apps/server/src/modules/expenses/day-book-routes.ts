import {
  dayBookQuerySchema,
  dayBookSchema,
  EXPENSE_API,
  monthlyFiguresSchema,
  monthlyQuerySchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { groupOf } from '../../http/caller.js';
import { sendCsv, sendPdf } from '../../http/downloads.js';
import { underRest } from '../../http/rest-path.js';
import { dayBookCsv, dayBookPdf } from './day-book-export.js';
import { dayBook, dayBookRange, monthlyFigures } from './day-book-service.js';
import { tags } from './entry-routes.js';

/** The day book (getExpenseRecord): on screen, as CSV and PDF, and the year by month. */
export const dayBookRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const read = groupAction('getExpenseRecord', GROUP_IN_QUERY);
  const rangeOf = (q: { from: string; to?: string | undefined }) => dayBookRange(q.from, q.to);

  app.get(
    underRest(EXPENSE_API.dayBook),
    {
      config: { access: read },
      schema: {
        tags,
        summary:
          "The day book of a day or range (at most 92 days): each account's opening, receipts (fees and income), payments and closing, and every line",
        querystring: dayBookQuerySchema,
        response: { 200: dayBookSchema },
      },
    },
    async (request) => dayBook(ctx, groupOf(request), rangeOf(request.query)),
  );

  app.get(
    underRest(EXPENSE_API.dayBookCsv),
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'The day book as CSV: every line, then the accounts and their total',
        querystring: dayBookQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('The day book as CSV') },
      },
    },
    async (request, reply) =>
      sendCsv(reply, await dayBookCsv(ctx, groupOf(request), rangeOf(request.query))),
  );

  app.get(
    underRest(EXPENSE_API.dayBookPdf),
    {
      config: { access: read },
      schema: {
        tags,
        summary: "The day book as PDF (A4) under the school's letterhead",
        querystring: dayBookQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) =>
      sendPdf(reply, await dayBookPdf(ctx, groupOf(request), rangeOf(request.query)), 'attachment'),
  );

  app.get(
    underRest(EXPENSE_API.monthly),
    {
      config: { access: read },
      schema: {
        tags,
        summary:
          "A financial year's fee collections, other income and expenses by month, and by category",
        querystring: monthlyQuerySchema,
        response: { 200: monthlyFiguresSchema },
      },
    },
    async (request) => monthlyFigures(ctx, groupOf(request), request.query.year),
  );
};
