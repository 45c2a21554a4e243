import {
  INVENTORY_API,
  inventoryGroupQuerySchema,
  inventoryIdQuerySchema,
  INVENTORY_TEXTS as M,
  stockCategoryBodySchema,
  stockCategoryUpdateSchema,
  stockItemBodySchema,
  stockItemDetailSchema,
  stockItemListQuerySchema,
  stockItemListSchema,
  stockItemUpdateSchema,
  stockSavedSchema,
  stockSetupSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, groupOf } from '../../http/caller.js';
import { underRest } from '../../http/rest-path.js';
import {
  changeCategory,
  changeItem,
  createCategory,
  createItem,
  itemDetail,
  listItems,
  stockSetup,
} from './item-service.js';

export const tags = ['inventory'];

/** The store's items and categories: getStock reads them, manageStock keeps them. */
export const itemRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const read = { access: groupAction('getStock', GROUP_IN_QUERY) };
  const keep = {
    access: groupAction('manageStock', GROUP_IN_BODY),
    identityUnchanged: true as const,
  };
  const saved = { 200: stockSavedSchema };

  app.get(
    underRest(INVENTORY_API.setup),
    {
      config: read,
      schema: {
        tags,
        summary:
          'Categories, suppliers, staff, classes and rooms for the forms, and whether the caller keeps the store',
        querystring: inventoryGroupQuerySchema,
        response: { 200: stockSetupSchema },
      },
    },
    async (request) => stockSetup(ctx, await callerOf(request), groupOf(request)),
  );

  app.get(
    underRest(INVENTORY_API.items),
    {
      config: read,
      schema: {
        tags,
        summary:
          "The items with what each holds, its weighted average cost and value, what is out on issue, and whether it is low; the store's value",
        querystring: stockItemListQuerySchema,
        response: { 200: stockItemListSchema },
      },
    },
    async (request) => listItems(ctx, groupOf(request), request.query),
  );

  app.get(
    underRest(INVENTORY_API.item),
    {
      config: read,
      schema: {
        tags,
        summary: 'One item with its latest register lines, newest first',
        querystring: inventoryIdQuerySchema,
        response: { 200: stockItemDetailSchema },
      },
    },
    async (request) => itemDetail(ctx, groupOf(request), request.query.id),
  );

  app.post(
    underRest(INVENTORY_API.items),
    {
      config: keep,
      schema: { tags, summary: 'Add an item', body: stockItemBodySchema, response: saved },
    },
    async (request) => ({
      message: M.itemSaved,
      id: await createItem(ctx, await callerOf(request), groupOf(request), request.body),
    }),
  );

  app.put(
    underRest(INVENTORY_API.items),
    {
      config: keep,
      schema: {
        tags,
        summary:
          "Change an item's name, code, category, unit, location or reorder level, or disable it",
        body: stockItemUpdateSchema,
        response: saved,
      },
    },
    async (request) => {
      await changeItem(ctx, await callerOf(request), groupOf(request), request.body);
      return { message: M.itemSaved, id: request.body.id };
    },
  );

  app.post(
    underRest(INVENTORY_API.category),
    {
      config: keep,
      schema: { tags, summary: 'Add a category', body: stockCategoryBodySchema, response: saved },
    },
    async (request) => ({
      message: M.categorySaved,
      id: await createCategory(ctx, groupOf(request), request.body),
    }),
  );

  app.put(
    underRest(INVENTORY_API.category),
    {
      config: keep,
      schema: {
        tags,
        summary: 'Rename, disable or enable a category',
        body: stockCategoryUpdateSchema,
        response: saved,
      },
    },
    async (request) => {
      await changeCategory(ctx, groupOf(request), request.body);
      return { message: M.categorySaved, id: request.body.id };
    },
  );
};
