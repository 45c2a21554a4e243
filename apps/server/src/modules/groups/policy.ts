import { GRANT_MESSAGES } from '@shala/shared';
import { forbidden } from '../../lib/errors.js';
import { type Grantor, outranks } from '../roles/index.js';
import type { MemberRow } from './member-queries.js';

/**
 * Who may do what with a group's members, as small predicates: the member service refuses by
 * them, and the member list's presenter tells each row's caller what it may do.
 */

type Member = Pick<MemberRow, 'accountId' | 'rolePermissions'>;

/** Those who manage a group's members see their e-mails (and may search by them). */
export const mayReadMemberContact = (grantor: Grantor): boolean =>
  grantor.held.has('manageMembers');

/**
 * Null when the grantor may change or remove this membership, else why not: never its own
 * account's, nor one whose role holds what the grantor does not (a member manager cannot demote
 * the admin who appointed them).
 */
export function memberTouchRefusal(grantor: Grantor, member: Member): string | null {
  if (member.accountId === grantor.accountId) return GRANT_MESSAGES.ownMembership;
  if (!outranks(grantor, member.rolePermissions)) return GRANT_MESSAGES.higherMember;
  return null;
}

export const mayTouchMember = (grantor: Grantor, member: Member): boolean =>
  memberTouchRefusal(grantor, member) === null;

export function assertMayTouchMember(grantor: Grantor, member: Member): void {
  const refusal = memberTouchRefusal(grantor, member);
  if (refusal) throw forbidden(refusal);
}
