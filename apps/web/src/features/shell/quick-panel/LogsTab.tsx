import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { shownDateTime } from '../../../core/format';
import { ownLogLine, useOwnAuditLog } from '../../audit';
import { Empty } from './parts';

/** The quick panel's Logs tab: the profile's own recent activity. */
export function LogsTab() {
  const log = useOwnAuditLog(true);
  const items = log.data?.items ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Your activity
      </Typography>
      {log.isPending ? (
        <Empty>Loading…</Empty>
      ) : items.length === 0 ? (
        <Empty>No activity recorded yet.</Empty>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {items.map((event) => (
            <Box
              component="li"
              key={event.id}
              sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {ownLogLine(event)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {shownDateTime(event.createdAt)}
                {event.ip ? ` · ${event.ip}` : ''}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
