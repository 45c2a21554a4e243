import type { InvitationRow } from './queries.js';

/**
 * When an invitation can still be answered or withdrawn, as small predicates: the services
 * refuse by them and the sent list's presenter marks each row.
 */

type Invitation = Pick<InvitationRow, 'status' | 'expiresAt'>;

/** Nobody has answered or withdrawn it yet. */
export const isWaiting = (invitation: Invitation): boolean => invitation.status === 'PENDING';

/** Still waiting, but past its date: its holder can no longer accept it. */
export const isExpired = (invitation: Invitation, now: Date): boolean =>
  isWaiting(invitation) && invitation.expiresAt.getTime() <= now.getTime();
