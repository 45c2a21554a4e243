import {
  dayCollectionSchema,
  dayQuerySchema,
  minePaymentsQuerySchema,
  PAYMENT_API,
  paymentIdQuerySchema,
  paymentRecordDetailSchema,
  paymentRecordListSchema,
  paymentRecordPageSchema,
  studentRecordsQuerySchema,
  transactionFiltersSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GROUP_IN_QUERY, groupAction, SIGNED_IN } from '../../http/access.js';
import { callerOf, groupOf } from '../../http/caller.js';
import { sendPdf } from '../../http/downloads.js';
import { underRest } from '../../http/rest-path.js';
import { dayCollection, daySheetCsv, daySheetPdf } from './collection-service.js';
import {
  myPayments,
  recordById,
  studentRecords,
  transactionsCsv,
  transactionsPage,
} from './read-service.js';
import { tags } from './route-parts.js';

/**
 * Reading payments: a record and a student's records (the student, their parents, staff), the
 * transactions of an institute or class with their CSV and the day's collection (staff), and
 * the signed-in profile's own history.
 */
export const readRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // Students and parents hold getFeeEstimation for their own; the service shows them only those.
  const ownOrStaff = groupAction('getFeeEstimation', GROUP_IN_QUERY);
  const staff = groupAction('getPaymentRecordForGroup', GROUP_IN_QUERY);

  app.get(
    underRest(PAYMENT_API.recordById),
    {
      config: { access: ownOrStaff },
      schema: {
        tags,
        summary: 'One payment record with the particulars it paid (spec §7 "fee record by id")',
        querystring: paymentIdQuerySchema,
        response: { 200: paymentRecordDetailSchema },
      },
    },
    async (request) => recordById(ctx, await callerOf(request), groupOf(request), request.query.id),
  );

  app.get(
    underRest(PAYMENT_API.student),
    {
      config: { access: ownOrStaff },
      schema: {
        tags,
        summary: "A student's payment records in the institute, newest first",
        querystring: studentRecordsQuerySchema,
        response: { 200: paymentRecordListSchema },
      },
    },
    async (request) =>
      studentRecords(ctx, await callerOf(request), groupOf(request), request.query.userProfileId),
  );

  app.get(
    underRest(PAYMENT_API.transactions),
    {
      config: { access: staff },
      schema: {
        tags,
        summary:
          "The institute's or a class's payment records with filters and paging, newest first, with the totals of the active ones",
        querystring: transactionFiltersSchema,
        response: { 200: paymentRecordPageSchema },
      },
    },
    async (request) => transactionsPage(ctx, groupOf(request), request.query),
  );

  app.get(
    underRest(PAYMENT_API.transactionsCsv),
    {
      config: { access: staff },
      schema: {
        tags,
        summary: 'The same records as CSV (every page), safe to open in a spreadsheet',
        querystring: transactionFiltersSchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('The records as CSV, a header row first') },
      },
    },
    async (request, reply) => {
      const { filename, csv } = await transactionsCsv(ctx, groupOf(request), request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    underRest(PAYMENT_API.mine),
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary:
          "The signed-in profile's payment history: its own, its children's and those it recorded",
        querystring: minePaymentsQuerySchema,
        response: { 200: paymentRecordListSchema },
      },
    },
    async (request) => myPayments(ctx, await callerOf(request), request.query),
  );

  app.get(
    underRest(PAYMENT_API.collection),
    {
      config: { access: staff },
      schema: {
        tags,
        summary:
          "A day's collection (active payments) by method group, medium, account and hour, in India's day, and its day sheet: every receipt, reverted ones marked, gross, reverted and net",
        querystring: dayQuerySchema,
        response: { 200: dayCollectionSchema },
      },
    },
    async (request) => dayCollection(ctx, groupOf(request), request.query.date),
  );

  app.get(
    underRest(PAYMENT_API.daySheetCsv),
    {
      config: { access: staff },
      schema: {
        tags,
        summary:
          "The day sheet as CSV: every receipt of the day, reverted ones marked, with the day's and each account's gross, reverted and net",
        querystring: dayQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('The day sheet as CSV') },
      },
    },
    async (request, reply) => {
      const { filename, csv } = await daySheetCsv(ctx, groupOf(request), request.query.date);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    underRest(PAYMENT_API.daySheetPdf),
    {
      config: { access: staff },
      schema: {
        tags,
        summary:
          "The day sheet as PDF (A4): every receipt of the day, reverted ones marked with who, when and why, with the day's and each account's gross, reverted and net",
        querystring: dayQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) =>
      sendPdf(reply, await daySheetPdf(ctx, groupOf(request), request.query.date), 'attachment'),
  );
};
