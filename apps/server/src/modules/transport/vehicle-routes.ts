import {
  TRANSPORT_TEXTS,
  transportGroupQuerySchema,
  transportIdQuerySchema,
  vehicleBodySchema,
  vehicleListSchema,
  vehicleSavedSchema,
  vehicleUpdateSchema,
} from '@shala/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_IN_BODY, GROUP_IN_QUERY, groupAction } from '../../http/access.js';
import { callerOf, groupOf, instituteOf } from '../../http/caller.js';
import { tags } from './route-parts.js';
import { changeVehicle, createVehicle, disableVehicle, listVehicles } from './vehicle-service.js';

/** An institute's vehicles (getVehicle to read, createVehicle to change). */
export const vehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    '/vehicle',
    {
      config: { access: groupAction('getVehicle', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: "The institute's vehicles (from the institute or one of its classes)",
        querystring: transportGroupQuerySchema,
        response: { 200: vehicleListSchema },
      },
    },
    async (request) => listVehicles(ctx, groupOf(request)),
  );

  app.post(
    '/vehicle',
    {
      config: { access: groupAction('createVehicle', GROUP_IN_BODY) },
      schema: {
        tags,
        summary: 'Add a vehicle to the institute',
        body: vehicleBodySchema,
        response: { 200: vehicleSavedSchema },
      },
    },
    async (request) => ({
      message: TRANSPORT_TEXTS.vehicleSaved,
      data: await createVehicle(ctx, await callerOf(request), instituteOf(request), request.body),
    }),
  );

  app.put(
    '/vehicle',
    {
      config: { access: groupAction('createVehicle', GROUP_IN_BODY) },
      schema: {
        tags,
        summary: 'Change a vehicle (a disabled one is enabled); its seats never below its riders',
        body: vehicleUpdateSchema,
        response: { 200: vehicleSavedSchema },
      },
    },
    async (request) => ({
      message: TRANSPORT_TEXTS.vehicleSaved,
      data: await changeVehicle(ctx, await callerOf(request), instituteOf(request), request.body),
    }),
  );

  app.delete(
    '/vehicle/disable',
    {
      config: { access: groupAction('createVehicle', GROUP_IN_QUERY) },
      schema: {
        tags,
        summary: 'Disable a vehicle: its routes take no new students, its riders stay',
        querystring: transportIdQuerySchema,
        response: { 200: vehicleSavedSchema },
      },
    },
    async (request) => ({
      message: TRANSPORT_TEXTS.vehicleDisabled,
      data: await disableVehicle(
        ctx,
        await callerOf(request),
        instituteOf(request),
        request.query.id,
      ),
    }),
  );
};
