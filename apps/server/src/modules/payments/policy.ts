import type { Queryable } from '../../db/client.js';
import { type Caller, type GroupScope, heldActions } from '../permissions/index.js';
import { childrenOf, profilesOfAccountIds, type RecordScope } from './read-queries.js';

/**
 * Who reads which payments, as small predicates. Staff holding getPaymentRecordForGroup read
 * every record of the group (a class's only, named from a class); everyone else reads their
 * own and their children's (a student, a parent through guardian links or linked profiles of
 * their account). What is not theirs is not found.
 */

export const readsGroupPayments = (caller: Caller, scope: GroupScope): boolean =>
  heldActions(caller, scope).held.has('getPaymentRecordForGroup');

/** The students whose payments are the caller's own: itself, its children, its account's. */
export async function ownStudents(db: Queryable, caller: Caller): Promise<string[]> {
  // One after another: `db` may be a transaction, whose connection runs one statement at a time.
  const children = await childrenOf(db, caller.profileId);
  const linked = await profilesOfAccountIds(db, caller.accountId);
  return [...new Set([caller.profileId, ...children, ...linked])];
}

/** The records the caller reads from this group. */
export async function readerScope(
  db: Queryable,
  caller: Caller,
  scope: GroupScope,
): Promise<RecordScope> {
  const classId = scope.type === 'CLASS' ? scope.id : undefined;
  if (readsGroupPayments(caller, scope)) return { instituteId: scope.instituteId, classId };
  return { instituteId: scope.instituteId, classId, profileIds: await ownStudents(db, caller) };
}
