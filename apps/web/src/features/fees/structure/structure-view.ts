import type { DueKind, FeeConcession, FeeStructure as WireStructure } from '@shala/shared';

/**
 * A fee structure and its concessions as the structure screens keep them: percentages as basis
 * points (the wire's siblingPercent 12.5 is 1,250), particulars in the order they are paid.
 */

export type FeeParticular = {
  /** None for a particular still being added in the dialog. */
  id: string | undefined;
  name: string;
  kind: DueKind;
  amountPaise: number;
  /** yyyy-mm-dd */
  dueDate: string;
  position: number;
};

export type FeeStructure = {
  id: string;
  classId: string;
  sessionId: string;
  name: string;
  lateFeePaise: number;
  lateFeeGraceDays: number;
  siblingBasisPoints: number;
  staffChildBasisPoints: number;
  /** In the order they are paid (due date, then position). */
  particulars: FeeParticular[];
  /** Students it is assigned to. */
  assignedCount: number | undefined;
  /** Money is paid into its dues: it cannot be deleted. */
  paidInto: boolean;
};

const basisPoints = (percent: number) => Math.round(percent * 100);

/** GET /rest/fee/structure's structure as the screens keep it. */
export function structureView(wire: WireStructure): FeeStructure {
  const particulars = [...wire.particulars].sort(
    (a, b) =>
      a.dueDate.localeCompare(b.dueDate) ||
      a.position - b.position ||
      // A discount particular stays under its charge when both share a position.
      (a.kind === b.kind ? 0 : a.kind === 'CHARGE' ? -1 : 1),
  );
  return {
    id: wire.id,
    classId: wire.classId,
    sessionId: wire.sessionId,
    name: wire.name,
    lateFeePaise: wire.lateFeePaise,
    lateFeeGraceDays: wire.lateFeeGraceDays,
    siblingBasisPoints: basisPoints(wire.siblingPercent),
    staffChildBasisPoints: basisPoints(wire.staffChildPercent),
    particulars,
    assignedCount: wire.assignedCount,
    paidInto: wire.paidInto,
  };
}

export type Concession = {
  id: string;
  structureId: string;
  userProfileId: string;
  fullName: string;
  kind: FeeConcession['kind'];
  /** A percentage off (as basis points), or none for a fixed amount. */
  basisPoints: number | undefined;
  amountPaise: number | undefined;
  reason: string | undefined;
  createdByName: string | undefined;
};

/** GET /rest/fee/concession's concession as the concessions dialog shows it. */
export function concessionView(wire: FeeConcession): Concession {
  return {
    id: wire.id,
    structureId: wire.structureId,
    userProfileId: wire.userProfileId,
    fullName: wire.studentName,
    kind: wire.kind,
    basisPoints: wire.percent === null ? undefined : basisPoints(wire.percent),
    amountPaise: wire.amountPaise ?? undefined,
    reason: wire.reason ?? undefined,
    createdByName: wire.createdByName ?? undefined,
  };
}
