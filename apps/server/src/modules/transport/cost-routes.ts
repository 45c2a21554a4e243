import {
  costPlanBodySchema,
  costSavedSchema,
  costUpdateSchema,
  TRANSPORT_TEXTS,
  transportCostListSchema,
  transportIdQuerySchema,
  transportSessionQuerySchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, groupOf, instituteOf } from '../../http/caller.js';
import { changeCost, deleteCost, listCosts, setStopCosts } from './cost-service.js';
import { tags } from './route-parts.js';

/** A saved plan's answer: the words, the stop's instalments, and how many riders' dues followed. */
const costAnswer = <C>(message: string, saved: { costs: C; students: number }) => ({
  message,
  data: saved.costs,
  students: saved.students,
});

/** What riding from each stop costs in a session (getVehicle to read, createTransportationCost). */
export const costRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const write = { access: groupAction('createTransportationCost', GROUP_IN_BODY) };

  app.get(
    '/cost',
    {
      config: { access: groupAction('getVehicle', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "The session's instalments of every stop (the active session when none is named)",
        querystring: transportSessionQuerySchema,
        response: { 200: transportCostListSchema },
      },
    },
    async (request) => listCosts(ctx, groupOf(request), request.query.sessionId),
  );

  app.post(
    '/cost',
    {
      config: write,
      schema: {
        tags,
        summary:
          "Set a stop's instalments for a session; its riders' transportation-fee dues follow",
        body: costPlanBodySchema,
        response: { 200: costSavedSchema },
      },
    },
    async (request) => {
      const saved = await setStopCosts(
        ctx,
        await callerOf(request),
        instituteOf(request),
        request.body,
      );
      return costAnswer(TRANSPORT_TEXTS.costSaved(saved.students), saved);
    },
  );

  app.put(
    '/cost',
    {
      config: write,
      schema: {
        tags,
        summary: "Change one instalment; its riders' dues follow",
        body: costUpdateSchema,
        response: { 200: costSavedSchema },
      },
    },
    async (request) => {
      const saved = await changeCost(
        ctx,
        await callerOf(request),
        instituteOf(request),
        request.body,
      );
      return costAnswer(TRANSPORT_TEXTS.costSaved(saved.students), saved);
    },
  );

  app.delete(
    '/cost',
    {
      config: { access: groupAction('createTransportationCost', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "Remove one instalment; its riders' unpaid dues of it are cancelled",
        querystring: transportIdQuerySchema,
        response: { 200: costSavedSchema },
      },
    },
    async (request) => {
      const saved = await deleteCost(
        ctx,
        await callerOf(request),
        instituteOf(request),
        request.query.id,
      );
      return costAnswer(TRANSPORT_TEXTS.costDeleted, saved);
    },
  );
};
