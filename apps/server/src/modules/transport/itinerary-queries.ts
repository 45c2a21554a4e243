import { and, asc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import {
  studentTransport,
  transportRoutes,
  transportStops,
  vehicles,
} from '../../db/schema/index.js';

/** The SQL of routes and their stops: every read by id names the institute too. */

export type RouteRow = typeof transportRoutes.$inferSelect;
export type StopRow = typeof transportStops.$inferSelect;
export type RouteWithVehicle = RouteRow & {
  vehicle: {
    id: string;
    name: string;
    registrationNumber: string;
    capacity: number;
    active: boolean;
  } | null;
};

const routeColumns = {
  route: transportRoutes,
  vehicleId: vehicles.id,
  vehicleName: vehicles.name,
  registrationNumber: vehicles.registrationNumber,
  capacity: vehicles.capacity,
  active: vehicles.active,
};

type RouteJoin = {
  route: RouteRow;
  vehicleId: string | null;
  vehicleName: string | null;
  registrationNumber: string | null;
  capacity: number | null;
  active: boolean | null;
};

const withVehicle = (r: RouteJoin): RouteWithVehicle => ({
  ...r.route,
  vehicle:
    r.vehicleId === null
      ? null
      : {
          id: r.vehicleId,
          name: r.vehicleName ?? '',
          registrationNumber: r.registrationNumber ?? '',
          capacity: r.capacity ?? 0,
          active: r.active ?? false,
        },
});

export async function routesOfInstitute(
  db: Queryable,
  instituteId: string,
): Promise<RouteWithVehicle[]> {
  const rows = await db
    .select(routeColumns)
    .from(transportRoutes)
    .leftJoin(vehicles, eq(vehicles.id, transportRoutes.vehicleId))
    .where(eq(transportRoutes.instituteId, instituteId))
    .orderBy(asc(transportRoutes.name));
  return rows.map(withVehicle);
}

/** A route of the institute with its vehicle; `lock` holds it (FOR UPDATE) to count its seats. */
export async function findRoute(
  db: Queryable,
  instituteId: string,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<RouteWithVehicle | undefined> {
  const query = db
    .select(routeColumns)
    .from(transportRoutes)
    .leftJoin(vehicles, eq(vehicles.id, transportRoutes.vehicleId))
    .where(and(eq(transportRoutes.instituteId, instituteId), eq(transportRoutes.id, id)))
    .limit(1);
  const [row] = opts.lock ? await query.for('update', { of: transportRoutes }) : await query;
  return row ? withVehicle(row) : undefined;
}

export async function insertRoute(
  db: Queryable,
  values: typeof transportRoutes.$inferInsert,
): Promise<RouteRow> {
  const [row] = await db.insert(transportRoutes).values(values).returning();
  if (!row) throw new Error('route insert returned nothing');
  return row;
}

export async function updateRoute(
  db: Queryable,
  instituteId: string,
  id: string,
  changes: Pick<RouteRow, 'name' | 'vehicleId'>,
): Promise<RouteRow | undefined> {
  const [row] = await db
    .update(transportRoutes)
    .set(changes)
    .where(and(eq(transportRoutes.instituteId, instituteId), eq(transportRoutes.id, id)))
    .returning();
  return row;
}

export async function deleteRoute(db: Queryable, instituteId: string, id: string) {
  await db
    .delete(transportRoutes)
    .where(and(eq(transportRoutes.instituteId, instituteId), eq(transportRoutes.id, id)));
}

/** The stops of these routes, in their order along each route. */
export async function stopsOfRoutes(
  db: Queryable,
  routeIds: readonly string[],
): Promise<StopRow[]> {
  if (routeIds.length === 0) return [];
  return db
    .select()
    .from(transportStops)
    .where(inArray(transportStops.routeId, [...routeIds]))
    .orderBy(asc(transportStops.routeId), asc(transportStops.position));
}

export async function findStop(
  db: Queryable,
  instituteId: string,
  id: string,
): Promise<StopRow | undefined> {
  const [row] = await db
    .select()
    .from(transportStops)
    .where(and(eq(transportStops.instituteId, instituteId), eq(transportStops.id, id)))
    .limit(1);
  return row;
}

/** Students riding from each stop of the institute in the session. */
export async function ridersPerStop(
  db: Queryable,
  instituteId: string,
  sessionId: string | null,
): Promise<Map<string, number>> {
  if (!sessionId) return new Map();
  const rows = await selectRows<{ stop_id: string; riders: number }>(
    db,
    sql`select stop_id, count(*)::int as riders from student_transport
        where institute_id = ${instituteId}::uuid and session_id = ${sessionId}::uuid
        group by stop_id`,
  );
  return new Map(rows.map((r) => [r.stop_id, r.riders]));
}

/** Does anyone ride from these stops, in any session? */
export async function hasRiders(db: Queryable, stopIds: readonly string[]): Promise<boolean> {
  if (stopIds.length === 0) return false;
  const [row] = await db
    .select({ id: studentTransport.id })
    .from(studentTransport)
    .where(inArray(studentTransport.stopId, [...stopIds]))
    .limit(1);
  return row !== undefined;
}

/** Students riding on the route in the session, the student `except` left out (a move). */
export async function ridersOfRoute(
  db: Queryable,
  routeId: string,
  sessionId: string,
  except?: string,
): Promise<number> {
  const rows = await selectRows<{ riders: number }>(
    db,
    sql`select count(*)::int as riders from student_transport st
        join transport_stops s on s.id = st.stop_id
        where s.route_id = ${routeId}::uuid and st.session_id = ${sessionId}::uuid
        ${except ? sql`and st.profile_id <> ${except}::uuid` : sql``}`,
  );
  return rows[0]?.riders ?? 0;
}

/** The most students riding the route in any session. */
export async function mostRidersOfRoute(db: Queryable, routeId: string): Promise<number> {
  const rows = await selectRows<{ riders: number }>(
    db,
    sql`select coalesce(max(n), 0)::int as riders from (
          select count(*) as n from student_transport st
          join transport_stops s on s.id = st.stop_id
          where s.route_id = ${routeId}::uuid group by st.session_id) per_session`,
  );
  return rows[0]?.riders ?? 0;
}

/** How many stops the route has. */
export async function stopCount(db: Queryable, routeId: string): Promise<number> {
  const rows = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from transport_stops where route_id = ${routeId}::uuid`,
  );
  return rows[0]?.n ?? 0;
}

/** Stops from `from` to `to` (inclusive) move by `by` places (+1 down the route, -1 up). */
export async function shiftStops(
  db: Queryable,
  instituteId: string,
  routeId: string,
  from: number,
  to: number,
  by: 1 | -1,
): Promise<void> {
  if (from > to) return;
  await db
    .update(transportStops)
    .set({ position: sql`${transportStops.position} + ${by}` })
    .where(
      and(
        eq(transportStops.instituteId, instituteId),
        eq(transportStops.routeId, routeId),
        gte(transportStops.position, from),
        lte(transportStops.position, to),
      ),
    );
}

export async function insertStop(
  db: Queryable,
  values: typeof transportStops.$inferInsert,
): Promise<StopRow> {
  const [row] = await db.insert(transportStops).values(values).returning();
  if (!row) throw new Error('stop insert returned nothing');
  return row;
}

export async function updateStop(
  db: Queryable,
  instituteId: string,
  id: string,
  changes: Partial<Pick<StopRow, 'name' | 'pickupTime' | 'position'>>,
): Promise<StopRow | undefined> {
  const [row] = await db
    .update(transportStops)
    .set(changes)
    .where(and(eq(transportStops.instituteId, instituteId), eq(transportStops.id, id)))
    .returning();
  return row;
}

/**
 * Deletes the stop and closes the gap it leaves on its route; both statements keep to the
 * institute (`instituteId`: the caller's, not the row's).
 */
export async function deleteStop(db: Queryable, instituteId: string, stop: StopRow): Promise<void> {
  await db
    .delete(transportStops)
    .where(and(eq(transportStops.instituteId, instituteId), eq(transportStops.id, stop.id)));
  await db
    .update(transportStops)
    .set({ position: sql`${transportStops.position} - 1` })
    .where(
      and(
        eq(transportStops.instituteId, instituteId),
        eq(transportStops.routeId, stop.routeId),
        gt(transportStops.position, stop.position),
      ),
    );
}

/** Is the name taken by another stop of the route (case-insensitive)? */
export async function stopNameTaken(
  db: Queryable,
  routeId: string,
  name: string,
  except?: string,
): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select id from transport_stops where route_id = ${routeId}::uuid
        and lower(name) = lower(${name}) ${except ? sql`and id <> ${except}::uuid` : sql``} limit 1`,
  );
  return rows.length > 0;
}
