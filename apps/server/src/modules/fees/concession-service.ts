import { FEE_TEXTS, type FeeConcession, type FeeConcessionBody, percentOf } from '@shala/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { feeConcessions, feeStructures, userProfiles } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { syncStructureDues } from './structure-dues.js';
import { findStructure, particularsOf } from './structure-queries.js';
import { isAssigned } from './structure-service.js';

/**
 * Per-student concessions on a structure. The sibling and staff-child ones follow the
 * structure's rules (written when its dues are); a manual one is given here, with a reason, and
 * the student's dues follow at once.
 */

const student = alias(userProfiles, 'student');
const creator = alias(userProfiles, 'creator');

function concessionRows(db: Queryable) {
  return db
    .select({
      c: feeConcessions,
      structureName: feeStructures.name,
      classId: feeStructures.classId,
      studentName: sql<string>`${student.firstName} || ' ' || ${student.lastName}`,
      createdByName: sql<string | null>`${creator.firstName} || ' ' || ${creator.lastName}`,
    })
    .from(feeConcessions)
    .innerJoin(feeStructures, eq(feeStructures.id, feeConcessions.structureId))
    .innerJoin(student, eq(student.id, feeConcessions.profileId))
    .leftJoin(creator, eq(creator.id, feeConcessions.createdByProfileId));
}

type Row = Awaited<ReturnType<ReturnType<typeof concessionRows>['where']>>[number];

const toConcession = (r: Row): FeeConcession => ({
  id: r.c.id,
  structureId: r.c.structureId,
  structureName: r.structureName,
  classId: r.classId,
  userProfileId: r.c.profileId,
  studentName: r.studentName,
  kind: r.c.kind,
  percent: r.c.percentBasisPoints === null ? null : percentOf(r.c.percentBasisPoints),
  amountPaise: r.c.amountPaise,
  reason: r.c.reason,
  createdByName: r.createdByName,
  createdAt: r.c.createdAt.toISOString(),
});

/** Within the scope: a class's structures, or any of the institute's. */
const inScope = (scope: GroupScope) =>
  and(
    eq(feeConcessions.instituteId, scope.instituteId),
    scope.type === 'CLASS' ? eq(feeStructures.classId, scope.id) : undefined,
  );

/** GET fee/concession. */
export async function listConcessions(
  ctx: AppContext,
  scope: GroupScope,
  filter: { structureId?: string; userProfileId?: string },
): Promise<FeeConcession[]> {
  const rows = await concessionRows(ctx.db)
    .where(
      and(
        inScope(scope),
        filter.structureId ? eq(feeConcessions.structureId, filter.structureId) : undefined,
        filter.userProfileId ? eq(feeConcessions.profileId, filter.userProfileId) : undefined,
      ),
    )
    .orderBy(desc(feeConcessions.createdAt), feeConcessions.id);
  return rows.map(toConcession);
}

async function structureOf(db: Queryable, scope: GroupScope, structureId: string) {
  const row = await findStructure(db, scope.instituteId, structureId, true);
  if (!row || (scope.type === 'CLASS' && row.classId !== scope.id)) {
    throw notFound(FEE_TEXTS.structureNotFound);
  }
  return row;
}

const auditDetail = (r: Row) => ({
  classId: r.classId,
  structureId: r.c.structureId,
  name: r.structureName,
  kind: r.c.kind,
  percent: r.c.percentBasisPoints === null ? null : percentOf(r.c.percentBasisPoints),
  amountPaise: r.c.amountPaise,
  reason: r.c.reason,
});

/**
 * POST fee/concession: the student's manual concession on the structure (saving again replaces
 * it), its dues lowered at once; refused (409, nothing saved) when a due would fall below what
 * is paid into it.
 */
export async function saveConcession(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: FeeConcessionBody,
): Promise<FeeConcession> {
  return ctx.db.transaction(async (tx) => {
    const structure = await structureOf(tx, scope, body.structureId);
    if (!(await isAssigned(tx, structure.id, body.userProfileId))) {
      throw notFound(FEE_TEXTS.concessionNotAssigned);
    }
    const now = ctx.clock.now();
    const values = {
      percentBasisPoints: body.percent ?? null,
      amountPaise: body.amountPaise ?? null,
      reason: body.reason,
      createdByProfileId: caller.profileId,
      createdAt: now,
    };
    await tx
      .insert(feeConcessions)
      .values({
        instituteId: structure.instituteId,
        structureId: structure.id,
        profileId: body.userProfileId,
        kind: 'MANUAL',
        ...values,
      })
      .onConflictDoUpdate({
        target: [feeConcessions.structureId, feeConcessions.profileId, feeConcessions.kind],
        set: values,
      });
    await syncStructureDues(tx, {
      structure,
      particulars: await particularsOf(tx, [structure.id]),
      profileIds: [body.userProfileId],
      now,
    });
    const [row] = await concessionRows(tx).where(
      and(
        eq(feeConcessions.structureId, structure.id),
        eq(feeConcessions.profileId, body.userProfileId),
        eq(feeConcessions.kind, 'MANUAL'),
      ),
    );
    if (!row) throw new Error('concession not written');
    await recordAudit(tx, ctx, caller, {
      instituteId: structure.instituteId,
      action: 'feeConcession.saved',
      targetType: 'profile',
      targetId: body.userProfileId,
      detail: auditDetail(row),
    });
    return toConcession(row);
  });
}

/**
 * DELETE fee/concession/delete: a manual concession removed, the student's dues raised back.
 * A rule's concession goes only by changing the structure's rule.
 */
export async function deleteConcession(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await concessionRows(tx).where(and(inScope(scope), eq(feeConcessions.id, id)));
    if (!row) throw notFound(FEE_TEXTS.concessionNotFound);
    if (row.c.kind !== 'MANUAL') throw conflict(FEE_TEXTS.ruleConcession);
    const structure = await structureOf(tx, scope, row.c.structureId);
    await tx
      .delete(feeConcessions)
      .where(and(eq(feeConcessions.instituteId, scope.instituteId), eq(feeConcessions.id, id)));
    await syncStructureDues(tx, {
      structure,
      particulars: await particularsOf(tx, [structure.id]),
      profileIds: [row.c.profileId],
      now: ctx.clock.now(),
    });
    await recordAudit(tx, ctx, caller, {
      instituteId: structure.instituteId,
      action: 'feeConcession.deleted',
      targetType: 'profile',
      targetId: row.c.profileId,
      detail: auditDetail(row),
    });
  });
}
