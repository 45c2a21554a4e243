import type { ExpenseStatus } from '@shala/shared';
import { type Caller, type GroupScope, heldActions } from '../permissions/index.js';

/**
 * Who may do what with the day book, as small predicates (who may call each route is declared
 * on the route: getExpenseRecord to read, createExpenseRecord to record, approveExpenseRecord to
 * approve and to set the limit and openings). The accountant records; above the institute's
 * limit an expense waits for one who approves (the principal), who may not approve their own.
 */

const atInstitute = (scope: GroupScope): GroupScope => ({
  ...scope,
  id: scope.instituteId,
  type: 'INSTITUTE',
});

export const mayRecord = (caller: Caller, scope: GroupScope): boolean =>
  heldActions(caller, atInstitute(scope)).held.has('createExpenseRecord');

export const mayApprove = (caller: Caller, scope: GroupScope): boolean =>
  heldActions(caller, atInstitute(scope)).held.has('approveExpenseRecord');

/** Needs approval: an expense above the limit recorded by one who does not approve. */
export const needsApproval = (
  entry: { kind: 'INCOME' | 'EXPENSE'; amountPaise: number },
  limit: number,
  approves: boolean,
): boolean => entry.kind === 'EXPENSE' && entry.amountPaise > limit && !approves;

type Entry = { status: ExpenseStatus; amountPaise: number; createdByProfileId: string | null };

/** Approve or reject: a pending entry, by an approver who did not record it. */
export const mayDecide = (caller: Caller, scope: GroupScope, entry: Entry): boolean =>
  entry.status === 'PENDING' &&
  mayApprove(caller, scope) &&
  entry.createdByProfileId !== caller.profileId;

/** Reverse: an approved entry; above the limit, only one who approves. */
export const mayReverse = (
  caller: Caller,
  scope: GroupScope,
  entry: Entry,
  limit: number,
): boolean =>
  entry.status === 'APPROVED' &&
  (mayApprove(caller, scope) || (mayRecord(caller, scope) && entry.amountPaise <= limit));
