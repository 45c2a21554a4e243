import {
  type CostPlanBody,
  type CostUpdate,
  type InstalmentInput,
  TRANSPORT_TEXTS,
  type TransportCostList,
  type TransportCostView,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { AcademicSessionRow } from '../academic/index.js';
import { resolveSession, sessionOrNone } from '../academic/index.js';
import { type AuditEventInput, recordAudit } from '../audit/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { assignmentsOfStop } from './assignment-queries.js';
import {
  type CostRow,
  costsOfSession,
  costsOfStop,
  deleteCosts,
  findCost,
  insertCosts,
  updateCost,
} from './cost-queries.js';
import { findRoute, findStop, type StopRow } from './itinerary-queries.js';
import { toCost } from './presenters.js';
import { setRiderDues } from './rider-dues.js';

/**
 * What riding from a stop costs in a session (createTransportationCost): one row per instalment
 * with its due date. Every change is passed on at once, in the same transaction, to the dues of
 * the stop's riders in that session; a change that would drop or lower a due below what is paid
 * into it is refused (409) by the fees module, and nothing is written.
 */

/** GET /rest/transport/cost: the session's instalments of every stop. */
export async function listCosts(
  ctx: AppContext,
  scope: GroupScope,
  sessionId: string | undefined,
): Promise<TransportCostList> {
  const session = await sessionOrNone(ctx.db, scope, sessionId);
  if (!session) return { sessionId: null, costs: [] };
  const rows = await costsOfSession(ctx.db, scope.instituteId, session.id);
  return { sessionId: session.id, costs: rows.map(toCost) };
}

function checkWithinSession(session: AcademicSessionRow, items: readonly InstalmentInput[]) {
  for (const item of items) {
    if (item.dueDate < session.startDate || item.dueDate > session.endDate) {
      throw badRequest(TRANSPORT_TEXTS.dueDateOutsideSession(session.startDate, session.endDate));
    }
  }
}

/**
 * The stop and its route, the route locked: its riders and costs change one writer at a time
 * (an assignment locks the same route).
 */
async function lockedStop(tx: Tx, scope: GroupScope, stopId: string) {
  const stop = await findStop(tx, scope.instituteId, stopId);
  if (!stop) throw notFound(TRANSPORT_TEXTS.stopNotFound);
  const route = await findRoute(tx, scope.instituteId, stop.routeId, { lock: true });
  if (!route) throw notFound(TRANSPORT_TEXTS.stopNotFound);
  return { stop, route };
}

/** The stop's riders in the session get its instalments as they now are; how many riders. */
async function passOnToRiders(
  tx: Tx,
  ctx: AppContext,
  stop: StopRow,
  sessionId: string,
): Promise<{ costs: CostRow[]; students: number }> {
  const costs = await costsOfStop(tx, stop.id, sessionId);
  const riders = await assignmentsOfStop(tx, stop.id, sessionId);
  await setRiderDues(tx, {
    instituteId: stop.instituteId,
    sessionId,
    riders,
    stopName: stop.name,
    instalments: costs,
    now: ctx.clock.now(),
  });
  return { costs, students: riders.length };
}

/** The audit entry of a stop's instalments set or changed. */
const savedAudit = (
  stop: StopRow,
  routeName: string,
  sessionId: string,
  saved: { costs: CostRow[]; students: number },
): AuditEventInput => ({
  instituteId: stop.instituteId,
  action: 'transportCost.saved',
  targetType: 'transportStop',
  targetId: stop.id,
  detail: {
    name: stop.name,
    routeName,
    sessionId,
    instalments: saved.costs.length,
    total: saved.costs.reduce((sum, c) => sum + c.amountPaise, 0),
    students: saved.students,
  },
});

const byDue = (a: InstalmentInput, b: InstalmentInput) =>
  a.dueDate.localeCompare(b.dueDate) || a.name.localeCompare(b.name);

export type CostsSaved = { costs: TransportCostView[]; students: number };

/**
 * POST /rest/transport/cost: the stop's instalments for the session. In due-date order, the
 * rows it had are changed in place (their riders' dues with them), more are added, the rest go.
 */
export function setStopCosts(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: CostPlanBody,
): Promise<CostsSaved> {
  return ctx.db.transaction(async (tx) => {
    const session = await resolveSession(tx, scope, body.sessionId);
    checkWithinSession(session, body.instalments);
    const { stop, route } = await lockedStop(tx, scope, body.stopId);
    const before = await costsOfStop(tx, stop.id, session.id);
    const plan = [...body.instalments].sort(byDue);
    for (const [i, item] of plan.entries()) {
      const kept = before[i];
      if (kept) await updateCost(tx, scope.instituteId, kept.id, item);
    }
    await insertCosts(
      tx,
      plan.slice(before.length).map((item) => ({
        instituteId: scope.instituteId,
        stopId: stop.id,
        sessionId: session.id,
        ...item,
      })),
    );
    await deleteCosts(
      tx,
      scope.instituteId,
      before.slice(plan.length).map((c) => c.id),
    );
    const saved = await passOnToRiders(tx, ctx, stop, session.id);
    await recordAudit(tx, ctx, caller, savedAudit(stop, route.name, session.id, saved));
    return { costs: saved.costs.map(toCost), students: saved.students };
  });
}

/** PUT /rest/transport/cost: one instalment changed. */
export function changeCost(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: CostUpdate,
): Promise<CostsSaved> {
  return ctx.db.transaction(async (tx) => {
    const found = await findCost(tx, scope.instituteId, body.id);
    if (!found) throw notFound(TRANSPORT_TEXTS.costNotFound);
    const session = await resolveSession(tx, scope, found.sessionId);
    checkWithinSession(session, [body]);
    const { stop, route } = await lockedStop(tx, scope, found.stopId);
    await updateCost(tx, scope.instituteId, found.id, {
      name: body.name,
      amountPaise: body.amountPaise,
      dueDate: body.dueDate,
    });
    const saved = await passOnToRiders(tx, ctx, stop, session.id);
    if (new Set(saved.costs.map((c) => c.name.toLowerCase())).size < saved.costs.length) {
      throw badRequest(TRANSPORT_TEXTS.instalmentNameTwice);
    }
    await recordAudit(tx, ctx, caller, savedAudit(stop, route.name, session.id, saved));
    return { costs: saved.costs.map(toCost), students: saved.students };
  });
}

/** DELETE /rest/transport/cost: one instalment removed, its unpaid dues cancelled. */
export function deleteCost(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
): Promise<CostsSaved> {
  return ctx.db.transaction(async (tx) => {
    const found = await findCost(tx, scope.instituteId, id);
    if (!found) throw notFound(TRANSPORT_TEXTS.costNotFound);
    const { stop, route } = await lockedStop(tx, scope, found.stopId);
    await deleteCosts(tx, scope.instituteId, [found.id]);
    const { costs, students } = await passOnToRiders(tx, ctx, stop, found.sessionId);
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'transportCost.deleted',
      targetType: 'transportStop',
      targetId: stop.id,
      detail: {
        name: stop.name,
        routeName: route.name,
        sessionId: found.sessionId,
        instalment: found.name,
        students,
      },
    });
    return { costs: costs.map(toCost), students };
  });
}
