import { VISITOR_PURPOSE_LABELS } from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { indiaClock } from '../../lib/shown-format.js';
import { type Raised, raiseNotification } from '../notifications/index.js';
import type { PassRow } from './gate-pass-queries.js';
import type { VisitorRow } from './visitor-queries.js';

/**
 * Who hears of the front office (issue 25 §4): a visitor's host when they arrive; a student's
 * guardians when a pass lets the student out (asked to consent when someone else collects) and
 * when the student leaves through the gate; the desk when a guardian decides; the staff member a
 * pass names as approving it. Each opens `/visitor-management` on what it is about.
 */

const visitorTarget = (v: VisitorRow) => `/visitor-management?visitor=${v.id}`;
const passTarget = (p: PassRow) => `/visitor-management?pass=${p.id}`;
const collectorOf = (p: PassRow) => `${p.collectorName} (${p.collectorRelation})`;
const base = (p: PassRow) => ({
  instituteId: p.instituteId,
  groupId: p.instituteId,
  target: passTarget(p),
  featureId: p.id,
});

export function tellHost(ctx: AppContext, tx: Tx, v: VisitorRow, hostProfileId: string) {
  const party = v.people > 1 ? ` (${v.people} people)` : '';
  return raiseNotification(ctx, tx, {
    kind: 'visitor.arrived',
    profileIds: [hostProfileId],
    instituteId: v.instituteId,
    groupId: v.instituteId,
    title: `Visitor for you: ${v.name}${party}`,
    message: `${VISITOR_PURPOSE_LABELS[v.purpose]}${v.details ? `: ${v.details}` : ''}. At the front office since ${indiaClock(v.inAt)}.`,
    target: visitorTarget(v),
    featureId: v.id,
    featureAction: 'VISITOR_ARRIVED',
  });
}

/** A student on a new pass: their guardians are asked, or told. */
export function tellGuardiansOfPass(
  ctx: AppContext,
  tx: Tx,
  p: PassRow,
  student: { name: string; guardians: string[]; asked: boolean },
): Promise<Raised> {
  return raiseNotification(ctx, tx, {
    ...base(p),
    kind: student.asked ? 'gatepass.consent' : 'gatepass.issued',
    profileIds: student.guardians,
    title: student.asked
      ? `Approve gate pass for ${student.name}`
      : `Gate pass for ${student.name}`,
    message: student.asked
      ? `${collectorOf(p)} is to collect ${student.name} from school today: ${p.reason}. Approve or decline in the app.`
      : `${student.name} may leave school today with ${collectorOf(p)}: ${p.reason}.`,
    featureAction: student.asked ? 'GATE_PASS_CONSENT' : 'GATE_PASS_ISSUED',
  });
}

/** The staff member named as approving a pass made by someone else. */
export function tellApprover(ctx: AppContext, tx: Tx, p: PassRow, names: string) {
  return raiseNotification(ctx, tx, {
    ...base(p),
    kind: 'gatepass.issued',
    profileIds: p.approvedByProfileId ? [p.approvedByProfileId] : [],
    title: `Gate pass GP-${p.number} approved in your name`,
    message: `${names} leave with ${collectorOf(p)}: ${p.reason}.`,
    featureAction: 'GATE_PASS_APPROVER',
  });
}

/** A guardian decided: the one who made the pass hears of it. */
export function tellDesk(
  ctx: AppContext,
  tx: Tx,
  p: PassRow,
  d: { guardian: string; student: string; approved: boolean },
) {
  const word = d.approved ? 'approved' : 'declined';
  return raiseNotification(ctx, tx, {
    ...base(p),
    kind: 'gatepass.decided',
    profileIds: p.createdByProfileId ? [p.createdByProfileId] : [],
    title: `Gate pass GP-${p.number} ${word} for ${d.student}`,
    message: `${d.guardian} ${word} ${collectorOf(p)} collecting ${d.student}.`,
    featureAction: `GATE_PASS_${word.toUpperCase()}`,
  });
}

/** The students went out through the gate: their guardians are told. */
export function tellExit(
  ctx: AppContext,
  tx: Tx,
  p: PassRow,
  student: { name: string; guardians: string[] },
  at: Date,
) {
  return raiseNotification(ctx, tx, {
    ...base(p),
    kind: 'gatepass.exited',
    profileIds: student.guardians,
    title: `${student.name} left school`,
    message: `${student.name} left through the gate at ${indiaClock(at)} with ${collectorOf(p)}.`,
    featureAction: 'GATE_PASS_EXITED',
  });
}
