import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { shownDateTime } from '../../core/format';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { auditSentence } from '../audit';
import { useGroupAudit } from './api';
import { auditSummary } from './audit-format';

/** The institute's audit log, newest first: who did what to whom, when, from which address. */
export function AuditPanel({ instituteId }: { instituteId: string }) {
  const [page, setPage] = useState(0);
  const log = useGroupAudit(instituteId, page, true);
  if (log.isPending) return <Loading label="Loading the audit log…" />;
  if (log.isError) return <LoadError error={log.error} onRetry={() => log.refetch()} />;
  const { items, total, size } = log.data;
  if (total === 0) return <EmptyState>No changes have been recorded yet.</EmptyState>;
  return (
    <Box>
      <Box component="ol" aria-label="Audit log" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((event, index) => (
          <Box component="li" key={event.id}>
            {index > 0 && <Divider />}
            <Box sx={{ py: 1 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
                <Typography sx={{ fontWeight: 600, flex: '1 1 240px', overflowWrap: 'anywhere' }}>
                  {auditSentence(event)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  <time dateTime={event.createdAt}>{shownDateTime(event.createdAt)}</time>
                  {event.ip ? ` · from ${event.ip}` : ''}
                </Typography>
              </Box>
              {auditSummary(event.detail) && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {auditSummary(event.detail)}
                </Typography>
              )}
            </Box>
          </Box>
        ))}
      </Box>
      <TablePagination
        component="div"
        count={total}
        page={page}
        onPageChange={(_, p) => setPage(p)}
        rowsPerPage={size}
        rowsPerPageOptions={[size]}
      />
    </Box>
  );
}
