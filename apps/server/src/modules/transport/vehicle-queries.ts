import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { transportRoutes, vehicles } from '../../db/schema/index.js';

/** The SQL of vehicles: every read by id names the institute too. */

export type VehicleRow = typeof vehicles.$inferSelect;
export type VehicleWithRoutes = VehicleRow & { routes: number };

/** The institute's vehicles with how many routes each runs, by name. */
export async function vehiclesOfInstitute(
  db: Queryable,
  instituteId: string,
): Promise<VehicleWithRoutes[]> {
  const rows = await db
    .select({ vehicle: vehicles, routes: count(transportRoutes.id) })
    .from(vehicles)
    .leftJoin(transportRoutes, eq(transportRoutes.vehicleId, vehicles.id))
    .where(eq(vehicles.instituteId, instituteId))
    .groupBy(vehicles.id)
    .orderBy(asc(vehicles.name), asc(vehicles.registrationNumber));
  return rows.map((r) => ({ ...r.vehicle, routes: Number(r.routes) }));
}

export async function findVehicle(
  db: Queryable,
  instituteId: string,
  id: string,
): Promise<VehicleRow | undefined> {
  const [row] = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.instituteId, instituteId), eq(vehicles.id, id)))
    .limit(1);
  return row;
}

export async function insertVehicle(
  db: Queryable,
  values: typeof vehicles.$inferInsert,
): Promise<VehicleRow> {
  const [row] = await db.insert(vehicles).values(values).returning();
  if (!row) throw new Error('vehicle insert returned nothing');
  return row;
}

export async function updateVehicle(
  db: Queryable,
  instituteId: string,
  id: string,
  changes: Partial<Omit<VehicleRow, 'id' | 'instituteId' | 'createdAt'>>,
): Promise<VehicleRow | undefined> {
  const [row] = await db
    .update(vehicles)
    .set(changes)
    .where(and(eq(vehicles.instituteId, instituteId), eq(vehicles.id, id)))
    .returning();
  return row;
}

/** The most students riding one route of this vehicle in any session (its seats' floor). */
export async function mostRidersOfVehicle(db: Queryable, vehicleId: string): Promise<number> {
  const rows = await selectRows<{ riders: number }>(
    db,
    sql`select coalesce(max(n), 0)::int as riders from (
          select count(*) as n from student_transport st
          join transport_stops s on s.id = st.stop_id
          join transport_routes r on r.id = s.route_id
          where r.vehicle_id = ${vehicleId}::uuid
          group by r.id, st.session_id) per_route`,
  );
  return rows[0]?.riders ?? 0;
}
