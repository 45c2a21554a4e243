import { GROUP_MESSAGES } from '@shala/shared';
import type { FastifyRequest } from 'fastify';
import { notFound, unauthorized } from '../lib/errors.js';
import {
  type Caller,
  type GroupScope,
  resolveCaller,
  selectedHeadersOf,
} from '../modules/permissions/index.js';
import { signedOf } from './access.js';
import type { RequestAuth } from './request-context.js';

/**
 * What a route handler reads of who calls and where: the signed-in session, the caller, and
 * the group the guard found and checked. One place builds each; handlers hand them on, and
 * services never see the request.
 */

/**
 * The signed-in session (its account and profiles) of a route the guard admitted as signed in:
 * enough for account-level calls, at no cost. Throws 401 if the guard let no session through.
 */
export function sessionOf(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * Who calls: the guard's caller, or, on signed-in routes that claimed nothing (so the guard had
 * no need to), resolved now from the session through the identity cache and kept for the call.
 */
export async function callerOf(request: FastifyRequest): Promise<Caller> {
  if (request.caller) return request.caller;
  const auth = sessionOf(request);
  request.caller = await resolveCaller(
    request.server.identity,
    signedOf(request, auth),
    selectedHeadersOf(request.headers),
  );
  return request.caller;
}

/** The group a group route acts on, as the guard found and checked it. */
export function groupOf(request: FastifyRequest): GroupScope {
  if (!request.groupScope) {
    throw new Error(`${request.method} ${request.routeOptions.url} declares no group access`);
  }
  return request.groupScope;
}

/**
 * The institute a route acts on: its group, which must be an institute itself. A class named
 * where an institute is wanted names no institute: 404, as an unknown one.
 */
export function instituteOf(request: FastifyRequest): GroupScope {
  const group = groupOf(request);
  if (group.type !== 'INSTITUTE') throw notFound(GROUP_MESSAGES.instituteNotFound);
  return group;
}
