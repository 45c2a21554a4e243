import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { feeAssignments, feeStructures } from '../../db/schema/index.js';
import { syncStructuresDues } from './structure-dues.js';
import type { StructureRow } from './structure-queries.js';
import { siblingsOf } from './student-queries.js';

/**
 * A student joined: their brothers and sisters already in the institute have a sibling now, so
 * the sibling rule of their structures (those giving one) is judged again, lowering what they
 * still owe. What they paid stays as paid (keepSettled): a concession never takes money back.
 */
export async function siblingsRejudged(
  tx: Queryable,
  p: { instituteId: string; sessionId: string; profileId: string; now: Date },
): Promise<void> {
  const siblings = await siblingsOf(tx, p);
  if (siblings.length === 0) return;
  const assigned = await tx
    .select({ structure: feeStructures, profileId: feeAssignments.profileId })
    .from(feeAssignments)
    .innerJoin(feeStructures, eq(feeStructures.id, feeAssignments.structureId))
    .where(
      and(
        eq(feeAssignments.instituteId, p.instituteId),
        inArray(feeAssignments.profileId, siblings),
        eq(feeStructures.sessionId, p.sessionId),
        gt(feeStructures.siblingBasisPoints, 0),
      ),
    )
    .orderBy(asc(feeStructures.id))
    .for('update', { of: feeStructures });
  const byStructure = new Map<string, { structure: StructureRow; profileIds: string[] }>();
  for (const { structure, profileId } of assigned) {
    const entry = byStructure.get(structure.id) ?? { structure, profileIds: [] };
    entry.profileIds.push(profileId);
    byStructure.set(structure.id, entry);
  }
  await syncStructuresDues(tx, [...byStructure.values()], { now: p.now, keepSettled: true });
}
