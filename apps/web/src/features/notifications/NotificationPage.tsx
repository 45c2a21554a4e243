import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_TEXTS } from '@shala/shared';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { shownDateTime } from '../../core/format';
import { ApiError } from '../../core/http';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { useMarkRead, useNotification } from './api';

/** One notification in full (spec §2.4 "Each notification has a detail page"); opening reads it. */
export default function NotificationPage() {
  const { id = '' } = useParams();
  const notification = useNotification(id);
  const markRead = useMarkRead();
  const unread = notification.data && !notification.data.visited;
  const { mutate } = markRead;
  useEffect(() => {
    if (unread) mutate(id);
  }, [unread, id, mutate]);

  if (notification.isPending) return <Loading />;
  if (notification.error instanceof ApiError && [400, 404].includes(notification.error.status)) {
    return (
      <EmptyState>
        {NOTIFICATION_TEXTS.notFound} <RouterLink to="/">Back to the dashboard</RouterLink>
      </EmptyState>
    );
  }
  if (notification.isError) {
    return <LoadError error={notification.error} onRetry={() => notification.refetch()} />;
  }
  const n = notification.data;
  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {n.title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {shownDateTime(n.createdAt)}
      </Typography>
      <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>{n.message}</Typography>
      <Box sx={{ mt: 3, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {n.target ? (
          <Button variant="contained" component={RouterLink} to={n.target}>
            Open
          </Button>
        ) : null}
        <Button component={RouterLink} to="/">
          Back to the dashboard
        </Button>
      </Box>
    </Paper>
  );
}
