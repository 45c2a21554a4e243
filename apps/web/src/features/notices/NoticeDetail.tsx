import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NoticeView } from '@shala/shared';
import { useState } from 'react';
import { shownDateTime } from '../../core/format';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { useNotice, useNoticeChanges } from './api';
import { ComposeDialog } from './ComposeDialog';
import { NoticeFiles } from './NoticeFiles';
import { NoticeReadersPanel } from './NoticeReadersPanel';

const STATE_LABEL: Record<NoticeView['state'], string> = {
  SCHEDULED: 'Scheduled',
  LIVE: 'Published',
  ARCHIVED: 'Archived',
};

/** One notice, read in full (opening it marks it read); its managers' actions and readers. */
export function NoticeDetail(props: { groupId: string; id: string; onBack: () => void }) {
  const notice = useNotice(props.groupId, props.id);
  const changes = useNoticeChanges(props.groupId);
  const [editing, setEditing] = useState(false);
  const n = notice.data;
  const act = async (work: () => Promise<{ message: string }>, after?: () => void) => {
    try {
      const done = await work();
      showSnack({ message: done.message, severity: 'success' });
      after?.();
    } catch (error) {
      showSnack({ message: errorMessage(error), severity: 'error' });
    }
  };
  return (
    <>
      <Button startIcon={<ArrowBackIcon />} onClick={props.onBack} sx={{ mb: 1 }}>
        All notices
      </Button>
      {notice.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
          <CircularProgress aria-label="Loading the notice" />
        </Box>
      ) : notice.isError || !n ? (
        <Alert severity="error">{errorMessage(notice.error)}</Alert>
      ) : (
        <Paper variant="outlined" component="article" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {n.title}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, my: 1, alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {n.postedBy} · {shownDateTime(n.publishAt)} · To {n.audienceLabel}
            </Typography>
            {n.pinned ? <Chip size="small" color="secondary" label="Pinned" /> : null}
            {n.state !== 'LIVE' ? <Chip size="small" label={STATE_LABEL[n.state]} /> : null}
            {n.expiresAt ? (
              <Typography variant="body2" color="text.secondary">
                Until {shownDateTime(n.expiresAt)}
              </Typography>
            ) : null}
          </Stack>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', my: 2 }}>
            {n.body}
          </Typography>
          <NoticeFiles groupId={props.groupId} notice={n} />
          {n.canManage ? (
            <>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
                <Button variant="outlined" onClick={() => setEditing(true)}>
                  Edit
                </Button>
                <Button
                  variant="outlined"
                  onClick={() =>
                    act(() => changes.pin.mutateAsync({ id: n.id, pinned: !n.pinned }))
                  }
                >
                  {n.pinned ? 'Unpin' : 'Pin to top'}
                </Button>
                <Button
                  variant="outlined"
                  onClick={() =>
                    act(() =>
                      changes.archive.mutateAsync({ id: n.id, archived: n.state !== 'ARCHIVED' }),
                    )
                  }
                >
                  {n.state === 'ARCHIVED' ? 'Restore' : 'Archive'}
                </Button>
                <Button
                  color="error"
                  variant="outlined"
                  onClick={() => {
                    if (!window.confirm(`Delete the notice "${n.title}" for everyone?`)) return;
                    void act(() => changes.remove.mutateAsync(n.id), props.onBack);
                  }}
                >
                  Delete
                </Button>
              </Stack>
              {n.counts ? (
                <NoticeReadersPanel groupId={props.groupId} id={n.id} counts={n.counts} />
              ) : null}
            </>
          ) : null}
        </Paper>
      )}
      {editing && n ? (
        <ComposeDialog
          groupId={props.groupId}
          notice={n}
          onClose={() => setEditing(false)}
          onSaved={() => setEditing(false)}
        />
      ) : null}
    </>
  );
}
