import {
  EXPENSE_API,
  EXPENSE_TEXTS,
  expenseCategoryBodySchema,
  expenseCategoryUpdateSchema,
  expenseGroupQuerySchema,
  expenseSavedSchema,
  expenseSettingsSchema,
  expenseSetupSchema,
  expenseVendorBodySchema,
  expenseVendorUpdateSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, groupOf } from '../../http/caller.js';
import { underRest } from '../../http/rest-path.js';
import { tags } from './entry-routes.js';
import {
  changeCategory,
  changeVendor,
  createCategory,
  createVendor,
  expenseSetup,
  saveSettings,
} from './setup-service.js';

/**
 * What the entries choose from (categories and vendors: createExpenseRecord keeps them) and the
 * institute's rules (the approval limit and opening balances: approveExpenseRecord).
 */
export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const keep = {
    access: groupAction('createExpenseRecord', GROUP_IN_BODY),
    identityUnchanged: true as const,
  };
  const saved = { 200: expenseSavedSchema };

  app.get(
    underRest(EXPENSE_API.setup),
    {
      config: { access: groupAction('getExpenseRecord', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary:
          'Categories, vendors, financial accounts with their opening balances, the approval limit, and what the caller may do',
        querystring: expenseGroupQuerySchema,
        response: { 200: expenseSetupSchema },
      },
    },
    async (request) => expenseSetup(ctx, await callerOf(request), groupOf(request)),
  );

  app.put(
    underRest(EXPENSE_API.settings),
    {
      config: {
        access: groupAction('approveExpenseRecord', GROUP_IN_BODY),
        identityUnchanged: true,
      },
      schema: {
        tags,
        summary: "Set the approval limit and the accounts' opening balances",
        body: expenseSettingsSchema,
        response: saved,
      },
    },
    async (request) => {
      await saveSettings(ctx, await callerOf(request), groupOf(request), request.body);
      return { message: EXPENSE_TEXTS.settingsSaved };
    },
  );

  app.post(
    underRest(EXPENSE_API.category),
    {
      config: keep,
      schema: {
        tags,
        summary: 'Add an income or expense category',
        body: expenseCategoryBodySchema,
        response: saved,
      },
    },
    async (request) => {
      await createCategory(ctx, groupOf(request), request.body);
      return { message: EXPENSE_TEXTS.categorySaved };
    },
  );

  app.put(
    underRest(EXPENSE_API.category),
    {
      config: keep,
      schema: {
        tags,
        summary: 'Rename, disable or enable a category',
        body: expenseCategoryUpdateSchema,
        response: saved,
      },
    },
    async (request) => {
      await changeCategory(ctx, groupOf(request), request.body);
      return { message: EXPENSE_TEXTS.categorySaved };
    },
  );

  app.post(
    underRest(EXPENSE_API.vendor),
    {
      config: keep,
      schema: { tags, summary: 'Add a vendor', body: expenseVendorBodySchema, response: saved },
    },
    async (request) => {
      await createVendor(ctx, groupOf(request), request.body);
      return { message: EXPENSE_TEXTS.vendorSaved };
    },
  );

  app.put(
    underRest(EXPENSE_API.vendor),
    {
      config: keep,
      schema: {
        tags,
        summary: "Change a vendor's name, phone and GSTIN, or disable it",
        body: expenseVendorUpdateSchema,
        response: saved,
      },
    },
    async (request) => {
      await changeVendor(ctx, groupOf(request), request.body);
      return { message: EXPENSE_TEXTS.vendorSaved };
    },
  );
};
