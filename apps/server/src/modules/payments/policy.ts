import { type Caller, type GroupScope, heldActions } from '../permissions/index.js';

/**
 * Who reads which payments, as small predicates. Staff holding getPaymentRecordForGroup read
 * every record of the group (a class's only, named from a class); everyone else reads those of
 * the people whose data is theirs (people's one rule: their account's profiles and the children
 * those look after; reader-scope.ts). What is not theirs is not found.
 */

export const readsGroupPayments = (caller: Caller, scope: GroupScope): boolean =>
  heldActions(caller, scope).held.has('getPaymentRecordForGroup');
