import {
  INVENTORY_API,
  stockIssuedQuerySchema,
  stockIssueListSchema,
  stockMovementBodySchema,
  stockRegisterQuerySchema,
  stockRegisterSchema,
  stockReturnBodySchema,
  stockSavedSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, groupOf } from '../../http/caller.js';
import { sendCsv } from '../../http/downloads.js';
import { underRest } from '../../http/rest-path.js';
import { tags } from './item-routes.js';
import { recordMovement, recordReturn } from './movement-service.js';
import { issuedStock, stockRegister, stockRegisterCsv } from './register-service.js';

/** Stock in, issues, returns and write-offs (manageStock); the register and the issues (getStock). */
export const movementRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const read = { access: groupAction('getStock', GROUP_IN_QUERY) };
  const keep = {
    access: groupAction('manageStock', GROUP_IN_BODY),
    identityUnchanged: true as const,
  };

  app.post(
    underRest(INVENTORY_API.movement),
    {
      config: keep,
      schema: {
        tags,
        summary:
          'Stock in from a supplier at a cost, an issue to a staff member, a class or a room, or a write-off with its reason',
        body: stockMovementBodySchema,
        response: { 200: stockSavedSchema },
      },
    },
    async (request) => recordMovement(ctx, await callerOf(request), groupOf(request), request.body),
  );

  app.post(
    underRest(INVENTORY_API.return),
    {
      config: keep,
      schema: {
        tags,
        summary: "Units of an issue come back, at the issue's own cost",
        body: stockReturnBodySchema,
        response: { 200: stockSavedSchema },
      },
    },
    async (request) => recordReturn(ctx, await callerOf(request), groupOf(request), request.body),
  );

  app.get(
    underRest(INVENTORY_API.issued),
    {
      config: read,
      schema: {
        tags,
        summary: 'The issues, newest first, with what of each has come back and what is still out',
        querystring: stockIssuedQuerySchema,
        response: { 200: stockIssueListSchema },
      },
    },
    async (request) => issuedStock(ctx, groupOf(request), request.query),
  );

  app.get(
    underRest(INVENTORY_API.register),
    {
      config: read,
      schema: {
        tags,
        summary:
          'The stock register of a range (at most 366 days): every movement with the balance after it',
        querystring: stockRegisterQuerySchema,
        response: { 200: stockRegisterSchema },
      },
    },
    async (request) => stockRegister(ctx, groupOf(request), request.query),
  );

  app.get(
    underRest(INVENTORY_API.registerCsv),
    {
      config: read,
      schema: {
        tags,
        summary: 'The stock register of a range as CSV',
        querystring: stockRegisterQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('The stock register as CSV') },
      },
    },
    async (request, reply) =>
      sendCsv(reply, await stockRegisterCsv(ctx, groupOf(request), request.query)),
  );
};
