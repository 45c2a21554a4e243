import type { GroupAction } from '@shala/shared';
import { type Caller, type GroupScope, heldActions } from '../../permissions/index.js';

/**
 * Who may see and change which bank questions, as small predicates. A class reads its own bank
 * and its institute's (its teachers may use those in exams); an institute reads its own. A
 * question is changed in its own group: one of the institute's bank, read from a class, changes
 * only for those who hold the action at the institute.
 */

type BankRecord = { instituteId: string; groupId: string };

/** The banks a group reads: a class's own and its institute's; an institute's own. */
export const banksReadFrom = (scope: GroupScope): string[] =>
  scope.type === 'CLASS' ? [scope.id, scope.instituteId] : [scope.id];

/** The record (a question or an option) is in a bank the group reads; else it is not found. */
export const isReadableFrom = (scope: GroupScope, record: BankRecord): boolean =>
  record.instituteId === scope.instituteId && banksReadFrom(scope).includes(record.groupId);

/** Does the caller hold the action in the institute itself (not only in one of its classes)? */
export function holdsAtInstitute(caller: Caller, scope: GroupScope, action: GroupAction): boolean {
  const institute: GroupScope = { ...scope, id: scope.instituteId, type: 'INSTITUTE' };
  return heldActions(caller, institute).held.has(action);
}

/** Does the caller hold the action in the group the call names? */
export const holdsInGroup = (caller: Caller, scope: GroupScope, action: GroupAction): boolean =>
  heldActions(caller, scope).held.has(action);

/**
 * May the caller do `action` (the guard checked it in the group) to a record it can read from
 * the group: always in the record's own group; for the institute's bank, only at the institute.
 */
export function mayChangeRecord(
  caller: Caller,
  scope: GroupScope,
  record: BankRecord,
  action: GroupAction,
): boolean {
  if (!isReadableFrom(scope, record)) return false;
  return record.groupId === scope.id || holdsAtInstitute(caller, scope, action);
}
