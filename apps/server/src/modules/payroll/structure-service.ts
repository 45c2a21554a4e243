import { PAYROLL_TEXTS as M, type SalaryComponent } from '@shala/shared';
import type { AppContext } from '../../context.js';
import { conflict, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { mayApprove, mayManage } from './policy.js';
import { toStructureView } from './presenters.js';
import {
  findStructure,
  insertStructure,
  structureNameTaken,
  structuresOf,
  updateStructure,
} from './structure-queries.js';

/** GET /rest/payroll/salary-structure */
export async function listStructures(ctx: AppContext, caller: Caller, scope: GroupScope) {
  const rows = await structuresOf(ctx.db, scope.instituteId);
  return {
    structures: rows.map((r) => toStructureView(r.structure, r.staff)),
    mayManage: mayManage(caller, scope),
    mayApprove: mayApprove(caller, scope),
  };
}

type StructureBody = { name: string; components: SalaryComponent[] };

/** POST /rest/payroll/salary-structure */
export async function createStructure(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: StructureBody,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const id = await insertStructure(tx, {
      instituteId: scope.instituteId,
      ...body,
      now: ctx.clock.now(),
    });
    if (!id) throw conflict(M.structureTaken);
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'payroll.structureSaved',
      targetType: 'salaryStructure',
      targetId: id,
      detail: { name: body.name },
    });
  });
}

/** PUT /rest/payroll/salary-structure: its name, components, or disabled (its staff keep it). */
export async function changeStructure(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: StructureBody & { id: string; active: boolean },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await findStructure(tx, scope.instituteId, body.id))) throw notFound(M.structureNotFound);
    const taken = await structureNameTaken(tx, {
      instituteId: scope.instituteId,
      name: body.name,
      exceptId: body.id,
    });
    if (taken) throw conflict(M.structureTaken);
    await updateStructure(tx, scope.instituteId, body.id, {
      name: body.name,
      components: body.components,
      active: body.active,
      updatedAt: ctx.clock.now(),
    });
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'payroll.structureSaved',
      targetType: 'salaryStructure',
      targetId: body.id,
      detail: { name: body.name },
    });
  });
}
