import {
  type ExpenseKind,
  type ExpenseSettingsBody,
  type ExpenseSetup,
  EXPENSE_TEXTS as M,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import { conflict, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { approvalLimit } from './entry-service.js';
import { mayApprove, mayRecord } from './policy.js';
import { toCategoryView, toVendorView } from './presenters.js';
import {
  accountsWithOpenings,
  categoriesOf,
  categoryNameTaken,
  findCategory,
  findVendor,
  insertCategory,
  insertVendor,
  saveApprovalLimit,
  saveOpening,
  updateCategory,
  updateVendor,
  vendorNameTaken,
  vendorsOf,
} from './setup-queries.js';

/** GET /rest/expense/setup: what the forms choose from, the limit and openings, and the caller's rights. */
export async function expenseSetup(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
): Promise<ExpenseSetup> {
  const id = scope.instituteId;
  const [categories, vendors, accounts, limit] = await Promise.all([
    categoriesOf(ctx.db, id),
    vendorsOf(ctx.db, id),
    accountsWithOpenings(ctx.db, id),
    approvalLimit(ctx.db, id),
  ]);
  return {
    categories: categories.map(toCategoryView),
    vendors: vendors.map(toVendorView),
    accounts,
    approvalAbovePaise: limit,
    mayRecord: mayRecord(caller, scope),
    mayApprove: mayApprove(caller, scope),
  };
}

/** PUT /rest/expense/settings: the approval limit and the accounts' brought-forward balances. */
export async function saveSettings(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: ExpenseSettingsBody,
): Promise<void> {
  const id = scope.instituteId;
  await ctx.db.transaction(async (tx) => {
    const accounts = new Set((await accountsWithOpenings(tx, id)).map((a) => a.id));
    if (body.openings.some((o) => !accounts.has(o.financialAccountId))) {
      throw notFound(M.accountNotFound);
    }
    const now = ctx.clock.now();
    await saveApprovalLimit(tx, id, body.approvalAbovePaise, now);
    for (const o of body.openings) {
      await saveOpening(tx, { instituteId: id, ...o, now });
    }
    await recordAudit(tx, ctx, caller, {
      instituteId: id,
      action: 'expense.settingsChanged',
      targetType: 'group',
      targetId: id,
      detail: { approvalAbovePaise: body.approvalAbovePaise, openings: body.openings.length },
    });
  });
}

/** POST /rest/expense/category */
export async function createCategory(
  ctx: AppContext,
  scope: GroupScope,
  p: { kind: ExpenseKind; name: string },
): Promise<void> {
  const id = await insertCategory(ctx.db, {
    instituteId: scope.instituteId,
    ...p,
    now: ctx.clock.now(),
  });
  if (!id) throw conflict(M.categoryTaken);
}

/** PUT /rest/expense/category: renamed, disabled (its entries keep it) or enabled again. */
export async function changeCategory(
  ctx: AppContext,
  scope: GroupScope,
  p: { id: string; name: string; active: boolean },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const category = await findCategory(tx, scope.instituteId, p.id);
    if (!category) throw notFound(M.categoryNotFound);
    const taken = await categoryNameTaken(tx, {
      instituteId: scope.instituteId,
      kind: category.kind,
      name: p.name,
      exceptId: p.id,
    });
    if (taken) throw conflict(M.categoryTaken);
    await updateCategory(tx, scope.instituteId, p.id, { name: p.name, active: p.active });
  });
}

type VendorBody = { name: string; phone: string | null; gstin: string | null };

/** POST /rest/expense/vendor */
export async function createVendor(
  ctx: AppContext,
  scope: GroupScope,
  p: VendorBody,
): Promise<void> {
  const id = await insertVendor(ctx.db, {
    instituteId: scope.instituteId,
    ...p,
    now: ctx.clock.now(),
  });
  if (!id) throw conflict(M.vendorTaken);
}

/** PUT /rest/expense/vendor */
export async function changeVendor(
  ctx: AppContext,
  scope: GroupScope,
  p: VendorBody & { id: string; active: boolean },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await findVendor(tx, scope.instituteId, p.id))) throw notFound(M.vendorNotFound);
    const taken = await vendorNameTaken(tx, {
      instituteId: scope.instituteId,
      name: p.name,
      exceptId: p.id,
    });
    if (taken) throw conflict(M.vendorTaken);
    const { id, ...values } = p;
    await updateVendor(tx, scope.instituteId, id, values);
  });
}
