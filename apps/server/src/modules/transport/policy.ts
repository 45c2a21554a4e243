import { TRANSPORT_TEXTS } from '@shala/shared';

/**
 * Transport's rules over its objects, as small predicates (who may call each route is declared
 * on the route: the transport actions of the spec; a class-scoped call sees and changes only
 * its class's riders, permissions' classOfScope). A student rides only on a route whose vehicle runs and has a seat left.
 */

/** The vehicle of a route, as far as taking one more rider depends on it. */
export type RouteVehicle = { name: string; capacity: number; active: boolean } | null;

/** Why the route cannot take one more rider (no vehicle, off the road, full), or null. */
export function seatRefusal(vehicle: RouteVehicle, riders: number): string | null {
  if (!vehicle) return TRANSPORT_TEXTS.noVehicle;
  if (!vehicle.active) return TRANSPORT_TEXTS.vehicleOff;
  if (riders >= vehicle.capacity) return TRANSPORT_TEXTS.routeFull(vehicle.name, vehicle.capacity);
  return null;
}
