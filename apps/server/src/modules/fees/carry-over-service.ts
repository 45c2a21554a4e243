import { FEE_TEXTS, type FeeCarryOverResult } from '@shala/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { chunks } from '../../db/chunks.js';
import { studentDues } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import { resolveSession } from '../academic/index.js';
import { recordAudit } from '../audit/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { studentsAmong } from './student-queries.js';

/**
 * POST fee/carry-over: what is left unpaid of one session's charges becomes CARRY_OVER dues of
 * a later session (previousCarryOver, due on its first day, in the student's class there). The
 * old due keeps what was paid into it and is marked carried, so it is owed in one place only;
 * carrying again moves nothing twice. A student with no class in the later session keeps the
 * old dues as they are (counted as skipped).
 */
export async function carryOver(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: { fromSessionId: string; toSessionId: string },
): Promise<FeeCarryOverResult> {
  if (scope.type !== 'INSTITUTE') throw badRequest(FEE_TEXTS.group);
  return ctx.db.transaction(async (tx) => {
    const from = await resolveSession(tx, scope, body.fromSessionId);
    const to = await resolveSession(tx, scope, body.toSessionId);
    if (from.startDate >= to.startDate) throw badRequest(FEE_TEXTS.carrySessions);
    const unpaid = await tx
      .select()
      .from(studentDues)
      .where(
        and(
          eq(studentDues.instituteId, scope.instituteId),
          eq(studentDues.sessionId, from.id),
          eq(studentDues.kind, 'CHARGE'),
          isNull(studentDues.cancelledAt),
          isNull(studentDues.carriedOverAt),
          sql`${studentDues.paidPaise} + ${studentDues.discountPaise} < ${studentDues.amountPaise}`,
        ),
      )
      .orderBy(asc(studentDues.id))
      .for('update');
    const profileIds = [...new Set(unpaid.map((d) => d.profileId))];
    const classes = new Map(
      (
        await studentsAmong(tx, { instituteId: scope.instituteId, sessionId: to.id, profileIds })
      ).map((s) => [s.profileId, s.classId]),
    );
    const now = ctx.clock.now();
    const moving = unpaid.filter((d) => classes.has(d.profileId));
    const rows = moving.map((d) => ({
      instituteId: d.instituteId,
      classId: classes.get(d.profileId) as string,
      sessionId: to.id,
      profileId: d.profileId,
      recordType: d.recordType,
      source: 'CARRY_OVER' as const,
      sourceId: d.id,
      particular: d.previousCarryOver ? d.particular : `${d.particular} (${from.name})`,
      kind: 'CHARGE' as const,
      dueDate: to.startDate,
      position: 0,
      amountPaise: d.amountPaise - d.paidPaise - d.discountPaise,
      previousCarryOver: true,
      createdAt: now,
      updatedAt: now,
    }));
    for (const slice of chunks(rows)) await tx.insert(studentDues).values(slice);
    for (const slice of chunks(
      moving.map((d) => d.id),
      5000,
    )) {
      await tx
        .update(studentDues)
        .set({ carriedOverAt: now, updatedAt: now })
        .where(and(eq(studentDues.instituteId, scope.instituteId), inArray(studentDues.id, slice)));
    }
    const students = new Set(moving.map((d) => d.profileId)).size;
    const result = {
      carried: moving.length,
      students,
      skippedStudents: profileIds.length - students,
    };
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'fee.carriedOver',
      targetType: 'session',
      targetId: to.id,
      detail: {
        fromSessionId: from.id,
        toSessionId: to.id,
        fromSessionName: from.name,
        toSessionName: to.name,
        ...result,
      },
    });
    return { message: FEE_TEXTS.carriedOver(result.carried, students), ...result };
  });
}
