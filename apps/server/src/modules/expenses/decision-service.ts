import { type ExpenseEntryView, EXPENSE_TEXTS as M } from '@shala/shared';
import type { AppContext } from '../../context.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { announce } from '../notifications/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { lockEntry, updateEntry } from './entry-queries.js';
import { approvalLimit, viewEntry } from './entry-service.js';
import { tellRecorder } from './expense-notices.js';
import { mayApprove, mayReverse } from './policy.js';
import { voucherNo } from './presenters.js';

type Entry = NonNullable<Awaited<ReturnType<typeof lockEntry>>>;
const detailOf = (entry: Entry) => ({
  name: `${voucherNo(entry.kind, entry.voucherNumber)} ${entry.description}`,
  kind: entry.kind,
  amount: entry.amountPaise,
});

/**
 * PUT /rest/expense/record/decision: a pending expense approved (it counts in the day book from
 * its own date) or rejected (it never counts), by an approver who did not record it; its
 * recorder is told.
 */
export async function decideEntry(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  p: { id: string; approve: boolean; note: string | null },
): Promise<{ message: string; data: ExpenseEntryView }> {
  const raised = await ctx.db.transaction(async (tx) => {
    const entry = await lockEntry(tx, scope.instituteId, p.id);
    if (!entry) throw notFound(M.notFound);
    if (entry.status !== 'PENDING') throw conflict(M.notPending);
    if (!mayApprove(caller, scope)) throw forbidden();
    if (entry.createdByProfileId === caller.profileId) throw forbidden(M.ownEntry);
    const now = ctx.clock.now();
    const status = p.approve ? 'APPROVED' : 'REJECTED';
    await updateEntry(tx, scope.instituteId, entry.id, {
      status,
      decidedByProfileId: caller.profileId,
      decidedAt: now,
      decisionNote: p.note,
    });
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: p.approve ? 'expense.approved' : 'expense.rejected',
      targetType: 'expenseEntry',
      targetId: entry.id,
      detail: { ...detailOf(entry), note: p.note },
    });
    return tellRecorder(ctx, tx, caller, entry, p.approve ? 'approved' : 'rejected', p.note);
  });
  if (raised) await announce(ctx, [raised]);
  return {
    message: p.approve ? M.approved : M.rejected,
    data: await viewEntry(ctx, caller, scope, p.id),
  };
}

/**
 * PUT /rest/expense/record/reverse: an approved entry reversed with a reason. It stays in the
 * lists and the day book, marked, and counts in no balance (as a reverted payment); above the
 * approval limit only an approver may reverse it.
 */
export async function reverseEntry(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  p: { id: string; reason: string },
): Promise<{ message: string; data: ExpenseEntryView }> {
  const raised = await ctx.db.transaction(async (tx) => {
    const entry = await lockEntry(tx, scope.instituteId, p.id);
    if (!entry) throw notFound(M.notFound);
    if (entry.status !== 'APPROVED') throw conflict(M.notApproved);
    const limit = await approvalLimit(tx, scope.instituteId);
    if (!mayReverse(caller, scope, entry, limit)) throw forbidden(M.reverseNeedsApprover);
    await updateEntry(tx, scope.instituteId, entry.id, {
      status: 'REVERSED',
      reversedByProfileId: caller.profileId,
      reversedAt: ctx.clock.now(),
      reverseReason: p.reason,
    });
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'expense.reversed',
      targetType: 'expenseEntry',
      targetId: entry.id,
      detail: { ...detailOf(entry), reason: p.reason },
    });
    return tellRecorder(ctx, tx, caller, entry, 'reversed', `Reason: ${p.reason}`);
  });
  if (raised) await announce(ctx, [raised]);
  return { message: M.reversed, data: await viewEntry(ctx, caller, scope, p.id) };
}
