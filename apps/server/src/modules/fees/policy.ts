import { type Caller, type GroupScope, heldActions } from '../permissions/index.js';

/**
 * Who reads which dues, as small predicates. Staff who set fees (getFeeStructure) or record
 * payments (createPaymentRecord) read any student of the scope; everyone else only the students
 * whose data is theirs (people's one rule: their account's profiles and the children those look
 * after). A student the caller may not read is not found, as if there were none.
 */

/** Actions that let a caller read any student's dues in the scope. */
const DUES_READING_ACTIONS = ['getFeeStructure', 'createPaymentRecord'] as const;

/** Whether these held actions read any student's dues. */
export const readsAnyStudentWith = (held: ReadonlySet<string>): boolean =>
  DUES_READING_ACTIONS.some((action) => held.has(action));

/** Whether the caller reads any student's dues in the scope (staff). */
export const readsAnyStudent = (caller: Caller, scope: GroupScope): boolean =>
  readsAnyStudentWith(heldActions(caller, scope).held);
