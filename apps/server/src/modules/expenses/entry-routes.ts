import {
  EXPENSE_API,
  EXPENSE_TEXTS,
  EXPENSE_VOUCHER_MAX_BYTES,
  EXPENSE_VOUCHERS_MAX,
  expenseDecisionSchema,
  expenseEntryFormSchema,
  expenseEntryPageSchema,
  expenseEntrySavedSchema,
  expenseEntryViewSchema,
  expenseIdQuerySchema,
  expenseListQuerySchema,
  expenseReverseSchema,
  expenseVoucherFormSchema,
  expenseVoucherQuerySchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, groupOf } from '../../http/caller.js';
import { sendStoredFile } from '../../http/downloads.js';
import { underRest } from '../../http/rest-path.js';
import { decideEntry, reverseEntry } from './decision-service.js';
import { addVouchers, listEntries, recordEntry, viewEntry, voucherFile } from './entry-service.js';

export const tags = ['expenses'];

const VOUCHER_FORM = {
  maxFiles: EXPENSE_VOUCHERS_MAX,
  maxFileBytes: EXPENSE_VOUCHER_MAX_BYTES,
  maxFieldBytes: 8 * 1024,
};
const MB = EXPENSE_VOUCHER_MAX_BYTES / 1_048_576;

/**
 * The entries (issue 25 §1): read by who holds getExpenseRecord, recorded with their vouchers by
 * createExpenseRecord, approved by approveExpenseRecord; reversed, never deleted. Expenses write
 * no membership, role or group: their writes need not wait for the identity cache.
 */
export const entryRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const read = groupAction('getExpenseRecord', GROUP_IN_QUERY);

  app.get(
    underRest(EXPENSE_API.entries),
    {
      config: { access: read },
      schema: {
        tags,
        summary:
          "A page of the institute's income and expense entries (newest first) with the filters' totals",
        querystring: expenseListQuerySchema,
        response: { 200: expenseEntryPageSchema },
      },
    },
    async (request) => listEntries(ctx, await callerOf(request), groupOf(request), request.query),
  );

  app.get(
    underRest(EXPENSE_API.entry),
    {
      config: { access: read },
      schema: {
        tags,
        summary: 'One entry with its vouchers, who recorded, decided and reversed it',
        querystring: expenseIdQuerySchema,
        response: { 200: expenseEntryViewSchema },
      },
    },
    async (request) => viewEntry(ctx, await callerOf(request), groupOf(request), request.query.id),
  );

  app.post(
    underRest(EXPENSE_API.entries),
    {
      config: {
        access: groupAction('createExpenseRecord', GROUP_IN_BODY),
        form: VOUCHER_FORM,
        identityUnchanged: true,
      },
      schema: {
        tags,
        summary: `Record an income or expense entry (form; up to ${EXPENSE_VOUCHERS_MAX} vouchers, PDF, JPEG or PNG of at most ${MB} MB each); an expense above the approval limit waits for approval`,
        consumes: ['multipart/form-data', 'application/json'],
        body: expenseEntryFormSchema,
        response: { 200: expenseEntrySavedSchema },
      },
    },
    async (request) =>
      recordEntry(
        ctx,
        await callerOf(request),
        groupOf(request),
        request.body,
        request.uploadedFiles ?? [],
      ),
  );

  app.put(
    underRest(EXPENSE_API.decide),
    {
      config: {
        access: groupAction('approveExpenseRecord', GROUP_IN_BODY),
        identityUnchanged: true,
      },
      schema: {
        tags,
        summary: 'Approve or reject an entry awaiting approval (not one you recorded)',
        body: expenseDecisionSchema,
        response: { 200: expenseEntrySavedSchema },
      },
    },
    async (request) => decideEntry(ctx, await callerOf(request), groupOf(request), request.body),
  );

  app.put(
    underRest(EXPENSE_API.reverse),
    {
      config: {
        access: groupAction('createExpenseRecord', GROUP_IN_BODY),
        identityUnchanged: true,
      },
      schema: {
        tags,
        summary:
          'Reverse an approved entry with a reason: it stays listed, marked, and counts in no balance',
        body: expenseReverseSchema,
        response: { 200: expenseEntrySavedSchema },
      },
    },
    async (request) => reverseEntry(ctx, await callerOf(request), groupOf(request), request.body),
  );

  app.get(
    underRest(EXPENSE_API.voucher),
    {
      config: { access: read },
      schema: {
        tags,
        summary: "One of an entry's vouchers",
        querystring: expenseVoucherQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await voucherFile(ctx, groupOf(request), request.query);
      return sendStoredFile(reply, file);
    },
  );

  app.post(
    underRest(EXPENSE_API.voucher),
    {
      config: {
        access: groupAction('createExpenseRecord', GROUP_IN_BODY),
        form: VOUCHER_FORM,
        identityUnchanged: true,
      },
      schema: {
        tags,
        summary: `Attach more vouchers to an entry (form: groupId, id, files; at most ${EXPENSE_VOUCHERS_MAX} in all)`,
        consumes: ['multipart/form-data'],
        body: expenseVoucherFormSchema,
        response: { 200: expenseEntrySavedSchema },
      },
    },
    async (request) => ({
      message: EXPENSE_TEXTS.vouchersAdded,
      data: await addVouchers(
        ctx,
        await callerOf(request),
        groupOf(request),
        request.body.id,
        request.uploadedFiles ?? [],
      ),
    }),
  );
};
