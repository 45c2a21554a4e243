import { type FeeStructure, percentOf } from '@shala/shared';
import type { StructureWithParts } from './structure-queries.js';

export function toFeeStructure(row: StructureWithParts): FeeStructure {
  return {
    id: row.id,
    instituteId: row.instituteId,
    classId: row.classId,
    className: row.className,
    sessionId: row.sessionId,
    name: row.name,
    lateFeePaise: row.lateFeePaise,
    lateFeeGraceDays: row.lateFeeGraceDays,
    siblingPercent: percentOf(row.siblingBasisPoints),
    staffChildPercent: percentOf(row.staffChildBasisPoints),
    particulars: row.particulars.map((x) => ({
      id: x.id,
      name: x.name,
      kind: x.kind,
      amountPaise: x.amountPaise,
      dueDate: x.dueDate,
      position: x.position,
    })),
    totalPaise: row.particulars.reduce(
      (sum, x) => sum + (x.kind === 'CHARGE' ? x.amountPaise : -x.amountPaise),
      0,
    ),
    assignedCount: row.assignedCount,
    paidInto: row.paidInto,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
