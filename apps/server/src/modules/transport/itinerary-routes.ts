import {
  routeBodySchema,
  routeSavedSchema,
  routeUpdateSchema,
  stopBodySchema,
  stopUpdateSchema,
  TRANSPORT_TEXTS,
  transportDone,
  transportIdQuerySchema,
  transportRouteListSchema,
  transportSessionQuerySchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, groupOf, instituteOf } from '../../http/caller.js';
import {
  addStop,
  changeRoute,
  changeStop,
  createRoute,
  deleteRoute,
  deleteStop,
  listRoutes,
} from './itinerary-service.js';
import { tags } from './route-parts.js';

/** Routes and their stops (getVehicle to read, createVehicleStop to change). */
export const itineraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  const list = {
    config: { access: groupAction('getVehicle', GROUP_IN_QUERY) },
    schema: {
      tags,
      summary:
        'Every route with its vehicle and its stops in order, riders counted in the session (the active one when none is named)',
      querystring: transportSessionQuerySchema,
      response: { 200: transportRouteListSchema },
    },
  };
  app.get('/route', list, async (request) =>
    listRoutes(ctx, groupOf(request), request.query.sessionId),
  );
  app.get('/stop', list, async (request) =>
    listRoutes(ctx, groupOf(request), request.query.sessionId),
  );

  const writes = { config: { access: groupAction('createVehicleStop', GROUP_IN_BODY) } };
  const removes = { config: { access: groupAction('createVehicleStop', GROUP_IN_QUERY) } };

  app.post(
    '/route',
    {
      ...writes,
      schema: {
        tags,
        summary: 'Add a route, with the vehicle that runs it',
        body: routeBodySchema,
        response: { 200: routeSavedSchema },
      },
    },
    async (request) => ({
      message: TRANSPORT_TEXTS.routeSaved,
      data: await createRoute(ctx, await callerOf(request), instituteOf(request), request.body),
    }),
  );

  app.put(
    '/route',
    {
      ...writes,
      schema: {
        tags,
        summary: 'Rename a route or give it another vehicle (with seats for its riders)',
        body: routeUpdateSchema,
        response: { 200: routeSavedSchema },
      },
    },
    async (request) => ({
      message: TRANSPORT_TEXTS.routeSaved,
      data: await changeRoute(ctx, await callerOf(request), instituteOf(request), request.body),
    }),
  );

  app.delete(
    '/route',
    {
      ...removes,
      schema: {
        tags,
        summary: 'Delete a route with its stops and costs, once nobody rides on it',
        querystring: transportIdQuerySchema,
        response: { 200: transportDone },
      },
    },
    async (request) => {
      await deleteRoute(ctx, await callerOf(request), instituteOf(request), request.query.id);
      return { message: TRANSPORT_TEXTS.routeDeleted };
    },
  );

  app.post(
    '/stop',
    {
      ...writes,
      schema: {
        tags,
        summary: 'Add a stop to a route, at its place (the end when none is given)',
        body: stopBodySchema,
        response: { 200: routeSavedSchema },
      },
    },
    async (request) => ({
      message: TRANSPORT_TEXTS.stopSaved,
      data: await addStop(ctx, await callerOf(request), instituteOf(request), request.body),
    }),
  );

  app.put(
    '/stop',
    {
      ...writes,
      schema: {
        tags,
        summary: 'Rename a stop, change its pick-up time or move it along its route',
        body: stopUpdateSchema,
        response: { 200: routeSavedSchema },
      },
    },
    async (request) => ({
      message: TRANSPORT_TEXTS.stopSaved,
      data: await changeStop(ctx, await callerOf(request), instituteOf(request), request.body),
    }),
  );

  app.delete(
    '/stop',
    {
      ...removes,
      schema: {
        tags,
        summary: 'Delete a stop with its costs, once nobody rides from it',
        querystring: transportIdQuerySchema,
        response: { 200: routeSavedSchema },
      },
    },
    async (request) => ({
      message: TRANSPORT_TEXTS.stopDeleted,
      data: await deleteStop(ctx, await callerOf(request), instituteOf(request), request.query.id),
    }),
  );
};
