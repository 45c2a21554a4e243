import AddShoppingCartOutlined from '@mui/icons-material/AddShoppingCartOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatRupees, type PaymentRecordView } from '@shala/shared';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { showSnack } from '../../core/snackbar-queue';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { Pager, useListQuery } from '../../ui/PagedList';
import { useClasses } from '../groups';
import { usePermissions } from '../permissions';
import { useTransactions } from './api';
import { type CartStudentRef, cartStudents, proceedWarning } from './cart';
import { FindStudentsDialog } from './FindStudentsDialog';
import { readKeptCart } from './kept-cart';
import { accountsPath, allTransactionsPath, collectionPath } from './links';
import { NO_FILTERS, type TransactionQuery, transactionsCsvUrl } from './transactions/filters';
import { RecordList } from './transactions/RecordList';
import { RevertDialog } from './transactions/RevertDialog';
import { TransactionFilters } from './transactions/TransactionFilters';

const AddMultiplePaymentDialog = lazy(() => import('./payment/AddMultiplePaymentDialog'));

/**
 * transactions/all-transactions/:instituteId/:classId? (spec §2.4 Payments): every payment of
 * the institute, or of one class, filtered and paged, with its CSV; receipts to reprint and,
 * for revertPaymentRecord holders, a revert with a reason. Fees are collected from here too.
 */
export default function AllTransactionsPage() {
  const params = useParams();
  const instituteId = params.instituteId ?? '';
  const classId = params.classId ?? '';
  const navigate = useNavigate();
  const may = usePermissions();
  const list = useListQuery();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [reverting, setReverting] = useState<PaymentRecordView>();
  // ?collect=1 (the dashboard's Collect fees) opens the Collect fees dialog at once.
  const [searchParams] = useSearchParams();
  const [finding, setFinding] = useState(() => searchParams.get('collect') === '1');
  const [paying, setPaying] = useState<CartStudentRef[]>();
  const classes = useClasses(instituteId);

  const query: TransactionQuery = {
    ...filters,
    groupId: instituteId,
    classId,
    q: list.query.search,
    pageNo: list.query.page,
  };
  const transactions = useTransactions(query);
  const data = transactions.data;
  const mayRevert = may('revertPaymentRecord', classId || instituteId, instituteId);
  const mayCollect = may('createPaymentRecord', classId || instituteId, instituteId);
  const mayKeepAccounts = may('createFinancialAccount', instituteId, instituteId);

  const change = (next: Partial<TransactionQuery>) => {
    const { classId: nextClass, ...rest } = next;
    if (nextClass !== undefined && nextClass !== classId) {
      navigate(allTransactionsPath(instituteId, nextClass), { replace: true });
    }
    setFilters((f) => ({ ...f, ...rest }));
    list.setPage(1);
  };

  const proceed = () => {
    setFinding(false);
    const students = cartStudents(readKeptCart());
    const warning = proceedWarning('payment', students.length);
    if (warning) showSnack(warning);
    else setPaying(students);
  };

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 2,
        }}
      >
        <Typography variant="h1" component="h1">
          Payments
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {mayCollect && (
            <Button
              variant="contained"
              startIcon={<AddShoppingCartOutlined />}
              onClick={() => setFinding(true)}
            >
              Collect fees
            </Button>
          )}
          <Button variant="outlined" component={RouterLink} to={collectionPath(instituteId)}>
            Day’s collection
          </Button>
          {mayKeepAccounts && (
            <Button variant="outlined" component={RouterLink} to={accountsPath(instituteId)}>
              Financial accounts
            </Button>
          )}
        </Box>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <TransactionFilters
          query={query}
          classes={classes.data ?? []}
          search={list.text}
          onSearch={list.setText}
          onChange={change}
        />
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'center',
            justifyContent: 'space-between',
            my: 1.5,
          }}
        >
          <Typography variant="body2" aria-live="polite">
            {data
              ? `${data.total} ${data.total === 1 ? 'record' : 'records'} · collected ${formatRupees(
                  data.totals.amount,
                )}${data.totals.discount > 0 ? ` · discounts ${formatRupees(data.totals.discount)}` : ''}`
              : ''}
          </Typography>
          <Button
            component="a"
            href={transactionsCsvUrl(query)}
            download
            size="small"
            startIcon={<DownloadOutlined />}
          >
            Export CSV
          </Button>
        </Box>
        {transactions.isPending ? (
          <Loading label="Loading payments…" />
        ) : transactions.isError ? (
          <LoadError error={transactions.error} onRetry={() => transactions.refetch()} />
        ) : !data || data.items.length === 0 ? (
          <EmptyState>No payments match these filters.</EmptyState>
        ) : (
          <>
            <RecordList
              records={data.items}
              label="Payments"
              actions={(record) =>
                mayRevert && record.status === 'ACTIVE' ? (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setReverting(record)}
                    aria-label={`Revert receipt ${record.receiptNumber} of ${record.studentName}`}
                    sx={{ minHeight: 32 }}
                  >
                    Revert
                  </Button>
                ) : null
              }
            />
            <Pager
              label="Pages of payments"
              page={data.pageNo}
              pageSize={data.limit}
              total={data.total}
              onPage={list.setPage}
            />
          </>
        )}
      </Paper>
      {reverting && (
        <RevertDialog
          groupId={instituteId}
          record={reverting}
          sameTransaction={
            data?.items.filter((r) => r.transactionPk === reverting.transactionPk) ?? []
          }
          onClose={() => setReverting(undefined)}
        />
      )}
      {finding && mayCollect && (
        <FindStudentsDialog
          instituteId={instituteId}
          initialClassId={classId}
          onProceed={proceed}
          onClose={() => setFinding(false)}
        />
      )}
      {paying && (
        <Suspense fallback={null}>
          <AddMultiplePaymentDialog students={paying} onClose={() => setPaying(undefined)} />
        </Suspense>
      )}
    </Box>
  );
}
