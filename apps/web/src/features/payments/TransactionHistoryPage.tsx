import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { Pager } from '../../ui/PagedList';
import { useMyPayments } from './api';
import { RecordList } from './transactions/RecordList';

/**
 * /transaction-history (spec §2.4 user menu): the payments of the signed-in profile: its own,
 * its children's and, for a cashier, those it recorded; each receipt can be printed again.
 */
export default function TransactionHistoryPage() {
  const [pageNo, setPageNo] = useState(1);
  const mine = useMyPayments(pageNo);
  const data = mine.data;
  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        Transaction History
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Fee and transport payments for you and your children, and those you recorded. Open a receipt
        to print it again.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        {mine.isPending ? (
          <Loading label="Loading your payments…" />
        ) : mine.isError ? (
          <LoadError error={mine.error} onRetry={() => mine.refetch()} />
        ) : !data || data.items.length === 0 ? (
          <EmptyState>No payments yet.</EmptyState>
        ) : (
          <>
            <RecordList records={data.items} label="Your payments" />
            <Pager
              label="Pages of your payments"
              page={data.pageNo}
              pageSize={data.limit}
              total={data.total}
              onPage={setPageNo}
            />
          </>
        )}
      </Paper>
    </Box>
  );
}
