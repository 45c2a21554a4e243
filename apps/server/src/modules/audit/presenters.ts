import { AUDIT_SYSTEM_ACTOR, type AuditEvent, type AuditPage } from '@shala/shared';
import type { AuditRow, Paging } from './queries.js';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** Who acted: the acting profile, else the account's username; the system without an account. */
function actorName(row: AuditRow): string {
  if (row.event.actorAccountId === null) return AUDIT_SYSTEM_ACTOR;
  return row.actorProfileName ?? row.actorUsername ?? 'A deleted account';
}

/**
 * What the event was done to, by its current name; a deleted target keeps the name its detail
 * recorded (a deleted class, role, session or term).
 */
function targetName(row: AuditRow): string | null {
  const { event } = row;
  const recorded = text(event.detail.name);
  switch (event.targetType) {
    case 'profile':
      return row.targetProfileName ?? recorded;
    case 'account':
      return row.targetUsername;
    case 'group':
      return row.targetGroupName ?? recorded;
    case 'role':
      return row.roleName ?? recorded;
    case 'session':
      return row.sessionName ?? recorded;
    case 'term':
      return row.termName ?? recorded;
    case 'admissionApplication':
      return row.applicantName;
    case 'contactRequest':
      return text(event.detail.subject);
    default:
      return recorded;
  }
}

export function toAuditEvent(row: AuditRow): AuditEvent {
  const { event } = row;
  return {
    id: event.id,
    instituteId: event.instituteId,
    actorAccountId: event.actorAccountId,
    actorProfileId: event.actorProfileId,
    actorName: actorName(row),
    action: event.action,
    targetType: event.targetType,
    targetId: event.targetId,
    targetName: targetName(row),
    groupName: row.groupName,
    relatedName: row.relatedName,
    detail: event.detail,
    ip: event.ip,
    createdAt: event.createdAt.toISOString(),
  };
}

export function toAuditPage(page: { items: AuditRow[]; total: number }, paging: Paging): AuditPage {
  return {
    items: page.items.map(toAuditEvent),
    page: paging.page,
    size: paging.size,
    total: page.total,
  };
}
