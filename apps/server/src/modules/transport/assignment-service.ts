import {
  type AssignmentBody,
  type AssignmentList,
  type AssignmentView,
  TRANSPORT_TEXTS,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { conflict, notFound } from '../../lib/errors.js';
import { resolveSession, sessionOrNone } from '../academic/index.js';
import { recordAudit } from '../audit/index.js';
import { type Caller, classOfScope, type GroupScope } from '../permissions/index.js';
import {
  deleteAssignment,
  findRider,
  insertAssignment,
  lockAssignmentOf,
  moveAssignment,
  type RiderRow,
  ridersOf,
} from './assignment-queries.js';
import { costsOfStop } from './cost-queries.js';
import { findRoute, findStop, type RouteWithVehicle, ridersOfRoute } from './itinerary-queries.js';
import { seatRefusal } from './policy.js';
import { toAssignment } from './presenters.js';
import { riderDueTotals, setRiderDues } from './rider-dues.js';
import { classOfStudent } from './student-queries.js';

/**
 * Students riding from a stop (createUserTransportation): one stop per student per session,
 * within the seats of the route's vehicle. Assigning gives the student the stop's instalments as
 * transportation-fee dues; a move changes the unpaid ones to the new stop's; removing cancels the
 * unpaid ones and is refused while anything is paid into them.
 */

/** GET /rest/transport/assignment: the institute's (or the class's) riders with their dues. */
export async function listAssignments(
  ctx: AppContext,
  scope: GroupScope,
  query: { sessionId?: string | undefined; routeId?: string | undefined },
): Promise<AssignmentList> {
  const session = await sessionOrNone(ctx.db, scope, query.sessionId);
  if (!session) return { sessionId: null, items: [] };
  const rows = await ridersOf(ctx.db, {
    instituteId: scope.instituteId,
    sessionId: session.id,
    classId: classOfScope(scope),
    routeId: query.routeId,
  });
  const dues = await riderDueTotals(ctx.db, {
    instituteId: scope.instituteId,
    sessionId: session.id,
    profileIds: rows.map((r) => r.profileId),
  });
  return { sessionId: session.id, items: rows.map((r) => toAssignment(r, dues.get(r.profileId))) };
}

/** A rider with their dues as they stand in the transaction. */
async function riderView(tx: Tx, instituteId: string, id: string): Promise<AssignmentView> {
  const row = await findRider(tx, instituteId, id);
  if (!row) throw notFound(TRANSPORT_TEXTS.assignmentNotFound);
  const dues = await riderDueTotals(tx, {
    instituteId,
    sessionId: row.sessionId,
    profileIds: [row.profileId],
  });
  return toAssignment(row, dues.get(row.profileId));
}

/** The route's vehicle must run and have a seat left for one more student (policy.ts). */
async function checkSeat(tx: Tx, route: RouteWithVehicle, sessionId: string, profileId: string) {
  const riders = route.vehicle ? await ridersOfRoute(tx, route.id, sessionId, profileId) : 0;
  const refusal = seatRefusal(route.vehicle, riders);
  if (refusal) throw conflict(refusal);
}

export type Assigned = { view: AssignmentView; message: string };

/** POST /rest/transport/assignment: assigns the student to the stop, or moves them there. */
export async function assignStudent(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: AssignmentBody,
): Promise<Assigned> {
  try {
    return await ctx.db.transaction((tx) => assignIn(tx, ctx, caller, scope, body));
  } catch (error) {
    // Two first assignments of one student at once: the second finds the first's row taken.
    if (uniqueViolation(error) === 'student_transport_profile_session_uq') {
      throw conflict(TRANSPORT_TEXTS.changedMeanwhile);
    }
    throw error;
  }
}

async function assignIn(
  tx: Tx,
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: AssignmentBody,
): Promise<Assigned> {
  const instituteId = scope.instituteId;
  const session = await resolveSession(tx, scope, body.sessionId);
  const klass = await classOfStudent(tx, {
    instituteId,
    sessionId: session.id,
    profileId: body.userProfileId,
    classId: classOfScope(scope),
  });
  if (!klass) throw notFound(TRANSPORT_TEXTS.studentNotFound);
  const stop = await findStop(tx, instituteId, body.stopId);
  if (!stop) throw notFound(TRANSPORT_TEXTS.stopNotFound);
  const route = await findRoute(tx, instituteId, stop.routeId, { lock: true });
  if (!route) throw notFound(TRANSPORT_TEXTS.stopNotFound);
  const existing = await lockAssignmentOf(tx, instituteId, body.userProfileId, session.id);
  if (existing?.stopId === stop.id) {
    return {
      view: await riderView(tx, instituteId, existing.id),
      message: TRANSPORT_TEXTS.alreadyThere,
    };
  }
  await checkSeat(tx, route, session.id, body.userProfileId);
  const before: RiderRow | undefined = existing
    ? await findRider(tx, instituteId, existing.id)
    : undefined;
  let id: string;
  if (existing) {
    await moveAssignment(tx, instituteId, existing.id, { stopId: stop.id, classId: klass.id });
    id = existing.id;
  } else {
    const row = await insertAssignment(tx, {
      instituteId,
      sessionId: session.id,
      classId: klass.id,
      profileId: body.userProfileId,
      stopId: stop.id,
      createdAt: ctx.clock.now(),
    });
    id = row.id;
  }
  await setRiderDues(tx, {
    instituteId,
    sessionId: session.id,
    riders: [{ profileId: body.userProfileId, classId: klass.id }],
    stopName: stop.name,
    instalments: await costsOfStop(tx, stop.id, session.id),
    now: ctx.clock.now(),
  });
  await recordAudit(tx, ctx, caller, {
    instituteId,
    action: before ? 'transport.moved' : 'transport.assigned',
    targetType: 'profile',
    targetId: body.userProfileId,
    detail: {
      classId: klass.id,
      sessionId: session.id,
      stopName: stop.name,
      routeName: route.name,
      ...(before ? { fromStopName: before.stopName, fromRouteName: before.routeName } : {}),
    },
  });
  return {
    view: await riderView(tx, instituteId, id),
    message: before ? TRANSPORT_TEXTS.moved : TRANSPORT_TEXTS.assigned,
  };
}

/** DELETE /rest/transport/assignment: off transport, unpaid dues cancelled; refused once paid. */
export function removeStudent(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
): Promise<void> {
  return ctx.db.transaction(async (tx) => {
    const rider = await findRider(tx, scope.instituteId, id);
    const onlyClass = classOfScope(scope);
    if (!rider || (onlyClass && rider.classId !== onlyClass)) {
      throw notFound(TRANSPORT_TEXTS.assignmentNotFound);
    }
    const locked = await lockAssignmentOf(tx, scope.instituteId, rider.profileId, rider.sessionId);
    if (!locked) throw notFound(TRANSPORT_TEXTS.assignmentNotFound);
    await setRiderDues(tx, {
      instituteId: scope.instituteId,
      sessionId: rider.sessionId,
      riders: [{ profileId: rider.profileId, classId: rider.classId }],
      stopName: rider.stopName,
      instalments: [],
      now: ctx.clock.now(),
    });
    await deleteAssignment(tx, scope.instituteId, rider.id);
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'transport.removed',
      targetType: 'profile',
      targetId: rider.profileId,
      detail: {
        classId: rider.classId,
        sessionId: rider.sessionId,
        stopName: rider.stopName,
        routeName: rider.routeName,
      },
    });
  });
}
