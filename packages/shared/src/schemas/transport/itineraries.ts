import { z } from 'zod';
import {
  pickupTimeField,
  transportGroupIdField,
  transportIdField,
  transportName,
  transportSaved,
  transportSessionField,
} from './fields.js';
import { TRANSPORT_TEXTS as M } from './messages.js';

/** Routes a vehicle runs, and their stops in order with the morning pick-up time. */

export const stopSchema = z.object({
  id: z.string(),
  routeId: z.string(),
  name: z.string(),
  /** 1, 2, 3 … along the route. */
  position: z.number().int(),
  /** hh:mm */
  pickupTime: z.string().nullable(),
  /** Students riding from it in the session asked about. */
  riders: z.number().int(),
});
export type StopView = z.infer<typeof stopSchema>;

export const transportRouteSchema = z.object({
  id: z.string(),
  name: z.string(),
  vehicle: z
    .object({
      id: z.string(),
      name: z.string(),
      registrationNumber: z.string(),
      capacity: z.number().int(),
      active: z.boolean(),
    })
    .nullable(),
  stops: z.array(stopSchema),
  /** Students riding on it in the session asked about. */
  riders: z.number().int(),
});
export type TransportRouteView = z.infer<typeof transportRouteSchema>;

/** GET /rest/transport/route: every route, its vehicle and stops, riders counted in the session. */
export const transportRouteListSchema = z.object({
  sessionId: z.string().nullable(),
  routes: z.array(transportRouteSchema),
});
export type TransportRouteList = z.infer<typeof transportRouteListSchema>;

/** A query naming the institute and, optionally, the session (the active one when absent). */
export const transportSessionQuerySchema = z.object({
  groupId: transportGroupIdField,
  sessionId: transportSessionField.optional(),
});

const routeFields = {
  groupId: transportGroupIdField,
  name: transportName(M.routeName),
  /** The vehicle that runs it; null: none yet. */
  vehicleId: transportIdField.nullish().transform((v) => v ?? null),
};
/** POST /rest/transport/route. */
export const routeBodySchema = z.object(routeFields);
export type RouteBody = z.output<typeof routeBodySchema>;
/** PUT /rest/transport/route. */
export const routeUpdateSchema = z.object({ ...routeFields, id: transportIdField });
export type RouteUpdate = z.output<typeof routeUpdateSchema>;

const positionField = z.number({ error: M.position }).int(M.position).min(1, M.position).max(200);

/** POST /rest/transport/stop: at `position` (1 is first), at the end when absent. */
export const stopBodySchema = z.object({
  groupId: transportGroupIdField,
  routeId: transportIdField,
  name: transportName(M.stopName),
  pickupTime: pickupTimeField,
  position: positionField.optional(),
});
export type StopBody = z.output<typeof stopBodySchema>;
/** PUT /rest/transport/stop: renamed, re-timed, or moved to another place on its route. */
export const stopUpdateSchema = z.object({
  groupId: transportGroupIdField,
  id: transportIdField,
  name: transportName(M.stopName),
  pickupTime: pickupTimeField,
  position: positionField.optional(),
});
export type StopUpdate = z.output<typeof stopUpdateSchema>;

export const routeSavedSchema = transportSaved(transportRouteSchema);
