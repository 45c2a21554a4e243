import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type DayCollection, formatRupees } from '@shala/shared';
import { lazy, Suspense, useId, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { shownLongDate } from '../../core/format';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { useDayCollection } from './api';
import {
  dayReceiptsUrl,
  daySheetCsvUrl,
  daySheetPdfUrl,
  netCount,
  shareOf,
  sheetSummary,
} from './collection/collection-rules';
import { constantLabel } from './labels';
import { allTransactionsPath } from './links';
import { indianDay } from './payment/payment-details';
import { RecordList } from './transactions/RecordList';

// The chart loads after the tables it illustrates.
const CollectionChart = lazy(() => import('./collection/CollectionChart'));

type Bucket = DayCollection['byMedium'][number];

function BucketTable(props: {
  title: string;
  column: string;
  buckets: readonly Bucket[];
  /** The bucket's name for people (a spec §9 constant's, or the account's own). */
  nameOf: (bucket: Bucket) => string;
  total: number;
}) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 1.5 }}>
      <Typography id={id} component="h2" variant="h3" sx={{ mb: 1 }}>
        {props.title}
      </Typography>
      {props.buckets.length === 0 ? (
        <EmptyState>Nothing.</EmptyState>
      ) : (
        <Table size="small" aria-labelledby={id}>
          <TableHead>
            <TableRow>
              <TableCell>{props.column}</TableCell>
              <TableCell align="right">Payments</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {props.buckets.map((b) => (
              <TableRow key={b.key}>
                <TableCell>{props.nameOf(b)}</TableCell>
                <TableCell align="right">{b.count}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatRupees(b.amount)}
                  <Typography variant="caption" color="text.secondary" component="div">
                    {shareOf(b.amount, props.total)}
                  </Typography>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}

const money = (paise: number) => (
  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
    {formatRupees(paise)}
  </TableCell>
);

/**
 * The day sheet (issue 22): every receipt of the day, a reverted one still listed and marked
 * (struck through, with who reverted it, when and why), the day's gross, reverted and net, and
 * the accounts' day book.
 */
function DaySheet({ sheet }: { sheet: DayCollection['sheet'] }) {
  const id = useId();
  const bookId = useId();
  const wide = useMediaQuery(useTheme().breakpoints.up('sm'));
  return (
    <>
      <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 1.5 }}>
        <Typography id={id} component="h2" variant="h3" sx={{ mb: 1 }}>
          Day sheet
        </Typography>
        {sheet.entries.length === 0 ? (
          <EmptyState>No receipts on this day.</EmptyState>
        ) : (
          <>
            <RecordList records={sheet.entries} label="Receipts of the day" />
            <Table size="small" aria-label="Totals of the day" sx={{ mt: 1.5, maxWidth: 480 }}>
              <TableHead>
                <TableRow>
                  <TableCell>Total</TableCell>
                  <TableCell align="right">Receipts</TableCell>
                  <TableCell align="right">Amount</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(
                  [
                    ['Gross', sheet.gross],
                    ['Reverted', sheet.reverted],
                    ['Net', sheet.net],
                  ] as const
                ).map(([label, sum]) => (
                  <TableRow key={label}>
                    <TableCell sx={{ fontWeight: label === 'Net' ? 600 : undefined }}>
                      {label}
                    </TableCell>
                    <TableCell align="right">{sum.count}</TableCell>
                    {money(sum.amount)}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </Paper>
      {sheet.accounts.length > 0 && (
        <Paper variant="outlined" component="section" aria-labelledby={bookId} sx={{ p: 1.5 }}>
          <Typography id={bookId} component="h2" variant="h3" sx={{ mb: 1 }}>
            Day book of the accounts
          </Typography>
          {!wide ? (
            <Box component="ul" aria-labelledby={bookId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {sheet.accounts.map((a) => (
                <Box component="li" key={a.accountId} sx={{ py: 0.75 }}>
                  <Typography sx={{ fontWeight: 600 }}>{a.accountName}</Typography>
                  <Typography variant="body2">
                    Gross {formatRupees(a.gross.amount)} · Reverted{' '}
                    {formatRupees(a.reverted.amount)} ·{' '}
                    <strong>Net {formatRupees(a.net.amount)}</strong>
                  </Typography>
                </Box>
              ))}
            </Box>
          ) : (
            <Table size="small" aria-labelledby={bookId}>
              <TableHead>
                <TableRow>
                  <TableCell>Account</TableCell>
                  <TableCell align="right">Gross</TableCell>
                  <TableCell align="right">Reverted</TableCell>
                  <TableCell align="right">Net</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {sheet.accounts.map((a) => (
                  <TableRow key={a.accountId}>
                    <TableCell>{a.accountName}</TableCell>
                    {money(a.gross.amount)}
                    {money(a.reverted.amount)}
                    {money(a.net.amount)}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Paper>
      )}
    </>
  );
}

/**
 * transactions/collection/:instituteId: a day's collection by method group, method and
 * account, hour by hour on a chart, and every receipt of the day printed in one go.
 */
export default function CollectionPage() {
  const instituteId = useParams().instituteId ?? '';
  const today = indianDay(new Date());
  const [date, setDate] = useState(today);
  const collection = useDayCollection(instituteId, date);
  const data = collection.data;

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
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
          Day’s collection
        </Typography>
        <Button component={RouterLink} to={allTransactionsPath(instituteId)}>
          All payments
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
        <TextField
          type="date"
          label="Day"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          size="small"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        />
        <Button
          variant="contained"
          component="a"
          href={dayReceiptsUrl(instituteId, date)}
          target="_blank"
          rel="noopener"
          startIcon={<PrintOutlined />}
          disabled={!data || data.total.count === 0}
          aria-label="Print all receipts of the day (PDF, opens in a new tab)"
        >
          Print all receipts of the day
        </Button>
        <Button
          variant="outlined"
          component="a"
          href={daySheetCsvUrl(instituteId, date)}
          download
          startIcon={<DownloadOutlined />}
          disabled={!data || data.sheet.gross.count === 0}
        >
          Export day sheet (CSV)
        </Button>
        <Button
          variant="outlined"
          component="a"
          href={daySheetPdfUrl(instituteId, date)}
          download
          startIcon={<DownloadOutlined />}
          disabled={!data || data.sheet.gross.count === 0}
          aria-label="Download PDF of the day sheet"
        >
          Download PDF
        </Button>
      </Box>
      {collection.isPending ? (
        <Loading label="Loading the day’s collection…" />
      ) : collection.isError ? (
        <LoadError error={collection.error} onRetry={() => collection.refetch()} />
      ) : !data ? null : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {shownLongDate(`${data.date}T12:00:00+05:30`)}
            </Typography>
            <Typography variant="h2" component="p" aria-live="polite">
              {formatRupees(data.total.amount)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {netCount(data.total, data.sheet)}
              {data.total.discount > 0 ? ` · discounts ${formatRupees(data.total.discount)}` : ''}
            </Typography>
            {data.sheet.reverted.count > 0 && (
              <Typography variant="body2">{sheetSummary(data.sheet)}</Typography>
            )}
          </Paper>
          {data.total.count > 0 && (
            <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
              <Suspense fallback={<Loading label="Loading the chart…" />}>
                <CollectionChart collection={data} />
              </Suspense>
            </Paper>
          )}
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              // minmax(0, …): a column never grows past the screen for its content.
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            <BucketTable
              title="By method group"
              column="Group"
              buckets={data.byMethodGroup}
              nameOf={(b) => constantLabel(b.key)}
              total={data.total.amount}
            />
            <BucketTable
              title="By method"
              column="Method"
              buckets={data.byMedium}
              nameOf={(b) => constantLabel(b.key)}
              total={data.total.amount}
            />
            <BucketTable
              title="By account"
              column="Account"
              buckets={data.byAccount}
              nameOf={(b) => b.label}
              total={data.total.amount}
            />
          </Box>
          <DaySheet sheet={data.sheet} />
        </Box>
      )}
    </Box>
  );
}
