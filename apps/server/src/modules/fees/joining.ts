import {
  DEFAULT_MID_SESSION_JOIN_RULE,
  joiningAmount,
  joiningShares,
  type MidSessionJoinRule,
} from '@shala/shared';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  feeAssignments,
  feeSettings,
  feeStructures,
  studentDues,
  studentTransport,
  transportationCosts,
  transportStops,
} from '../../db/schema/index.js';
import { findSession } from '../academic/index.js';
import { replaceSourceDuesOfMany } from './dues-writes.js';
import { siblingsRejudged } from './sibling-dues.js';
import { cancelOrphanLateFees, syncStructuresDues } from './structure-dues.js';
import { particularsOf } from './structure-queries.js';

/**
 * A student joining a class (admitted, imported, added, moved in) owes the class's fee structures
 * of the session from the joining date, by the institute's mid-session join rule; one leaving it
 * (moved out) keeps what fell due while there and what is paid, and owes nothing later. Every
 * path a student joins by calls these in its own transaction; each call may be repeated.
 */

/** The institute's mid-session join rule (the default while it has chosen none). */
export async function midSessionJoinRuleOf(
  db: Queryable,
  instituteId: string,
): Promise<MidSessionJoinRule> {
  const [row] = await db
    .select({ rule: feeSettings.midSessionJoin })
    .from(feeSettings)
    .where(eq(feeSettings.instituteId, instituteId))
    .limit(1);
  return row?.rule ?? DEFAULT_MID_SESSION_JOIN_RULE;
}

export type JoiningStudent = {
  instituteId: string;
  classId: string;
  profileId: string;
  /** yyyy-mm-dd: the day the student joined the class. */
  joinedOn: string;
  /** The session of the membership (every path that joins a student knows it). */
  sessionId: string;
  /**
   * Moved in from another class of the session: the old class keeps the instalment running on
   * the move date (leaveClassFees), so the new class's fees start at its next instalment, whatever
   * the institute's rule for new joiners; pro rata here would charge those days twice.
   */
  movedIn?: boolean;
  now: Date;
};

/**
 * The class's fee structures of the session assigned to the joining student (their dues written
 * by the join rule), and their transport plan's dues if they ride and owe none yet. Assigned
 * already: the assignment (and its joining date) is kept and its dues made again, nothing added
 * twice.
 */
export async function assignJoiningStudentFees(
  tx: Queryable,
  p: JoiningStudent,
): Promise<{ structures: number }> {
  const session = await findSession(tx, p.instituteId, p.sessionId);
  if (!session) return { structures: 0 };
  const rule = p.movedIn ? 'NEXT_INSTALMENT' : await midSessionJoinRuleOf(tx, p.instituteId);
  const joinedMidSession = p.joinedOn > session.startDate;
  const structures = await tx
    .select()
    .from(feeStructures)
    .where(
      and(
        eq(feeStructures.instituteId, p.instituteId),
        eq(feeStructures.classId, p.classId),
        eq(feeStructures.sessionId, session.id),
      ),
    )
    .orderBy(asc(feeStructures.name))
    .for('update');
  if (structures.length > 0) {
    await tx
      .insert(feeAssignments)
      .values(
        structures.map((structure) => ({
          structureId: structure.id,
          profileId: p.profileId,
          instituteId: p.instituteId,
          joinedOn: joinedMidSession ? p.joinedOn : null,
          joinRule: joinedMidSession ? rule : null,
          createdAt: p.now,
        })),
      )
      .onConflictDoNothing();
  }
  await syncStructuresDues(
    tx,
    structures.map((structure) => ({ structure, profileIds: [p.profileId] })),
    { now: p.now },
  );
  await riderJoins(tx, p, session, rule);
  await siblingsRejudged(tx, p);
  return { structures: structures.length };
}

/**
 * The student leaves the class (moved to another): the structures are taken off them, and of
 * their dues those falling due after the day they leave and not paid into are cancelled; what
 * fell due while they were there, and whatever is paid into, stays.
 */
export async function leaveClassFees(
  tx: Queryable,
  p: {
    instituteId: string;
    classId: string;
    profileId: string;
    leftOn: string;
    sessionId: string;
    now: Date;
  },
): Promise<{ cancelled: number }> {
  const assigned = await tx
    .select({ structureId: feeAssignments.structureId })
    .from(feeAssignments)
    .innerJoin(feeStructures, eq(feeStructures.id, feeAssignments.structureId))
    .where(
      and(
        eq(feeAssignments.instituteId, p.instituteId),
        eq(feeAssignments.profileId, p.profileId),
        eq(feeStructures.classId, p.classId),
        eq(feeStructures.sessionId, p.sessionId),
      ),
    );
  const structureIds = assigned.map((a) => a.structureId);
  if (structureIds.length === 0) return { cancelled: 0 };
  const particularIds = (await particularsOf(tx, structureIds)).map((x) => x.id);
  const cancelled =
    particularIds.length === 0
      ? []
      : await tx
          .update(studentDues)
          .set({ cancelledAt: p.now, updatedAt: p.now })
          .where(
            and(
              eq(studentDues.instituteId, p.instituteId),
              eq(studentDues.profileId, p.profileId),
              eq(studentDues.source, 'STRUCTURE'),
              inArray(studentDues.sourceId, particularIds),
              gt(studentDues.dueDate, p.leftOn),
              isNull(studentDues.cancelledAt),
              isNull(studentDues.carriedOverAt),
              sql`${studentDues.paidPaise} + ${studentDues.discountPaise} = 0`,
            ),
          )
          .returning({ id: studentDues.id });
  await cancelOrphanLateFees(tx, p.instituteId, [p.profileId], p.now);
  await tx
    .delete(feeAssignments)
    .where(
      and(
        eq(feeAssignments.instituteId, p.instituteId),
        eq(feeAssignments.profileId, p.profileId),
        inArray(feeAssignments.structureId, structureIds),
      ),
    );
  return { cancelled: cancelled.length };
}

/**
 * The joiner's transport plan of the session, if any: it follows them to the class, and when
 * they owe nothing of it yet they owe its instalments from the joining date by the same rule.
 */
async function riderJoins(
  tx: Queryable,
  p: JoiningStudent,
  session: { startDate: string; endDate: string },
  rule: MidSessionJoinRule,
): Promise<void> {
  const [plan] = await tx
    .select({
      id: studentTransport.id,
      stopId: studentTransport.stopId,
      stopName: transportStops.name,
    })
    .from(studentTransport)
    .innerJoin(transportStops, eq(transportStops.id, studentTransport.stopId))
    .where(
      and(
        eq(studentTransport.instituteId, p.instituteId),
        eq(studentTransport.profileId, p.profileId),
        eq(studentTransport.sessionId, p.sessionId),
      ),
    )
    .limit(1)
    .for('update');
  if (!plan) return;
  await tx
    .update(studentTransport)
    .set({ classId: p.classId })
    .where(and(eq(studentTransport.instituteId, p.instituteId), eq(studentTransport.id, plan.id)));
  const live = await tx
    .update(studentDues)
    .set({ classId: p.classId })
    .where(
      and(
        eq(studentDues.instituteId, p.instituteId),
        eq(studentDues.profileId, p.profileId),
        eq(studentDues.sessionId, p.sessionId),
        eq(studentDues.source, 'TRANSPORT'),
        isNull(studentDues.cancelledAt),
        isNull(studentDues.carriedOverAt),
      ),
    )
    .returning({ id: studentDues.id });
  if (live.length > 0) return;
  const costs = await tx
    .select()
    .from(transportationCosts)
    .where(
      and(
        eq(transportationCosts.instituteId, p.instituteId),
        eq(transportationCosts.stopId, plan.stopId),
        eq(transportationCosts.sessionId, p.sessionId),
      ),
    )
    .orderBy(asc(transportationCosts.dueDate), asc(transportationCosts.name));
  const shares = joiningShares(costs, {
    rule,
    joinedOn: p.joinedOn,
    sessionStart: session.startDate,
    sessionEnd: session.endDate,
  });
  await replaceSourceDuesOfMany(tx, [
    {
      instituteId: p.instituteId,
      classId: p.classId,
      sessionId: p.sessionId,
      profileId: p.profileId,
      recordType: 'TRANSPORTATION_FEES',
      source: 'TRANSPORT',
      rows: costs.map((c, position) => ({
        sourceId: c.id,
        particular: `${c.name} (${plan.stopName})`,
        kind: 'CHARGE' as const,
        dueDate: c.dueDate,
        position,
        amountPaise: joiningAmount(c.amountPaise, shares[position] ?? 1),
        concessionPaise: 0,
      })),
      now: p.now,
    },
  ]);
}
