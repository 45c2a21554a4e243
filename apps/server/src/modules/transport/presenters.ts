import type {
  AssignmentView,
  StopView,
  TransportCostView,
  TransportRouteView,
  VehicleView,
} from '@shala/shared';
import type { RiderRow } from './assignment-queries.js';
import type { CostRow } from './cost-queries.js';
import type { RouteWithVehicle, StopRow } from './itinerary-queries.js';
import { NO_DUES, type RiderDueTotals } from './rider-dues.js';
import type { VehicleWithRoutes } from './vehicle-queries.js';

/** Rows to their wire shapes: columns added later never leak. */

export const toVehicle = (row: VehicleWithRoutes): VehicleView => ({
  id: row.id,
  registrationNumber: row.registrationNumber,
  name: row.name,
  capacity: row.capacity,
  driverName: row.driverName,
  driverPhone: row.driverPhone,
  active: row.active,
  routes: row.routes,
});

export const toStop = (row: StopRow, riders: ReadonlyMap<string, number>): StopView => ({
  id: row.id,
  routeId: row.routeId,
  name: row.name,
  position: row.position,
  pickupTime: row.pickupTime,
  riders: riders.get(row.id) ?? 0,
});

export function toRoute(
  row: RouteWithVehicle,
  stops: readonly StopRow[],
  riders: ReadonlyMap<string, number>,
): TransportRouteView {
  const views = stops.map((s) => toStop(s, riders));
  return {
    id: row.id,
    name: row.name,
    vehicle: row.vehicle,
    stops: views,
    riders: views.reduce((sum, s) => sum + s.riders, 0),
  };
}

export const toCost = (row: CostRow): TransportCostView => ({
  id: row.id,
  stopId: row.stopId,
  sessionId: row.sessionId,
  name: row.name,
  amountPaise: row.amountPaise,
  dueDate: row.dueDate,
});

export const toAssignment = (row: RiderRow, dues: RiderDueTotals = NO_DUES): AssignmentView => ({
  id: row.id,
  userProfileId: row.profileId,
  fullName: row.fullName,
  classId: row.classId,
  className: row.className,
  sessionId: row.sessionId,
  stopId: row.stopId,
  stopName: row.stopName,
  pickupTime: row.pickupTime,
  routeId: row.routeId,
  routeName: row.routeName,
  dues,
});
