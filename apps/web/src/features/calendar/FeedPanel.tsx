import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { shownDateTime } from '../../core/format';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { useAttempt } from '../../core/use-attempt';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useFeed, useFeedChanges } from './api';

/**
 * "Follow this calendar on your phone": a secret .ics link (shown once, when made; only its hash
 * is kept), renewed when it may have leaked (the old one stops at once), or turned off.
 */
export function FeedPanel() {
  const feed = useFeed();
  const changes = useFeedChanges();
  const [link, setLink] = useState<string | null>(null);
  const { failure, setFailure, attempt } = useAttempt();
  const [stopping, setStopping] = useState(false);
  const has = !!feed.data?.createdAt;
  const renew = () =>
    attempt(async () => {
      const made = await changes.renew.mutateAsync();
      setLink(`${window.location.origin}${made.data.path}`);
      showSnack({ message: made.message, severity: 'success' });
    });
  const stop = async () => {
    try {
      const done = await changes.stop.mutateAsync();
      setLink(null);
      setStopping(false);
      showSnack({ message: done.message, severity: 'success' });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard?.writeText(link);
    showSnack({ message: 'Link copied.', severity: 'success' });
  };
  return (
    <Box
      component="section"
      aria-labelledby="calendar-feed"
      sx={{ mt: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id="calendar-feed" component="h2" variant="h6">
        Follow this calendar on your phone
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Add the link to Google Calendar ("From URL") or your iPhone ("Add subscribed calendar"):
        school events, exams and fee due dates then appear there and follow changes. Anyone with the
        link sees this calendar, so keep it to yourself.
      </Typography>
      {link ? (
        <Stack spacing={1}>
          <TextField
            label="Your calendar link"
            value={link}
            slotProps={{ htmlInput: { readOnly: true } }}
            fullWidth
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={copy}>
              Copy link
            </Button>
            <Button href={link.replace(/^https?:/, 'webcal:')}>Open in calendar app</Button>
          </Stack>
        </Stack>
      ) : (
        has && (
          <Typography sx={{ mb: 1 }}>
            A link made {shownDateTime(feed.data?.createdAt ?? '')} is in use. It is shown only when
            made: renew it to see a new one.
          </Typography>
        )
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button
          variant={has ? 'outlined' : 'contained'}
          onClick={renew}
          disabled={changes.renew.isPending}
        >
          {has ? 'Renew link' : 'Make a link'}
        </Button>
        {has && (
          <Button color="error" onClick={() => setStopping(true)}>
            Turn off
          </Button>
        )}
      </Stack>
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
      <ConfirmDialog
        open={stopping}
        title="Turn off the calendar link?"
        text="Calendars that follow it stop updating."
        confirmLabel="Turn off"
        busy={changes.stop.isPending}
        onConfirm={stop}
        onClose={() => setStopping(false)}
      />
    </Box>
  );
}
