import type { AssignmentView, TransportDues, TransportRouteView } from '@shala/shared';

/** The transportation-fee page's list: filtered, grouped by route and stop, and totalled. */

export type RiderFilter = { classId: string; routeId: string; search: string };
export const NO_FILTER: RiderFilter = { classId: '', routeId: '', search: '' };

export function filterRiders(
  riders: readonly AssignmentView[],
  filter: RiderFilter,
): AssignmentView[] {
  const words = filter.search.trim().toLocaleLowerCase('en-GB').split(/\s+/).filter(Boolean);
  return riders.filter(
    (r) =>
      (!filter.classId || r.classId === filter.classId) &&
      (!filter.routeId || r.routeId === filter.routeId) &&
      words.every((w) => r.fullName.toLocaleLowerCase('en-GB').includes(w)),
  );
}

export type StopGroup = {
  stopId: string;
  stopName: string;
  pickupTime: string | null;
  riders: AssignmentView[];
};
export type RouteGroup = { routeId: string; routeName: string; stops: StopGroup[] };

/** Riders by route, then stop, in the order the server sent them (route, stop position, name). */
export function groupRiders(riders: readonly AssignmentView[]): RouteGroup[] {
  const routes: RouteGroup[] = [];
  for (const rider of riders) {
    let route = routes.find((r) => r.routeId === rider.routeId);
    if (!route) {
      route = { routeId: rider.routeId, routeName: rider.routeName, stops: [] };
      routes.push(route);
    }
    let stop = route.stops.find((s) => s.stopId === rider.stopId);
    if (!stop) {
      stop = {
        stopId: rider.stopId,
        stopName: rider.stopName,
        pickupTime: rider.pickupTime,
        riders: [],
      };
      route.stops.push(stop);
    }
    stop.riders.push(rider);
  }
  return routes;
}

/** What the riders' transport dues come to. */
export function duesTotal(riders: readonly AssignmentView[]): TransportDues {
  return riders.reduce(
    (sum, r) => ({
      payable: sum.payable + r.dues.payable,
      paid: sum.paid + r.dues.paid,
      due: sum.due + r.dues.due,
      instalments: sum.instalments + r.dues.instalments,
    }),
    { payable: 0, paid: 0, due: 0, instalments: 0 },
  );
}

/** Seats left on a route in the session; null without a vehicle (no one can be assigned). */
export function seatsLeft(route: Pick<TransportRouteView, 'vehicle' | 'riders'>): number | null {
  if (!route.vehicle?.active) return null;
  return Math.max(0, route.vehicle.capacity - route.riders);
}

/** "12 of 40 seats taken", "No vehicle", "Vehicle disabled". */
export function seatsText(route: Pick<TransportRouteView, 'vehicle' | 'riders'>): string {
  if (!route.vehicle) return 'No vehicle';
  if (!route.vehicle.active) return 'Vehicle disabled';
  return `${route.riders} of ${route.vehicle.capacity} seats taken`;
}
