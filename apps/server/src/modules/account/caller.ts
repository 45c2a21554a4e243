import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors.js';
import type { AccountCaller } from './password-service.js';

/** The signed-in account, profile, session and address of a request, as account services take them. */
export function callerOf(request: FastifyRequest): AccountCaller {
  if (!request.auth) throw unauthorized();
  return {
    accountId: request.auth.account.id,
    profileId: request.auth.profileId,
    sessionIdHash: request.auth.sessionIdHash,
    ip: request.ip,
  };
}
