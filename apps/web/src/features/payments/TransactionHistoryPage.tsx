import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { useMyPayments } from './api';
import { RecordList } from './transactions/RecordList';

/**
 * /transaction-history (spec §2.4 user menu): the payments of the signed-in profile: its own,
 * its children's and, for a cashier, those it recorded; each receipt can be printed again.
 */
export default function TransactionHistoryPage() {
  const mine = useMyPayments();
  const records = mine.data?.pages.flat() ?? [];
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
        ) : records.length === 0 ? (
          <EmptyState>No payments yet.</EmptyState>
        ) : (
          <>
            <RecordList records={records} label="Your payments" />
            {mine.hasNextPage && (
              <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
                <Button
                  variant="outlined"
                  onClick={() => mine.fetchNextPage()}
                  disabled={mine.isFetchingNextPage}
                >
                  {mine.isFetchingNextPage ? 'Loading…' : 'Show older payments'}
                </Button>
              </Box>
            )}
          </>
        )}
      </Paper>
    </Box>
  );
}
