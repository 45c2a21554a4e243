import { type GroupAction, MESSAGES, type UserAction } from '@shala/shared';
import { forbidden, notFound } from '../../lib/errors.js';
import { type Caller, resolveCaller, type SelectedHeaders, type SignedSession } from './caller.js';
import type { IdentityCache } from './identity-cache.js';
import type { GroupScope } from './queries.js';
import { canAsUser, canInScope, needsVerification } from './service.js';

/** What a call asks to do: the HTTP guard, the live channel and jobs ask in the same words. */
export type Demand =
  | { kind: 'signedIn' }
  | { kind: 'superAdmin' }
  | { kind: 'user'; action: UserAction }
  /** `groupId` as the caller named it (undefined when it named none or no id). */
  | { kind: 'group'; action: GroupAction; groupId: string | undefined };

/** A signed-in account, as its session tells it. */
export type Signed = SignedSession & { accountRole: string };

export const ACCESS_MESSAGES = {
  noGroup: 'Please choose a group.',
  groupNotFound: 'This group does not exist.',
} as const;

/**
 * The one decision: may this signed-in account, acting as it selected, do what it asks? Throws
 * 403 or 404 (another institute's groups do not exist for it); answers the caller and,
 * for a group, the group's scope. Reads through the identity cache, so no query when warm.
 */
export async function authorize(
  identity: IdentityCache,
  signed: Signed,
  selected: SelectedHeaders,
  demand: Demand,
): Promise<{ caller: Caller | null; scope: GroupScope | null }> {
  if (demand.kind === 'superAdmin' && signed.accountRole !== 'ROLE_SUPER_ADMIN') throw forbidden();
  const claimsSomething = Object.values(selected).some((v) => v !== undefined);
  // Plain signed-in calls (/rest/auth/me on every page load) need no acting profile unless
  // they claim one.
  if ((demand.kind === 'signedIn' || demand.kind === 'superAdmin') && !claimsSomething) {
    return { caller: null, scope: null };
  }
  const caller = await resolveCaller(identity, signed, selected);
  // An unverified profile asking for more than the default actions hears why (spec §5).
  const refuse = (action: string) =>
    forbidden(needsVerification(caller, action) ? MESSAGES.verifyAccount : undefined);
  if (demand.kind === 'user') {
    if (!canAsUser(caller, demand.action)) throw refuse(demand.action);
    return { caller, scope: null };
  }
  if (demand.kind !== 'group') return { caller, scope: null };
  if (!demand.groupId) throw forbidden(ACCESS_MESSAGES.noGroup);
  const scope = await identity.groupScope(demand.groupId);
  // Another institute's groups are invisible: not found, as if they did not exist.
  if (
    !scope ||
    (caller.selected.instituteId !== null && scope.instituteId !== caller.selected.instituteId)
  ) {
    throw notFound(ACCESS_MESSAGES.groupNotFound);
  }
  if (!canInScope(caller, demand.action, scope)) throw refuse(demand.action);
  return { caller, scope };
}
