import type { Notification } from '@shala/shared';
import type { NotificationRow } from './inbox-queries.js';

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    message: row.message,
    target: row.target,
    visited: row.visited,
    groupId: row.groupId,
    featureId: row.featureId,
    featureAction: row.featureAction,
    createdAt: row.createdAt.toISOString(),
  };
}
