import { formatRupees } from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import type { expenseEntries } from '../../db/schema/index.js';
import { holdersOf, type Raised, raiseNotification } from '../notifications/index.js';
import type { Caller } from '../permissions/index.js';
import { voucherNo } from './presenters.js';

/**
 * Who hears of an entry (issue 25 §1): those who approve expenses when one waits for them, and
 * its recorder when it is approved, rejected or reversed by someone else. Each opens the day book
 * on the entry (the spec's click target `expense/day-book/{groupId}`).
 */

type Entry = typeof expenseEntries.$inferSelect;

const targetOf = (entry: Entry) => `/expense/day-book/${entry.instituteId}?entry=${entry.id}`;
const about = (entry: Entry) =>
  `${voucherNo(entry.kind, entry.voucherNumber)}, ${formatRupees(entry.amountPaise)}: ${entry.description}`;

/** An expense above the limit: every approver but its recorder is asked. */
export async function tellApprovers(
  ctx: AppContext,
  tx: Tx,
  caller: Caller,
  entry: Entry,
): Promise<Raised> {
  const approvers = await holdersOf(tx, entry.instituteId, 'approveExpenseRecord');
  return raiseNotification(ctx, tx, {
    kind: 'expense.pending',
    profileIds: approvers.filter((id) => id !== caller.profileId),
    instituteId: entry.instituteId,
    groupId: entry.instituteId,
    title: `Expense awaiting approval: ${voucherNo(entry.kind, entry.voucherNumber)}`,
    message: `${about(entry)}. Dated ${entry.entryDate}.`,
    target: targetOf(entry),
    featureId: entry.id,
    featureAction: 'EXPENSE_PENDING',
  });
}

/** Approved, rejected or reversed: its recorder is told, unless they did it themselves. */
export async function tellRecorder(
  ctx: AppContext,
  tx: Tx,
  caller: Caller,
  entry: Entry,
  what: 'approved' | 'rejected' | 'reversed',
  words: string | null,
): Promise<Raised | null> {
  const recorder = entry.createdByProfileId;
  if (!recorder || recorder === caller.profileId) return null;
  const title = {
    approved: 'Expense approved',
    rejected: 'Expense rejected',
    reversed: 'Entry reversed',
  }[what];
  return raiseNotification(ctx, tx, {
    kind: what === 'reversed' ? 'expense.reversed' : 'expense.decided',
    profileIds: [recorder],
    instituteId: entry.instituteId,
    groupId: entry.instituteId,
    title: `${title}: ${voucherNo(entry.kind, entry.voucherNumber)}`,
    message: `${about(entry)}.${words ? ` ${words}` : ''}`,
    target: targetOf(entry),
    featureId: entry.id,
    featureAction: `EXPENSE_${what.toUpperCase()}`,
  });
}
