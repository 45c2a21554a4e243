import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { unreadLabel } from './shell-counts';

/**
 * Spec §2.4 notification dropdown: School ERP with its unread count (90+ at most), Upcoming
 * Deadlines, and Mark all read. It is a small dialog, not a menu: its content is headings and
 * texts, and its entries (when there are any) are links. The notifications themselves arrive
 * with the live channel (a later issue); until then both lists are honestly empty.
 */
export function NotificationMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const paperRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const schoolErpUnread = 0;
  const deadlines = 0;
  const unread = schoolErpUnread + deadlines;
  const close = () => setAnchor(null);

  // Keyboard focus starts on the first thing to act on (Mark all read, then the first entry);
  // with nothing to act on it stays on the panel, whose title and texts are then read out.
  const focusFirstAction = () => {
    const first = paperRef.current?.querySelector<HTMLElement>(
      'button:not([disabled]), a[href], [tabindex="0"]',
    );
    (first ?? paperRef.current)?.focus();
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={unread > 0 ? `Notifications, ${unreadLabel(unread)} unread` : 'Notifications'}
        aria-haspopup="dialog"
        aria-controls={anchor ? panelId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={unread} color="warning" max={90}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            ref: paperRef,
            id: panelId,
            role: 'dialog',
            'aria-label': 'Notifications',
            tabIndex: -1,
            sx: { width: 300, maxWidth: 'calc(100vw - 24px)', py: 1, outline: 'none' },
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
            School ERP{schoolErpUnread > 0 ? ` (${unreadLabel(schoolErpUnread)})` : ''}
          </Typography>
          <Button size="small" disabled={unread === 0} onClick={close}>
            Mark all read
          </Button>
        </Box>
        <Typography variant="body2" sx={{ px: 2, pb: 1.5 }}>
          No new notifications
        </Typography>
        <Divider />
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1rem', px: 2, pt: 1.5 }}>
          Upcoming Deadlines
        </Typography>
        <Typography variant="body2" sx={{ px: 2, py: 1 }}>
          Nothing due
        </Typography>
      </Popover>
    </>
  );
}
