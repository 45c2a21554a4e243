import {
  TRANSPORT_TEXTS,
  type VehicleBody,
  type VehicleUpdate,
  type VehicleView,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { conflictOnUnique } from '../../db/unique-violation.js';
import { conflict, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { toVehicle } from './presenters.js';
import {
  findVehicle,
  insertVehicle,
  mostRidersOfVehicle,
  updateVehicle,
  type VehicleRow,
  vehiclesOfInstitute,
} from './vehicle-queries.js';

/**
 * Vehicles of an institute: a bus or van with its seats and driver. Disabled, never deleted:
 * routes keep naming them, and a disabled vehicle's routes take no new riders.
 */

/** GET /rest/transport/vehicle: from the institute or one of its classes; disabled ones last. */
export async function listVehicles(ctx: AppContext, scope: GroupScope): Promise<VehicleView[]> {
  const rows = await vehiclesOfInstitute(ctx.db, scope.instituteId);
  return rows.sort((a, b) => Number(b.active) - Number(a.active)).map(toVehicle);
}

/** A registration number already in the institute is a 409 with words, not a 500. */
const registered = conflictOnUnique(
  'vehicles_institute_registration_uq',
  TRANSPORT_TEXTS.registrationTaken,
);

async function audited(
  tx: Tx,
  ctx: AppContext,
  caller: Caller,
  action: 'vehicle.created' | 'vehicle.updated' | 'vehicle.disabled',
  row: VehicleRow,
) {
  await recordAudit(tx, ctx, caller, {
    instituteId: row.instituteId,
    action,
    targetType: 'vehicle',
    targetId: row.id,
    detail: { name: row.name, registrationNumber: row.registrationNumber },
  });
}

/** What the saved vehicle looks like in the list (with its routes). */
async function viewOf(tx: Tx, row: VehicleRow): Promise<VehicleView> {
  const all = await vehiclesOfInstitute(tx, row.instituteId);
  return toVehicle(all.find((v) => v.id === row.id) ?? { ...row, routes: 0 });
}

/** POST /rest/transport/vehicle. */
export function createVehicle(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: VehicleBody,
): Promise<VehicleView> {
  return registered(() =>
    ctx.db.transaction(async (tx) => {
      const row = await insertVehicle(tx, {
        instituteId: scope.instituteId,
        registrationNumber: body.registrationNumber,
        name: body.name,
        capacity: body.capacity,
        driverName: body.driverName,
        driverPhone: body.driverPhone,
        createdAt: ctx.clock.now(),
      });
      await audited(tx, ctx, caller, 'vehicle.created', row);
      return viewOf(tx, row);
    }),
  );
}

/** PUT /rest/transport/vehicle: a disabled vehicle saved again is enabled; seats never below riders. */
export function changeVehicle(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: VehicleUpdate,
): Promise<VehicleView> {
  return registered(() =>
    ctx.db.transaction(async (tx) => {
      const found = await findVehicle(tx, scope.instituteId, body.id);
      if (!found) throw notFound(TRANSPORT_TEXTS.vehicleNotFound);
      if (body.capacity < found.capacity) {
        const riders = await mostRidersOfVehicle(tx, found.id);
        if (riders > body.capacity) throw conflict(TRANSPORT_TEXTS.capacityBelowRiders(riders));
      }
      const row = await updateVehicle(tx, scope.instituteId, body.id, {
        registrationNumber: body.registrationNumber,
        name: body.name,
        capacity: body.capacity,
        driverName: body.driverName,
        driverPhone: body.driverPhone,
        active: true,
      });
      if (!row) throw notFound(TRANSPORT_TEXTS.vehicleNotFound);
      await audited(tx, ctx, caller, 'vehicle.updated', row);
      return viewOf(tx, row);
    }),
  );
}

/** DELETE /rest/transport/vehicle/disable: its riders keep riding; no new ones. */
export function disableVehicle(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
): Promise<VehicleView> {
  return ctx.db.transaction(async (tx) => {
    const found = await findVehicle(tx, scope.instituteId, id);
    if (!found) throw notFound(TRANSPORT_TEXTS.vehicleNotFound);
    if (!found.active) return viewOf(tx, found);
    const row = (await updateVehicle(tx, scope.instituteId, id, { active: false })) ?? found;
    await audited(tx, ctx, caller, 'vehicle.disabled', row);
    return viewOf(tx, row);
  });
}
