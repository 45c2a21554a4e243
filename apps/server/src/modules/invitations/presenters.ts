import type { MyInvitation, SentInvitation } from '@shala/shared';
import { isExpired } from './policy.js';
import type { ListedInvitation } from './queries.js';

const inviterName = (row: ListedInvitation) =>
  row.inviterFirstName ? `${row.inviterFirstName} ${row.inviterLastName ?? ''}`.trim() : null;

/** The holder's view: who asks, for what, where. */
export function toMyInvitation(row: ListedInvitation): MyInvitation {
  const i = row.invitation;
  return {
    id: i.id,
    kind: i.kind,
    instituteName: row.instituteName,
    groupName: row.groupName,
    groupType: row.groupType,
    roleName: row.roleName,
    sessionName: row.sessionName ?? null,
    invitedBy: inviterName(row) ?? row.instituteName,
    personName: i.detail.personName ?? null,
    relation: i.detail.relation ?? null,
    fromAdmission: i.detail.applicationId !== undefined,
    createdAt: i.createdAt.toISOString(),
    expiresAt: i.expiresAt.toISOString(),
  };
}

/** The inviting institute's view: only what it typed, and the answer. */
export function toSentInvitation(row: ListedInvitation, now: Date): SentInvitation {
  const i = row.invitation;
  return {
    id: i.id,
    kind: i.kind,
    email: i.email,
    firstName: i.firstName,
    lastName: i.lastName,
    roleName: row.roleName,
    sessionId: i.sessionId,
    sessionName: row.sessionName ?? null,
    status: i.status,
    expired: isExpired(i, now),
    invitedBy: inviterName(row),
    createdAt: i.createdAt.toISOString(),
    expiresAt: i.expiresAt.toISOString(),
    decidedAt: i.decidedAt ? i.decidedAt.toISOString() : null,
  };
}
