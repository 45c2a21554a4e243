import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../http/access.js';
import { notFound } from '../../lib/errors.js';
import type { Actor } from './session-service.js';

/** The institute a write acts on: the route's group, which must be an institute itself. */
export function instituteIdOf(request: FastifyRequest, message = 'This institute does not exist.') {
  const scope = request.groupScope;
  if (!scope) throw new Error('group guard did not run');
  if (scope.type !== 'INSTITUTE') throw notFound(message);
  return scope.id;
}

/** Who asks, for the audit record. */
export async function auditActorOf(request: FastifyRequest): Promise<Actor> {
  const actor = await actorOf(request);
  return { actorAccountId: actor.accountId, actorProfileId: actor.profileId, ip: request.ip };
}
