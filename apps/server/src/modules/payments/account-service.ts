import {
  type FinancialAccountBody,
  type FinancialAccountUpdate,
  type FinancialAccountView,
  PAYMENT_TEXTS,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { conflictOnUnique } from '../../db/unique-violation.js';
import { notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { toAccount } from './account-presenters.js';
import {
  type AccountRow,
  accountsOfInstitute,
  findAccount,
  insertAccount,
  updateAccount,
} from './account-queries.js';

/**
 * Financial accounts (spec §3): where an institute's money goes and the mediums (spec §9's
 * payment methods) each accepts. A payment names one, of its own institute, active, accepting
 * the payment's medium. Accounts are disabled, never deleted: payments keep naming them.
 */

/** GET /rest/finance/account: the institute's accounts (from a class too), disabled ones last. */
export async function listAccounts(
  ctx: AppContext,
  scope: GroupScope,
): Promise<FinancialAccountView[]> {
  const rows = await accountsOfInstitute(ctx.db, scope.instituteId);
  return rows.sort((a, b) => Number(b.active) - Number(a.active)).map(toAccount);
}

/** A unique (institute, name) clash is a 409 with words, not a 500. */
const named = conflictOnUnique(
  'financial_accounts_institute_name_uq',
  PAYMENT_TEXTS.accountNameTaken,
);

const auditDetail = (row: AccountRow) => ({
  name: row.accountName,
  acceptanceMediums: [...row.acceptanceMediums],
});

async function audited(
  tx: Tx,
  ctx: AppContext,
  caller: Caller,
  action: 'financialAccount.created' | 'financialAccount.updated' | 'financialAccount.disabled',
  row: AccountRow,
) {
  await recordAudit(tx, ctx, caller, {
    instituteId: row.instituteId,
    action,
    targetType: 'financialAccount',
    targetId: row.id,
    detail: auditDetail(row),
  });
}

/** POST /rest/finance/account. */
export async function createAccount(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: FinancialAccountBody,
): Promise<FinancialAccountView> {
  const row = await named(() =>
    ctx.db.transaction(async (tx) => {
      const inserted = await insertAccount(tx, {
        instituteId: scope.instituteId,
        accountName: body.accountName,
        acceptanceMediums: body.acceptanceMediums,
        bankName: body.bankName,
        createdAt: ctx.clock.now(),
      });
      await audited(tx, ctx, caller, 'financialAccount.created', inserted);
      return inserted;
    }),
  );
  return toAccount(row);
}

/** PUT /rest/finance/account: name, mediums and bank; a disabled account comes back active. */
export async function changeAccount(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: FinancialAccountUpdate,
): Promise<FinancialAccountView> {
  const row = await named(() =>
    ctx.db.transaction(async (tx) => {
      const updated = await updateAccount(tx, scope.instituteId, body.id, {
        accountName: body.accountName,
        acceptanceMediums: body.acceptanceMediums,
        bankName: body.bankName,
        active: true,
      });
      if (!updated) throw notFound(PAYMENT_TEXTS.accountNotFound);
      await audited(tx, ctx, caller, 'financialAccount.updated', updated);
      return updated;
    }),
  );
  return toAccount(row);
}

/** DELETE /rest/finance/account/disable: no new payments into it; its history stays. */
export async function disableAccount(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
): Promise<FinancialAccountView> {
  const row = await ctx.db.transaction(async (tx) => {
    const found = await findAccount(tx, scope.instituteId, id);
    if (!found) throw notFound(PAYMENT_TEXTS.accountNotFound);
    if (!found.active) return found;
    const updated = (await updateAccount(tx, scope.instituteId, id, { active: false })) ?? found;
    await audited(tx, ctx, caller, 'financialAccount.disabled', updated);
    return updated;
  });
  return toAccount(row);
}
