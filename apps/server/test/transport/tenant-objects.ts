import { eq } from 'drizzle-orm';
import {
  studentDues,
  studentTransport,
  transportationCosts,
  transportRoutes,
  transportStops,
  vehicles,
} from '../../src/db/schema/index.js';
import type { TestContext } from '../support/app.js';

/**
 * Transport objects of an institute for the cross-tenant suites (platform/cross-tenant*.test.ts):
 * a vehicle running a route with a stop, its cost in the session and the student riding from
 * it. Named from another institute, each must be refused there.
 */
export async function transportObjectsOf(
  t: TestContext,
  p: { instituteId: string; classId: string; sessionId: string; studentProfileId: string },
) {
  const db = t.app.deps.database.db;
  const now = t.clock.now();
  const [vehicle] = await db
    .insert(vehicles)
    .values({
      instituteId: p.instituteId,
      registrationNumber: 'KA 99 THEIRS 1',
      name: 'Their Yellow Bus',
      capacity: 30,
      createdAt: now,
    })
    .returning();
  const [route] = await db
    .insert(transportRoutes)
    .values({
      instituteId: p.instituteId,
      name: 'Their Lake Route',
      vehicleId: vehicle?.id,
      createdAt: now,
    })
    .returning();
  if (!vehicle || !route) throw new Error('transport objects not created');
  const [stop] = await db
    .insert(transportStops)
    .values({ instituteId: p.instituteId, routeId: route.id, name: 'Their Lakeside', position: 1 })
    .returning();
  if (!stop) throw new Error('stop not created');
  const [cost] = await db
    .insert(transportationCosts)
    .values({
      instituteId: p.instituteId,
      stopId: stop.id,
      sessionId: p.sessionId,
      name: 'Their Term',
      amountPaise: 300_000,
      dueDate: '2026-04-10',
    })
    .returning();
  const [assignment] = await db
    .insert(studentTransport)
    .values({
      instituteId: p.instituteId,
      sessionId: p.sessionId,
      classId: p.classId,
      profileId: p.studentProfileId,
      stopId: stop.id,
      createdAt: now,
    })
    .returning();
  if (!cost || !assignment) throw new Error('transport objects not created');
  return {
    vehicleId: vehicle.id,
    routeId: route.id,
    stopId: stop.id,
    costId: cost.id,
    assignmentId: assignment.id,
    /** What no answer to another institute may show. */
    markers: [
      vehicle.id,
      route.id,
      stop.id,
      cost.id,
      assignment.id,
      vehicle.name,
      route.name,
      stop.name,
    ],
  };
}

/** The institute's transport rows (and transport dues), to see that nothing changed. */
export async function transportRowsOf(t: TestContext, instituteId: string) {
  const db = t.app.deps.database.db;
  return {
    vehicles: await db.select().from(vehicles).where(eq(vehicles.instituteId, instituteId)),
    routes: await db
      .select()
      .from(transportRoutes)
      .where(eq(transportRoutes.instituteId, instituteId)),
    stops: await db
      .select()
      .from(transportStops)
      .where(eq(transportStops.instituteId, instituteId)),
    costs: await db
      .select()
      .from(transportationCosts)
      .where(eq(transportationCosts.instituteId, instituteId)),
    riders: await db
      .select()
      .from(studentTransport)
      .where(eq(studentTransport.instituteId, instituteId)),
    dues: (
      await db.select().from(studentDues).where(eq(studentDues.instituteId, instituteId))
    ).filter((d) => d.source === 'TRANSPORT'),
  };
}
