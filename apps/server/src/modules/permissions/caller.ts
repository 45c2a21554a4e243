import { HEADERS, isUuid } from '@shala/shared';
import { forbidden, unauthorized } from '../../lib/errors.js';
import type { IdentityCache } from './identity-cache.js';
import type { AccountProfile } from './identity-queries.js';
import type { ProfileMembership } from './queries.js';

/**
 * Who is calling: the signed-in account, the profile acting for it, the institute, class and
 * session it selected (checked), every membership of that profile, and the session and address
 * the call came with. Built once per call (by the access guard or on first ask); services take
 * it as it is, and the audit log records it.
 */
export type Caller = {
  accountId: string;
  profileId: string;
  verified: boolean;
  selected: { instituteId: string | null; classId: string | null; sessionId: string | null };
  /** Every membership of the profile, with its group's institute and its role's actions. */
  memberships: ProfileMembership[];
  /** The hash of the session id the call was signed in with ("this browser"). */
  sessionIdHash: string;
  /** The address the call came from, as the log records it. */
  ip: string;
};

/** What a permission decision reads of a caller (tests build it by hand). */
export type PermissionSubject = Pick<Caller, 'verified' | 'memberships'> & {
  selected?: Pick<Caller['selected'], 'sessionId'>;
};

/** The signed-in session a caller is resolved from, as the session plugin read it. */
export type SignedSession = {
  accountId: string;
  sessionProfileId: string | null;
  profiles: AccountProfile[];
  sessionIdHash: string;
  ip: string;
};

export const SELECTED_MESSAGES = {
  profile: 'The selected profile is not one of your profiles.',
  institute: 'You are not a member of the selected institute.',
  classGroup: 'You are not a member of the selected class.',
  session: 'The selected session is not one of your institutes.',
} as const;

export type SelectedHeaders = {
  profileId: string | undefined;
  instituteId: string | undefined;
  classId: string | undefined;
  sessionId: string | undefined;
};

/** The §7 headers as sent (Node lower-cases names); empty means not selected. */
export function selectedHeadersOf(headers: Record<string, unknown>): SelectedHeaders {
  const read = (name: string) => {
    const value = headers[name.toLowerCase()];
    const text = typeof value === 'string' ? value.trim() : undefined;
    return text ? text : undefined;
  };
  return {
    profileId: read(HEADERS.selectedUserProfileId),
    instituteId: read(HEADERS.selectedInstituteGroupId),
    classId: read(HEADERS.selectedClassGroupId),
    sessionId: read(HEADERS.selectedSessionId),
  };
}

/**
 * The selected headers are claims: the profile must be the account's, and the institute, class
 * and session ones that profile belongs to. Any failed claim is a 403 with its own message.
 * Without a selected profile the session's profile acts, else the account's default one.
 * Everything is read through the identity cache: no database round trip when nothing changed.
 */
export async function resolveCaller(
  identity: IdentityCache,
  auth: SignedSession,
  selected: SelectedHeaders,
): Promise<Caller> {
  const profile = selected.profileId
    ? auth.profiles.find((p) => p.id === selected.profileId)
    : (auth.profiles.find((p) => p.id === auth.sessionProfileId) ?? auth.profiles[0]);
  if (!profile) {
    if (selected.profileId) throw forbidden(SELECTED_MESSAGES.profile);
    throw unauthorized();
  }
  const rows = await identity.membershipsOf(profile.id, auth.accountId);
  const caller: Caller = {
    accountId: auth.accountId,
    profileId: profile.id,
    verified: profile.verified,
    selected: { instituteId: null, classId: null, sessionId: null },
    memberships: rows,
    sessionIdHash: auth.sessionIdHash,
    ip: auth.ip,
  };
  if (!selected.instituteId && !selected.classId && !selected.sessionId) return caller;

  const institutes = new Set(rows.map((r) => r.instituteId));
  const directGroups = new Set(rows.map((r) => r.groupId));

  if (selected.instituteId) {
    if (!institutes.has(selected.instituteId)) throw forbidden(SELECTED_MESSAGES.institute);
    caller.selected.instituteId = selected.instituteId;
  }
  if (selected.classId) {
    const scope = isUuid(selected.classId)
      ? await identity.groupScope(selected.classId)
      : undefined;
    const belongs =
      scope?.type === 'CLASS' &&
      (directGroups.has(scope.id) || directGroups.has(scope.instituteId)) &&
      (!caller.selected.instituteId || caller.selected.instituteId === scope.instituteId);
    if (!belongs) throw forbidden(SELECTED_MESSAGES.classGroup);
    caller.selected.classId = selected.classId;
  }
  if (selected.sessionId) {
    const session = isUuid(selected.sessionId)
      ? await identity.sessionInstitute(selected.sessionId)
      : undefined;
    // Any session of the profile's institutes: a browser that has just switched institutes
    // still sends the old institute's session until it has reloaded the list with this call.
    if (!session || !institutes.has(session.instituteId))
      throw forbidden(SELECTED_MESSAGES.session);
    caller.selected.sessionId = selected.sessionId;
  }
  return caller;
}
