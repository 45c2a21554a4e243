import {
  type RouteBody,
  type RouteUpdate,
  type StopBody,
  type StopUpdate,
  TRANSPORT_TEXTS,
  type TransportRouteList,
  type TransportRouteView,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { conflictOnUnique } from '../../db/unique-violation.js';
import { conflict, notFound } from '../../lib/errors.js';
import { sessionOrNone } from '../academic/index.js';
import { recordAudit } from '../audit/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import {
  deleteRoute as deleteRouteRow,
  deleteStop as deleteStopRow,
  findRoute,
  findStop,
  hasRiders,
  insertRoute,
  insertStop,
  mostRidersOfRoute,
  type RouteWithVehicle,
  ridersPerStop,
  routesOfInstitute,
  shiftStops,
  stopCount,
  stopNameTaken,
  stopsOfRoutes,
  updateRoute,
  updateStop,
} from './itinerary-queries.js';
import { toRoute } from './presenters.js';
import { findVehicle } from './vehicle-queries.js';

/**
 * Routes and their stops in order (createVehicleStop). A stop's place on its route is its
 * position, 1 first, with no gaps: adding, moving and deleting a stop shift the others.
 */

/** GET /rest/transport/route: every route with its vehicle and stops, riders in the session. */
export async function listRoutes(
  ctx: AppContext,
  scope: GroupScope,
  sessionId: string | undefined,
): Promise<TransportRouteList> {
  const session = await sessionOrNone(ctx.db, scope, sessionId);
  const routes = await routesOfInstitute(ctx.db, scope.instituteId);
  const stops = await stopsOfRoutes(
    ctx.db,
    routes.map((r) => r.id),
  );
  const riders = await ridersPerStop(ctx.db, scope.instituteId, session?.id ?? null);
  return {
    sessionId: session?.id ?? null,
    routes: routes.map((r) =>
      toRoute(
        r,
        stops.filter((s) => s.routeId === r.id),
        riders,
      ),
    ),
  };
}

/** The route as the screens show it after a change, riders counted in the active session. */
async function routeView(tx: Tx, scope: GroupScope, routeId: string): Promise<TransportRouteView> {
  const route = await findRoute(tx, scope.instituteId, routeId);
  if (!route) throw notFound(TRANSPORT_TEXTS.routeNotFound);
  const stops = await stopsOfRoutes(tx, [route.id]);
  return toRoute(route, stops, await ridersPerStop(tx, scope.instituteId, scope.activeSessionId));
}

/** A route name already in the institute is a 409 with words, not a 500. */
const uniquelyNamed = conflictOnUnique(
  'transport_routes_institute_name_uq',
  TRANSPORT_TEXTS.routeNameTaken,
);

/** The vehicle named for a route: the institute's, or 404. */
async function vehicleFor(tx: Tx, scope: GroupScope, vehicleId: string | null) {
  if (!vehicleId) return null;
  const vehicle = await findVehicle(tx, scope.instituteId, vehicleId);
  if (!vehicle) throw notFound(TRANSPORT_TEXTS.vehicleNotFound);
  return vehicle;
}

const routeAudit = (
  action: 'transportRoute.created' | 'transportRoute.updated' | 'transportRoute.deleted',
  route: { id: string; instituteId: string; name: string },
) =>
  ({
    instituteId: route.instituteId,
    action,
    targetType: 'transportRoute',
    targetId: route.id,
    detail: { name: route.name },
  }) as const;

/** POST /rest/transport/route. */
export function createRoute(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: RouteBody,
): Promise<TransportRouteView> {
  return uniquelyNamed(() =>
    ctx.db.transaction(async (tx) => {
      await vehicleFor(tx, scope, body.vehicleId);
      const row = await insertRoute(tx, {
        instituteId: scope.instituteId,
        name: body.name,
        vehicleId: body.vehicleId,
        createdAt: ctx.clock.now(),
      });
      await recordAudit(tx, ctx, caller, routeAudit('transportRoute.created', row));
      return routeView(tx, scope, row.id);
    }),
  );
}

/** PUT /rest/transport/route: renamed, or run by another vehicle with seats for its riders. */
export function changeRoute(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: RouteUpdate,
): Promise<TransportRouteView> {
  return uniquelyNamed(() =>
    ctx.db.transaction(async (tx) => {
      const route = await findRoute(tx, scope.instituteId, body.id, { lock: true });
      if (!route) throw notFound(TRANSPORT_TEXTS.routeNotFound);
      const vehicle = await vehicleFor(tx, scope, body.vehicleId);
      if (vehicle && vehicle.id !== route.vehicleId) {
        const riders = await mostRidersOfRoute(tx, route.id);
        if (riders > vehicle.capacity) {
          throw conflict(TRANSPORT_TEXTS.vehicleTooSmall(riders, vehicle.capacity));
        }
      }
      const row = await updateRoute(tx, scope.instituteId, route.id, {
        name: body.name,
        vehicleId: body.vehicleId,
      });
      if (!row) throw notFound(TRANSPORT_TEXTS.routeNotFound);
      await recordAudit(tx, ctx, caller, routeAudit('transportRoute.updated', row));
      return routeView(tx, scope, row.id);
    }),
  );
}

/** DELETE /rest/transport/route: with its stops and their costs, once nobody rides on it. */
export function deleteRoute(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
): Promise<void> {
  return ctx.db.transaction(async (tx) => {
    const route = await findRoute(tx, scope.instituteId, id, { lock: true });
    if (!route) throw notFound(TRANSPORT_TEXTS.routeNotFound);
    const stops = await stopsOfRoutes(tx, [route.id]);
    if (
      await hasRiders(
        tx,
        stops.map((s) => s.id),
      )
    ) {
      throw conflict(TRANSPORT_TEXTS.routeHasRiders);
    }
    await deleteRouteRow(tx, scope.instituteId, route.id);
    await recordAudit(tx, ctx, caller, routeAudit('transportRoute.deleted', route));
  });
}

async function stopAudit(
  tx: Tx,
  ctx: AppContext,
  caller: Caller,
  action: 'transportStop.created' | 'transportStop.updated' | 'transportStop.deleted',
  stop: { id: string; name: string },
  route: RouteWithVehicle,
) {
  await recordAudit(tx, ctx, caller, {
    instituteId: route.instituteId,
    action,
    targetType: 'transportStop',
    targetId: stop.id,
    detail: { name: stop.name, routeName: route.name },
  });
}

/** The route of a stop write, locked: stops of one route change one writer at a time. */
async function lockedRoute(tx: Tx, scope: GroupScope, routeId: string) {
  const route = await findRoute(tx, scope.instituteId, routeId, { lock: true });
  if (!route) throw notFound(TRANSPORT_TEXTS.routeNotFound);
  return route;
}

/** A stop and its route, the route locked first and the stop read again under the lock. */
async function lockedStop(tx: Tx, scope: GroupScope, id: string) {
  const first = await findStop(tx, scope.instituteId, id);
  if (!first) throw notFound(TRANSPORT_TEXTS.stopNotFound);
  const route = await lockedRoute(tx, scope, first.routeId);
  const stop = await findStop(tx, scope.instituteId, id);
  if (!stop) throw notFound(TRANSPORT_TEXTS.stopNotFound);
  return { stop, route };
}

/** POST /rest/transport/stop: at its place (the end when none is given). */
export function addStop(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: StopBody,
): Promise<TransportRouteView> {
  return ctx.db.transaction(async (tx) => {
    const route = await lockedRoute(tx, scope, body.routeId);
    if (await stopNameTaken(tx, route.id, body.name)) {
      throw conflict(TRANSPORT_TEXTS.stopNameTaken);
    }
    const stops = await stopCount(tx, route.id);
    const position = Math.min(body.position ?? stops + 1, stops + 1);
    await shiftStops(tx, scope.instituteId, route.id, position, stops, 1);
    const stop = await insertStop(tx, {
      instituteId: scope.instituteId,
      routeId: route.id,
      name: body.name,
      pickupTime: body.pickupTime,
      position,
    });
    await stopAudit(tx, ctx, caller, 'transportStop.created', stop, route);
    return routeView(tx, scope, route.id);
  });
}

/** PUT /rest/transport/stop: renamed, re-timed, or moved along its route. */
export function changeStop(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: StopUpdate,
): Promise<TransportRouteView> {
  return ctx.db.transaction(async (tx) => {
    const { stop: found, route } = await lockedStop(tx, scope, body.id);
    if (await stopNameTaken(tx, route.id, body.name, found.id)) {
      throw conflict(TRANSPORT_TEXTS.stopNameTaken);
    }
    const stops = await stopCount(tx, route.id);
    const position = Math.min(body.position ?? found.position, stops);
    const shift = (from: number, to: number, by: 1 | -1) =>
      shiftStops(tx, scope.instituteId, route.id, from, to, by);
    if (position < found.position) await shift(position, found.position - 1, 1);
    if (position > found.position) await shift(found.position + 1, position, -1);
    const stop = await updateStop(tx, scope.instituteId, found.id, {
      name: body.name,
      pickupTime: body.pickupTime,
      position,
    });
    if (!stop) throw notFound(TRANSPORT_TEXTS.stopNotFound);
    await stopAudit(tx, ctx, caller, 'transportStop.updated', stop, route);
    return routeView(tx, scope, route.id);
  });
}

/** DELETE /rest/transport/stop: with its costs, once nobody rides from it. */
export function deleteStop(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
): Promise<TransportRouteView> {
  return ctx.db.transaction(async (tx) => {
    const { stop: found, route } = await lockedStop(tx, scope, id);
    if (await hasRiders(tx, [found.id])) throw conflict(TRANSPORT_TEXTS.stopHasRiders);
    await deleteStopRow(tx, scope.instituteId, found);
    await stopAudit(tx, ctx, caller, 'transportStop.deleted', found, route);
    return routeView(tx, scope, route.id);
  });
}
