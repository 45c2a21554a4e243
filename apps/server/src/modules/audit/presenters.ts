import type { AuditEvent, AuditPage } from '@shala/shared';
import type { AuditRow, Paging } from './queries.js';

export function toAuditEvent(row: AuditRow): AuditEvent {
  return {
    id: row.id,
    instituteId: row.instituteId,
    actorAccountId: row.actorAccountId,
    actorProfileId: row.actorProfileId,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    detail: row.detail,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
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
