import { type EmploymentBody, type EmploymentView, PAYROLL_TEXTS as M } from '@shala/shared';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { staffOf } from '../attendance/index.js';
import { recordAudit } from '../audit/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { employmentsOf, findStructure, saveEmployment } from './structure-queries.js';

/** GET /rest/payroll/employment: the institute's staff, each with their details or none yet. */
export async function listEmployment(
  ctx: AppContext,
  scope: GroupScope,
): Promise<{ staff: EmploymentView[] }> {
  const [staff, employments] = await Promise.all([
    staffOf(ctx.db, scope.instituteId),
    employmentsOf(ctx.db, scope.instituteId),
  ]);
  const of = new Map(employments.map((e) => [e.employment.profileId, e]));
  const roles = new Map<string, { name: string; roles: string[] }>();
  for (const s of staff) {
    const entry = roles.get(s.profileId) ?? { name: s.name, roles: [] };
    entry.roles.push(s.role);
    roles.set(s.profileId, entry);
  }
  return {
    staff: [...roles.entries()]
      .map(([profileId, s]) => {
        const found = of.get(profileId);
        const e = found?.employment;
        return {
          profileId,
          name: s.name,
          roleNames: s.roles,
          employment: e
            ? {
                structureId: e.structureId,
                structureName: found.structure.name,
                designation: e.designation,
                joiningDate: e.joiningDate,
                basicPaise: e.basicPaise,
                bankName: e.bankName,
                bankAccount: e.bankAccount,
                ifsc: e.ifsc,
                pan: e.pan,
                uan: e.uan,
                pfApplies: e.pfApplies,
                ptState: e.ptState,
                tdsPaise: e.tdsPaise,
                active: e.active,
              }
            : null,
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** PUT /rest/payroll/employment: one staff member's details, made or changed. */
export async function saveEmploymentOf(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: EmploymentBody,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const staff = (await staffOf(tx, scope.instituteId)).find(
      (s) => s.profileId === body.profileId,
    );
    if (!staff) throw notFound(M.notStaff);
    if (!(await findStructure(tx, scope.instituteId, body.structureId))) {
      throw notFound(M.structureNotFound);
    }
    const { groupId: _, profileId, ...values } = body;
    await saveEmployment(tx, scope.instituteId, profileId, {
      ...values,
      updatedAt: ctx.clock.now(),
    });
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'payroll.employmentSaved',
      targetType: 'profile',
      targetId: profileId,
      detail: { name: staff.name, designation: body.designation },
    });
  });
}
