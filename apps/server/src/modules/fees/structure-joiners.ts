import {
  FEE_TEXTS,
  type FeeSettings,
  type FeeUnassignedStudent,
  formatDayMonthYear,
  type MidSessionJoinRule,
  type UnassignedReason,
} from '@shala/shared';
import { and, eq, min, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { feeAssignments, feeSettings } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { midSessionJoinRuleOf } from './joining.js';
import { findStructure } from './structure-queries.js';
import { todayOf } from './today.js';

/** The institute's fee settings (the mid-session join rule) and who a structure has left out. */

function instituteOf(scope: GroupScope): string {
  if (scope.type !== 'INSTITUTE') throw badRequest(FEE_TEXTS.group);
  return scope.instituteId;
}

/** GET fee/settings: the institute's (a class reads its institute's). */
export async function readFeeSettings(ctx: AppContext, scope: GroupScope): Promise<FeeSettings> {
  return { midSessionJoin: await midSessionJoinRuleOf(ctx.db, scope.instituteId) };
}

/** PUT fee/settings: the institute's mid-session join rule, for joins from now on. */
export async function saveFeeSettings(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  midSessionJoin: MidSessionJoinRule,
): Promise<FeeSettings> {
  const instituteId = instituteOf(scope);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const before = await midSessionJoinRuleOf(tx, instituteId);
    await tx
      .insert(feeSettings)
      .values({ instituteId, midSessionJoin, updatedAt: now })
      .onConflictDoUpdate({
        target: feeSettings.instituteId,
        set: { midSessionJoin, updatedAt: now },
      });
    await recordAudit(tx, ctx, caller, {
      instituteId,
      action: 'feeSettings.updated',
      targetType: 'institute',
      targetId: instituteId,
      detail: { from: before, to: midSessionJoin },
    });
  });
  return { midSessionJoin };
}

const WHY: Record<UnassignedReason, (joinedOn: string) => string> = {
  NOT_YET: () => FEE_TEXTS.notYet,
  JOINED_AFTER: (day) => FEE_TEXTS.joinedAfter(formatDayMonthYear(day)),
  CANCELLED: () => FEE_TEXTS.cancelledDues,
  LEFT_OUT: () => FEE_TEXTS.leftOut,
};

/**
 * GET fee/structure/unassigned: the class's students of the structure's session it is not
 * assigned to, by name, each with why: the structure is not assigned to anyone yet, they joined
 * the class after it was, their dues of it were cancelled, or they were left out.
 */
export async function unassignedStudents(
  ctx: AppContext,
  scope: GroupScope,
  id: string,
): Promise<FeeUnassignedStudent[]> {
  const structure = await findStructure(ctx.db, scope.instituteId, id);
  if (!structure || (scope.type === 'CLASS' && structure.classId !== scope.id)) {
    throw notFound(FEE_TEXTS.structureNotFound);
  }
  const [first] = await ctx.db
    .select({ at: min(feeAssignments.createdAt) })
    .from(feeAssignments)
    .where(
      and(
        eq(feeAssignments.structureId, structure.id),
        eq(feeAssignments.instituteId, structure.instituteId),
      ),
    );
  const firstAssigned = first?.at ?? null;
  const rows = await studentsLeftOut(ctx.db, structure);
  return rows.map((r) => {
    const joinedOn = todayOf(new Date(r.joined_at));
    const reason: UnassignedReason = !firstAssigned
      ? 'NOT_YET'
      : r.cancelled
        ? 'CANCELLED'
        : new Date(r.joined_at) > firstAssigned
          ? 'JOINED_AFTER'
          : 'LEFT_OUT';
    return {
      profileId: r.profile_id,
      fullName: r.full_name,
      joinedOn,
      reason,
      why: WHY[reason](joinedOn),
    };
  });
}

function studentsLeftOut(
  db: Queryable,
  s: { id: string; instituteId: string; classId: string; sessionId: string },
) {
  return selectRows<{
    profile_id: string;
    full_name: string;
    joined_at: string;
    cancelled: boolean;
  }>(
    db,
    sql`select m.profile_id, p.first_name || ' ' || p.last_name as full_name,
        min(m.created_at) as joined_at,
        exists (select 1 from student_dues d join fee_particulars fp on fp.id = d.source_id
          where d.profile_id = m.profile_id and d.source = 'STRUCTURE' and fp.structure_id = ${s.id}::uuid
            and d.institute_id = ${s.instituteId}::uuid and d.cancelled_at is not null) as cancelled
      from memberships m
      join roles r on r.id = m.role_id and r.builtin_key = 'STUDENT'
      join user_profiles p on p.id = m.profile_id
      where m.group_id = ${s.classId}::uuid and m.session_id = ${s.sessionId}::uuid
        and not exists (select 1 from fee_assignments a
          where a.structure_id = ${s.id}::uuid and a.profile_id = m.profile_id)
      group by m.profile_id, p.first_name, p.last_name
      order by p.first_name, p.last_name, m.profile_id`,
  );
}
