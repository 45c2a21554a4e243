import {
  type GatePassStatus,
  type GatePassView,
  indiaDay,
  VISITOR_TEXTS as M,
  type VisitorView,
} from '@shala/shared';
import type { PassWithNames, StudentOfPass } from './gate-pass-queries.js';
import type { VisitorWithNames } from './visitor-queries.js';

export function toVisitorView(row: VisitorWithNames): VisitorView {
  const v = row.visitor;
  return {
    id: v.id,
    number: `V-${v.number}`,
    name: v.name,
    phone: v.phone,
    purpose: v.purpose,
    details: v.details,
    host: v.hostProfileId
      ? { profileId: v.hostProfileId, name: row.hostName ?? 'A former member' }
      : null,
    people: v.people,
    vehicle: v.vehicle,
    hasPhoto: v.photoFileId !== null,
    inAt: v.inAt.toISOString(),
    outAt: v.outAt?.toISOString() ?? null,
    recordedBy: row.recordedBy,
  };
}

/** Why the gate may not let the pass's students out now, or null when it may. */
export function gateProblem(status: GatePassStatus, day: string, now: Date): string | null {
  if (status === 'EXITED') return M.alreadyExited;
  if (status === 'DECLINED') return M.declined;
  if (day !== indiaDay(now)) return M.notToday;
  if (status === 'AWAITING_GUARDIAN') return M.awaitingGuardian;
  return null;
}

/**
 * A pass as the wire shows it; `guardianOf` names the students the caller looks after (their
 * rows waiting for a decision are theirs to decide).
 */
export function toPassView(
  row: PassWithNames,
  students: readonly StudentOfPass[],
  now: Date,
  guardianOf: ReadonlySet<string> = new Set(),
): GatePassView {
  const p = row.pass;
  return {
    id: p.id,
    number: `GP-${p.number}`,
    code: p.code,
    day: p.day,
    reason: p.reason,
    status: p.status,
    collector: {
      kind: p.collectorKind,
      name: p.collectorName,
      phone: p.collectorPhone,
      relation: p.collectorRelation,
    },
    approvedBy: p.approvedByProfileId
      ? { profileId: p.approvedByProfileId, name: row.approvedBy ?? 'A former member' }
      : null,
    createdBy: row.createdBy,
    createdAt: p.createdAt.toISOString(),
    students: students
      .filter((s) => s.row.passId === p.id)
      .map((s) => ({
        profileId: s.row.studentProfileId,
        name: s.name ?? 'A former student',
        className: s.className,
        consent: s.row.consent,
        decidedBy: s.decidedBy,
        exitedAt: s.row.exitedAt?.toISOString() ?? null,
        mayDecide:
          s.row.consent === 'PENDING' &&
          p.status === 'AWAITING_GUARDIAN' &&
          guardianOf.has(s.row.studentProfileId),
      })),
    problem: gateProblem(p.status, p.day, now),
  };
}
