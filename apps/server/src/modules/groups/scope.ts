import { GROUP_MESSAGES } from '@shala/shared';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../http/access.js';
import { badRequest } from '../../lib/errors.js';
import type { GroupScope } from '../permissions/queries.js';
import { type Grantor, grantorIn } from '../roles/policy.js';

/** The group the guard found and checked. */
export function scopeOf(request: FastifyRequest): GroupScope {
  const scope = request.groupScope;
  if (!scope) throw new Error('group guard did not run');
  return scope;
}

/** The institute a management call acts on; a class where an institute is wanted is bad input. */
export function instituteScopeOf(request: FastifyRequest): GroupScope {
  const scope = scopeOf(request);
  if (scope.type !== 'INSTITUTE') throw badRequest(GROUP_MESSAGES.notAnInstitute);
  return scope;
}

/** Who asks and from where, for the audit record. */
export async function auditActor(request: FastifyRequest) {
  const actor = await actorOf(request);
  return { actorAccountId: actor.accountId, actorProfileId: actor.profileId, ip: request.ip };
}

/** The caller as a grantor in the group the guard checked: what it holds there. */
export async function grantorOf(request: FastifyRequest): Promise<Grantor> {
  return grantorIn(await actorOf(request), scopeOf(request));
}
