import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  groups,
  studentTransport,
  transportRoutes,
  transportStops,
  userProfiles,
} from '../../db/schema/index.js';

/** The SQL of students' stops (student_transport): every read names the institute too. */

export type AssignmentRow = typeof studentTransport.$inferSelect;

/** A rider as the lists show them: the student, the class, the stop and its route. */
export type RiderRow = {
  id: string;
  profileId: string;
  fullName: string;
  classId: string;
  className: string;
  sessionId: string;
  stopId: string;
  stopName: string;
  pickupTime: string | null;
  routeId: string;
  routeName: string;
};

const riderColumns = {
  id: studentTransport.id,
  profileId: studentTransport.profileId,
  fullName: sql<string>`${userProfiles.firstName} || ' ' || ${userProfiles.lastName}`,
  classId: studentTransport.classId,
  className: groups.name,
  sessionId: studentTransport.sessionId,
  stopId: studentTransport.stopId,
  stopName: transportStops.name,
  pickupTime: transportStops.pickupTime,
  routeId: transportRoutes.id,
  routeName: transportRoutes.name,
};

function riderQuery(db: Queryable, where: SQL | undefined) {
  return db
    .select(riderColumns)
    .from(studentTransport)
    .innerJoin(userProfiles, eq(userProfiles.id, studentTransport.profileId))
    .innerJoin(groups, eq(groups.id, studentTransport.classId))
    .innerJoin(transportStops, eq(transportStops.id, studentTransport.stopId))
    .innerJoin(transportRoutes, eq(transportRoutes.id, transportStops.routeId))
    .where(where);
}

/** The institute's riders in the session (of a class, of a route), by route, stop and name. */
export function ridersOf(
  db: Queryable,
  p: { instituteId: string; sessionId: string; classId?: string; routeId?: string },
): Promise<RiderRow[]> {
  return riderQuery(
    db,
    and(
      eq(studentTransport.instituteId, p.instituteId),
      eq(studentTransport.sessionId, p.sessionId),
      p.classId ? eq(studentTransport.classId, p.classId) : undefined,
      p.routeId ? eq(transportRoutes.id, p.routeId) : undefined,
    ),
  ).orderBy(
    asc(transportRoutes.name),
    asc(transportStops.position),
    asc(userProfiles.firstName),
    asc(userProfiles.lastName),
    asc(studentTransport.id),
  );
}

export async function findRider(
  db: Queryable,
  instituteId: string,
  id: string,
): Promise<RiderRow | undefined> {
  const [row] = await riderQuery(
    db,
    and(eq(studentTransport.instituteId, instituteId), eq(studentTransport.id, id)),
  ).limit(1);
  return row;
}

/** The student's stop in the session, locked for the change about to be made. */
export async function lockAssignmentOf(
  db: Queryable,
  instituteId: string,
  profileId: string,
  sessionId: string,
): Promise<AssignmentRow | undefined> {
  const [row] = await db
    .select()
    .from(studentTransport)
    .where(
      and(
        eq(studentTransport.instituteId, instituteId),
        eq(studentTransport.profileId, profileId),
        eq(studentTransport.sessionId, sessionId),
      ),
    )
    .limit(1)
    .for('update');
  return row;
}

/** The students riding from the stop in the session, with their class. */
export function assignmentsOfStop(
  db: Queryable,
  stopId: string,
  sessionId: string,
): Promise<AssignmentRow[]> {
  return db
    .select()
    .from(studentTransport)
    .where(and(eq(studentTransport.stopId, stopId), eq(studentTransport.sessionId, sessionId)))
    .orderBy(asc(studentTransport.profileId));
}

export async function insertAssignment(
  db: Queryable,
  values: typeof studentTransport.$inferInsert,
): Promise<AssignmentRow> {
  const [row] = await db.insert(studentTransport).values(values).returning();
  if (!row) throw new Error('assignment insert returned nothing');
  return row;
}

/** Updates and deletes keep to the institute in the statement itself (defence in depth). */
export async function moveAssignment(
  db: Queryable,
  instituteId: string,
  id: string,
  changes: Pick<AssignmentRow, 'stopId' | 'classId'>,
): Promise<void> {
  await db
    .update(studentTransport)
    .set(changes)
    .where(and(eq(studentTransport.instituteId, instituteId), eq(studentTransport.id, id)));
}

export async function deleteAssignment(
  db: Queryable,
  instituteId: string,
  id: string,
): Promise<void> {
  await db
    .delete(studentTransport)
    .where(and(eq(studentTransport.instituteId, instituteId), eq(studentTransport.id, id)));
}
