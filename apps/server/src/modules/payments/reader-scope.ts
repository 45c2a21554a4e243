import type { Queryable } from '../../db/client.js';
import { ownPeopleOf } from '../people/index.js';
import { type Caller, classOfScope, type GroupScope } from '../permissions/index.js';
import { readsGroupPayments } from './policy.js';
import type { RecordScope } from './read-queries.js';

/** The records the caller reads from this group: the group's (staff), else their own people's. */
export async function readerScope(
  db: Queryable,
  caller: Caller,
  scope: GroupScope,
): Promise<RecordScope> {
  const classId = classOfScope(scope);
  if (readsGroupPayments(caller, scope)) return { instituteId: scope.instituteId, classId };
  return {
    instituteId: scope.instituteId,
    classId,
    profileIds: await ownPeopleOf(db, caller.accountId),
  };
}
