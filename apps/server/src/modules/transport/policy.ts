import { TRANSPORT_TEXTS } from '@shala/shared';
import type { GroupScope } from '../permissions/index.js';

/**
 * Transport's rules over its objects, as small predicates (who may call each route is declared
 * on the route: the transport actions of the spec). A class-scoped call sees and changes only
 * its class's riders; a student rides only on a route whose vehicle runs and has a seat left.
 */

/** The class a class-scoped call is limited to; none for an institute. */
export const classOf = (scope: Pick<GroupScope, 'type' | 'id'>): string | undefined =>
  scope.type === 'CLASS' ? scope.id : undefined;

/** The vehicle of a route, as far as taking one more rider depends on it. */
export type RouteVehicle = { name: string; capacity: number; active: boolean } | null;

/** Why the route cannot take one more rider (no vehicle, off the road, full), or null. */
export function seatRefusal(vehicle: RouteVehicle, riders: number): string | null {
  if (!vehicle) return TRANSPORT_TEXTS.noVehicle;
  if (!vehicle.active) return TRANSPORT_TEXTS.vehicleOff;
  if (riders >= vehicle.capacity) return TRANSPORT_TEXTS.routeFull(vehicle.name, vehicle.capacity);
  return null;
}
