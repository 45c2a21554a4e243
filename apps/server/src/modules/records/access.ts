import { RECORD_TEXTS as M } from '@shala/shared';
import type { Queryable } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { isOwnPerson } from '../people/index.js';
import { type Caller, type GroupScope, heldActions } from '../permissions/index.js';
import { type PersonRow, personInInstitute } from './person-queries.js';
import { mayReadRecord, type RecordFacts } from './policy.js';

export type RecordSeen = { person: PersonRow; facts: RecordFacts };

/**
 * The person in the institute and what the caller is to them (policy.ts). Not found when they
 * are no member of the institute: another institute's people are invisible.
 */
export async function recordFacts(
  db: Queryable,
  caller: Caller,
  scope: GroupScope,
  profileId: string,
): Promise<RecordSeen> {
  const person = await personInInstitute(db, scope.instituteId, profileId);
  if (!person) throw notFound(M.notFound);
  const own = person.accountId === caller.accountId;
  const guardian = !own && (await isOwnPerson(db, caller.accountId, profileId));
  // Held where the person is: their class (which counts the institute's grants too), else the
  // institute itself.
  const where: GroupScope = person.classId
    ? { ...scope, id: person.classId, type: 'CLASS' }
    : { ...scope, id: scope.instituteId, type: 'INSTITUTE' };
  const { held } = heldActions(caller, where);
  const atInstitute = heldActions(caller, { ...scope, id: scope.instituteId, type: 'INSTITUTE' });
  return {
    person,
    facts: {
      own,
      guardian,
      readsDetails: held.has('getMemberDetails'),
      manages: held.has('manageMembers'),
      issues: atInstitute.heldAtInstitute.has('issueCertificate'),
    },
  };
}

/** recordFacts, refused unless the caller may read the record. */
export async function readableRecord(
  db: Queryable,
  caller: Caller,
  scope: GroupScope,
  profileId: string,
  refusal: string = M.refused,
): Promise<RecordSeen> {
  const seen = await recordFacts(db, caller, scope, profileId);
  if (!mayReadRecord(seen.facts)) throw forbidden(refusal);
  return seen;
}

export const fullName = (p: Pick<PersonRow, 'firstName' | 'lastName'>) =>
  `${p.firstName} ${p.lastName}`.trim();
