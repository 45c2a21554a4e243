import type { Notification, NotificationList } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { withArrived } from './api';

const n = (id: string, visited = false): Notification => ({
  id,
  kind: 'exam.published',
  title: `T${id}`,
  message: 'm',
  target: '/exam',
  visited,
  groupId: null,
  featureId: null,
  featureAction: null,
  createdAt: '2026-11-24T10:00:00.000Z',
});
const list = (items: Notification[], unreadCount: number): NotificationList => ({
  schoolErpNotifications: items,
  deadlineNotifications: [],
  unreadCount,
  total: items.length,
});

describe('a notification arriving live', () => {
  it('goes on top and counts as unread', () => {
    const after = withArrived(list([n('a')], 1), n('b'));
    expect(after?.schoolErpNotifications.map((x) => x.id)).toEqual(['b', 'a']);
    expect(after?.unreadCount).toBe(2);
    expect(after?.total).toBe(2);
  });

  it('is not counted twice when it is already there (a catch-up after a reconnect)', () => {
    const before = list([n('a')], 1);
    expect(withArrived(before, n('a'))).toBe(before);
  });

  it('waits for the list when none was read yet', () => {
    expect(withArrived(undefined, n('a'))).toBeUndefined();
  });
});
