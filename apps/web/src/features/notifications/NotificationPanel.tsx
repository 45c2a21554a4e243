import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import {
  type Deadline,
  deadlineColour,
  deadlinesAlertColour,
  NOTIFICATION_TEXTS,
  type Notification,
} from '@shala/shared';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { shownDateTime } from '../../core/format';
import { useMarkAllRead, useMarkRead, useNotificationList } from './api';
import { DEADLINE_COLOURS } from './deadline-style';
import { enablePush, pushEnabled } from './push';
import { unreadLabel } from './shell-counts';

type Props = { id: string; anchor: HTMLElement | null; open: boolean; onClose: () => void };

/**
 * Spec §2.4 notification dropdown: School ERP with its unread count (90+ at most), each entry
 * visited or not and opening its click target; Upcoming Deadlines in the alert colours; Mark all
 * read. It is a small dialog, not a menu: headings, texts and links. Its own chunk, loaded when
 * the bell is first opened (NotificationMenu).
 */
export default function NotificationPanel({ id, anchor, open, onClose: close }: Props) {
  const [pushOn, setPushOn] = useState(pushEnabled);
  const list = useNotificationList();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const navigate = useNavigate();
  const paperRef = useRef<HTMLDivElement>(null);
  const notifications = list.data?.schoolErpNotifications ?? [];
  const deadlines = list.data?.deadlineNotifications ?? [];
  const unread = list.data?.unreadCount ?? 0;
  const alert = deadlinesAlertColour(deadlines.map((d) => d.deadline));

  const openNotification = (n: Notification) => {
    close();
    if (!n.visited) markRead.mutate(n.id);
    navigate(n.target ?? `/notification/${n.id}`);
  };

  // Keyboard focus starts on the first thing to act on (Mark all read, then the first entry);
  // with nothing to act on it stays on the panel, whose title and texts are then read out.
  const focusFirstAction = () => {
    const first = paperRef.current?.querySelector<HTMLElement>(
      'button:not([disabled]), a[href], [tabindex="0"]',
    );
    (first ?? paperRef.current)?.focus();
  };

  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          ref: paperRef,
          id,
          role: 'dialog',
          'aria-label': 'Notifications',
          tabIndex: -1,
          sx: { width: 340, maxWidth: 'calc(100vw - 24px)', py: 1, outline: 'none' },
        },
        transition: { onEntered: focusFirstAction },
      }}
    >
      <Box
        sx={{
          px: 2,
          pb: 0.5,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem' }}>
          School ERP{unread > 0 ? ` (${unreadLabel(unread)})` : ''}
        </Typography>
        <Button
          size="small"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          Mark all read
        </Button>
      </Box>
      {list.isError ? (
        <Typography variant="body2" sx={{ px: 2, pb: 1.5 }}>
          The notifications could not be loaded.
        </Typography>
      ) : notifications.length === 0 ? (
        <Typography variant="body2" sx={{ px: 2, pb: 1.5 }}>
          {list.isPending ? 'Loading…' : NOTIFICATION_TEXTS.empty}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ maxHeight: 320, overflowY: 'auto' }}>
          {notifications.map((n) => (
            <ListItem disablePadding key={n.id}>
              <ListItemButton
                onClick={() => openNotification(n)}
                sx={{ alignItems: 'flex-start', bgcolor: n.visited ? undefined : 'action.hover' }}
              >
                <ListItemText
                  primary={n.visited ? n.title : `${n.title} (new)`}
                  secondary={`${n.message} · ${shownDateTime(n.createdAt)}`}
                  slotProps={{
                    primary: { sx: { fontWeight: n.visited ? 400 : 700 } },
                    secondary: { sx: { color: 'text.secondary' } },
                  }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      <Divider />
      <Box sx={{ px: 2, pt: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem' }}>
          Upcoming Deadlines
        </Typography>
        {alert ? (
          <Box
            aria-hidden
            sx={{
              width: 12,
              height: 12,
              borderRadius: '50%',
              bgcolor: DEADLINE_COLOURS[alert].edge,
            }}
          />
        ) : null}
      </Box>
      {deadlines.length === 0 ? (
        <Typography variant="body2" sx={{ px: 2, py: 1 }}>
          Nothing due
        </Typography>
      ) : (
        <List dense disablePadding>
          {deadlines.map((d) => (
            <DeadlineItem
              key={d.id}
              deadline={d}
              onOpen={() => {
                close();
                if (d.target) navigate(d.target);
              }}
            />
          ))}
        </List>
      )}
      {pushOn ? null : (
        <>
          <Divider />
          <Box sx={{ px: 2, pt: 1 }}>
            <Button
              size="small"
              onClick={async () => {
                await enablePush();
                setPushOn(pushEnabled());
              }}
            >
              Turn on browser notifications
            </Button>
          </Box>
        </>
      )}
    </Popover>
  );
}

function DeadlineItem({ deadline, onOpen }: { deadline: Deadline; onOpen: () => void }) {
  const colour = DEADLINE_COLOURS[deadlineColour(deadline.deadline)];
  return (
    <ListItem disablePadding>
      <ListItemButton onClick={onOpen} sx={{ borderLeft: `4px solid ${colour.edge}`, ml: 1 }}>
        <ListItemText
          primary={deadline.title}
          secondary={deadline.deadline}
          slotProps={{ secondary: { sx: { color: colour.text, fontWeight: 600 } } }}
        />
      </ListItemButton>
    </ListItem>
  );
}
