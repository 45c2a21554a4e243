import {
  FEE_TEXTS,
  type FeeAssignBody,
  type FeeAssignResult,
  type FeeParticularInput,
  type FeeStructure,
  type FeeStructureBody,
  type FeeStructureUpdate,
} from '@shala/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { feeAssignments, feeParticulars, feeStructures } from '../../db/schema/index.js';
import { conflictOnUnique } from '../../db/unique-violation.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { type AcademicSessionRow, resolveSession } from '../academic/index.js';
import { recordAudit } from '../audit/index.js';
import { type Caller, classOfScope, type GroupScope } from '../permissions/index.js';
import { toFeeStructure } from './presenters.js';
import { syncStructureDues } from './structure-dues.js';
import {
  assignedProfiles,
  findStructure,
  type ParticularRow,
  particularsOf,
  type StructureRow,
  structuresWithParts,
} from './structure-queries.js';
import { studentsAmong, studentsOfClass } from './student-queries.js';

/** Fee structures of a class and session: written, edited, deleted and assigned here. */

/** GET fee/structure: a class's structures, or every class's of an institute. */
export async function listStructures(
  ctx: AppContext,
  scope: GroupScope,
  sessionId: string | undefined,
): Promise<FeeStructure[]> {
  const session = await resolveSession(ctx.db, scope, sessionId);
  const rows = await structuresWithParts(ctx.db, {
    instituteId: scope.instituteId,
    sessionId: session.id,
    classId: classOfScope(scope),
  });
  return rows.map(toFeeStructure);
}

/** The structure, if it is the scope's (a class's own, or any of an institute's). */
async function structureInScope(
  db: Queryable,
  scope: GroupScope,
  id: string,
  lock = false,
): Promise<StructureRow> {
  const row = await findStructure(db, scope.instituteId, id, lock);
  if (!row || (scope.type === 'CLASS' && row.classId !== scope.id)) {
    throw notFound(FEE_TEXTS.structureNotFound);
  }
  return row;
}

/** GET fee/structure/id. */
export async function getStructure(
  ctx: AppContext,
  scope: GroupScope,
  id: string,
): Promise<FeeStructure> {
  const row = await structureInScope(ctx.db, scope, id);
  const [full] = await structuresWithParts(ctx.db, {
    instituteId: scope.instituteId,
    sessionId: row.sessionId,
    id,
  });
  if (!full) throw notFound(FEE_TEXTS.structureNotFound);
  return toFeeStructure(full);
}

function classOf(scope: GroupScope): string {
  if (scope.type !== 'CLASS') throw badRequest(FEE_TEXTS.classGroup);
  return scope.id;
}

function checkDueDates(
  particulars: readonly FeeParticularInput[],
  session: AcademicSessionRow,
): void {
  for (const x of particulars) {
    if (x.dueDate < session.startDate || x.dueDate > session.endDate) {
      throw badRequest(FEE_TEXTS.dueDateOutsideSession(session.startDate, session.endDate));
    }
  }
}

const structureValues = (body: FeeStructureBody) => ({
  name: body.name,
  lateFeePaise: body.lateFeePaise,
  lateFeeGraceDays: body.lateFeeGraceDays,
  siblingBasisPoints: body.siblingPercent,
  staffChildBasisPoints: body.staffChildPercent,
});

/** A name taken in the class and session is a 409, not a 500. */
const namedOnce = conflictOnUnique('fee_structures_class_session_name_uq', FEE_TEXTS.nameTaken);

/** POST fee/structure: a class's structure for a session, with its particulars. */
export async function createStructure(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: FeeStructureBody,
): Promise<FeeStructure> {
  const classId = classOf(scope);
  const id = await ctx.db.transaction(async (tx) => {
    const session = await resolveSession(tx, scope, body.sessionId);
    checkDueDates(body.particulars, session);
    const now = ctx.clock.now();
    const [row] = await namedOnce(() =>
      tx
        .insert(feeStructures)
        .values({
          instituteId: scope.instituteId,
          classId,
          sessionId: session.id,
          ...structureValues(body),
          createdAt: now,
          updatedAt: now,
        })
        .returning(),
    );
    if (!row) throw new Error('fee structure not written');
    await tx.insert(feeParticulars).values(
      body.particulars.map((x, i) => ({
        instituteId: scope.instituteId,
        structureId: row.id,
        name: x.name,
        kind: x.kind,
        amountPaise: x.amountPaise,
        dueDate: x.dueDate,
        position: i + 1,
      })),
    );
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'feeStructure.created',
      targetType: 'feeStructure',
      targetId: row.id,
      detail: auditDetailOf(row, body.particulars),
    });
    return row.id;
  });
  return getStructure(ctx, scope, id);
}

const auditDetailOf = (
  row: StructureRow,
  particulars: readonly { amountPaise: number; kind: string }[],
) => ({
  classId: row.classId,
  sessionId: row.sessionId,
  name: row.name,
  particulars: particulars.length,
  totalPaise: particulars.reduce(
    (s, x) => s + (x.kind === 'CHARGE' ? x.amountPaise : -x.amountPaise),
    0,
  ),
});

/**
 * The edit's particulars matched to the structure's: by id when sent, else by name, so that a
 * form that sends no ids still keeps a particular's dues (and what is paid into them).
 */
function matchParticulars(
  existing: readonly ParticularRow[],
  sent: readonly FeeParticularInput[],
): (ParticularRow | undefined)[] {
  const free = new Map(existing.map((x) => [x.id, x]));
  const byId = sent.map((x) => {
    if (!x.id) return undefined;
    const found = free.get(x.id);
    if (!found) throw notFound(FEE_TEXTS.structureNotFound);
    free.delete(x.id);
    return found;
  });
  return sent.map((x, i) => {
    if (byId[i]) return byId[i];
    const named = [...free.values()].find((e) => e.name.toLowerCase() === x.name.toLowerCase());
    if (named) free.delete(named.id);
    return named;
  });
}

/**
 * PUT fee/structure: the structure and its particulars as sent, and the dues of every student
 * it is assigned to follow at once (unpaid ones change; a paid due is never dropped or lowered
 * below what is paid: 409, nothing changed).
 */
export async function updateStructure(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: FeeStructureUpdate,
): Promise<FeeStructure> {
  // The class or its institute: the structure stays in its class.
  await ctx.db.transaction(async (tx) => {
    const before = await structureInScope(tx, scope, body.id, true);
    if (body.sessionId !== before.sessionId) throw badRequest(FEE_TEXTS.session);
    const session = await resolveSession(tx, scope, before.sessionId);
    checkDueDates(body.particulars, session);
    const now = ctx.clock.now();
    const [row] = await namedOnce(() =>
      tx
        .update(feeStructures)
        .set({ ...structureValues(body), updatedAt: now })
        .where(
          and(eq(feeStructures.instituteId, scope.instituteId), eq(feeStructures.id, before.id)),
        )
        .returning(),
    );
    if (!row) throw notFound(FEE_TEXTS.structureNotFound);
    const existing = await particularsOf(tx, [row.id]);
    const matched = matchParticulars(existing, body.particulars);
    const kept = new Set(matched.filter((m) => m !== undefined).map((m) => m.id));
    const gone = existing.filter((x) => !kept.has(x.id)).map((x) => x.id);
    if (gone.length > 0) {
      await tx
        .delete(feeParticulars)
        .where(
          and(eq(feeParticulars.instituteId, row.instituteId), inArray(feeParticulars.id, gone)),
        );
    }
    for (const [i, x] of body.particulars.entries()) {
      const values = {
        name: x.name,
        kind: x.kind,
        amountPaise: x.amountPaise,
        dueDate: x.dueDate,
        position: i + 1,
      };
      const match = matched[i];
      if (match) {
        await tx
          .update(feeParticulars)
          .set(values)
          .where(
            and(eq(feeParticulars.instituteId, row.instituteId), eq(feeParticulars.id, match.id)),
          );
      } else {
        await tx
          .insert(feeParticulars)
          .values({ ...values, instituteId: row.instituteId, structureId: row.id });
      }
    }
    const particulars = await particularsOf(tx, [row.id]);
    await syncStructureDues(tx, {
      structure: row,
      particulars,
      profileIds: await assignedProfiles(tx, row.id),
      formerParticularIds: existing.map((x) => x.id),
      now,
    });
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'feeStructure.updated',
      targetType: 'feeStructure',
      targetId: row.id,
      detail: auditDetailOf(row, particulars),
    });
  });
  return getStructure(ctx, scope, body.id);
}

/** DELETE fee/structure/delete: refused once money is paid into its dues; unpaid ones cancelled. */
export async function deleteStructure(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await structureInScope(tx, scope, id, true);
    const particulars = await particularsOf(tx, [row.id]);
    const [full] = await structuresWithParts(tx, {
      instituteId: row.instituteId,
      sessionId: row.sessionId,
      id: row.id,
    });
    if (full?.paidInto) throw conflict(FEE_TEXTS.paidInto);
    await syncStructureDues(tx, {
      structure: row,
      particulars: [],
      profileIds: await assignedProfiles(tx, row.id),
      formerParticularIds: particulars.map((x) => x.id),
      now: ctx.clock.now(),
    });
    await tx
      .delete(feeStructures)
      .where(and(eq(feeStructures.instituteId, scope.instituteId), eq(feeStructures.id, row.id)));
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'feeStructure.deleted',
      targetType: 'feeStructure',
      targetId: row.id,
      detail: auditDetailOf(row, particulars),
    });
  });
}

/**
 * POST fee/structure/assign: the structure assigned to the class's students in its session (all,
 * or those chosen, who must be among them), their FEES dues written at once.
 */
export async function assignStructure(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: FeeAssignBody,
): Promise<FeeAssignResult> {
  return ctx.db.transaction(async (tx) => {
    const row = await structureInScope(tx, scope, body.id, true);
    const where = { instituteId: row.instituteId, classId: row.classId, sessionId: row.sessionId };
    const students = body.userProfileIds
      ? await studentsAmong(tx, { ...where, profileIds: body.userProfileIds })
      : await studentsOfClass(tx, where);
    if (body.userProfileIds && students.length !== new Set(body.userProfileIds).size) {
      throw notFound(FEE_TEXTS.studentNotFound);
    }
    if (students.length === 0) throw badRequest(FEE_TEXTS.noStudents);
    const now = ctx.clock.now();
    const profileIds = students.map((s) => s.profileId);
    await tx
      .insert(feeAssignments)
      .values(
        profileIds.map((profileId) => ({
          structureId: row.id,
          profileId,
          instituteId: row.instituteId,
          createdAt: now,
        })),
      )
      .onConflictDoNothing();
    const totals = await syncStructureDues(tx, {
      structure: row,
      particulars: await particularsOf(tx, [row.id]),
      profileIds,
      now,
    });
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'feeStructure.assigned',
      targetType: 'feeStructure',
      targetId: row.id,
      detail: {
        classId: row.classId,
        sessionId: row.sessionId,
        name: row.name,
        students: profileIds.length,
        ...totals,
      },
    });
    return {
      message: FEE_TEXTS.assigned(profileIds.length),
      assigned: profileIds.length,
      ...totals,
    };
  });
}

/** Is the student assigned the structure? (Manual concessions need it.) */
export async function isAssigned(db: Queryable, structureId: string, profileId: string) {
  const [row] = await db
    .select({ profileId: feeAssignments.profileId })
    .from(feeAssignments)
    .where(
      and(eq(feeAssignments.structureId, structureId), eq(feeAssignments.profileId, profileId)),
    )
    .limit(1);
  return row !== undefined;
}
