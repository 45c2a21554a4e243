import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import IconButton from '@mui/material/IconButton';
import { useId, useState } from 'react';
import { CountBadge } from '../../ui/CountBadge';
import { lazyPanel } from '../../ui/lazy-panel';
import { useNotificationFeed, useNotificationList } from './api';
import { useServiceWorker } from './service-worker';
import { unreadLabel } from './shell-counts';

const NotificationPanel = lazyPanel(() => import('./NotificationPanel'));

/**
 * The bell of the top bar (spec §2.4): the unread count, kept current by the live channel, and
 * the dropdown (NotificationPanel) it opens.
 */
export function NotificationMenu() {
  useNotificationFeed();
  useServiceWorker();
  const list = useNotificationList();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const unread = list.data?.unreadCount ?? 0;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={unread > 0 ? `Notifications, ${unreadLabel(unread)} unread` : 'Notifications'}
        aria-haspopup="dialog"
        aria-controls={anchor ? panelId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={NotificationPanel.preload}
        onFocus={NotificationPanel.preload}
      >
        <CountBadge count={unread} shown={unreadLabel(unread)} testId="notification-count">
          <NotificationsOutlined />
        </CountBadge>
      </IconButton>
      <NotificationPanel
        id={panelId}
        anchor={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
      />
    </>
  );
}
