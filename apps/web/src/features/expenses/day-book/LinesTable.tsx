import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type DayBook, type DayBookLine, formatRupees } from '@shala/shared';
import { useId } from 'react';
import { shownDay } from '../../../core/format';
import { EmptyState } from '../../../ui/EmptyState';
import { constantLabel } from '../../payments';

const struck = (line: DayBookLine) => (line.reversed ? 'line-through' : undefined);

/** The voucher number; an entry's opens it (a fee receipt is the payments screens'). */
function Voucher(props: { line: DayBookLine; onOpenEntry: (id: string) => void }) {
  const { line } = props;
  if (line.source !== 'ENTRY') return <span>{line.voucherNo}</span>;
  return (
    <Link
      component="button"
      type="button"
      onClick={() => props.onOpenEntry(line.id)}
      aria-label={`Open entry ${line.voucherNo}`}
      sx={{ minHeight: 24, verticalAlign: 'baseline', whiteSpace: 'nowrap' }}
    >
      {line.voucherNo}
    </Link>
  );
}

function ReversedChip() {
  return <Chip size="small" variant="outlined" color="warning" label="Reversed" sx={{ ml: 1 }} />;
}

/** An amount in its column (receipt or payment), struck when reversed. */
function Amount(props: { line: DayBookLine; side: DayBookLine['side'] }) {
  const { line } = props;
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap', textDecoration: struck(line) }}>
      {line.side === props.side ? formatRupees(line.amountPaise) : ''}
    </TableCell>
  );
}

/**
 * Every line of the days: a table on a wide screen (scrolling inside its own box when it must),
 * cards on a phone. The totals are the server's, which leave reversed lines out.
 */
export function LinesTable(props: { book: DayBook; onOpenEntry: (id: string) => void }) {
  const { book } = props;
  const id = useId();
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const range = book.from !== book.to;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 1.5 }}>
      <Typography id={id} component="h3" variant="h3" sx={{ mb: 1, fontSize: '1.05rem' }}>
        Receipts and payments
      </Typography>
      {book.lines.length === 0 ? (
        <EmptyState>
          {range
            ? 'No receipts or payments in these days.'
            : 'No receipts or payments on this day.'}
        </EmptyState>
      ) : wide ? (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={id}>
            <TableHead>
              <TableRow>
                {range ? <TableCell>Day</TableCell> : null}
                <TableCell>Voucher</TableCell>
                <TableCell>Particulars</TableCell>
                <TableCell>Category</TableCell>
                <TableCell>Account</TableCell>
                <TableCell>Medium</TableCell>
                <TableCell align="right">Receipt</TableCell>
                <TableCell align="right">Payment</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {book.lines.map((line) => (
                <TableRow key={`${line.source}-${line.id}`}>
                  {range ? (
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{shownDay(line.day)}</TableCell>
                  ) : null}
                  <TableCell>
                    <Voucher line={line} onOpenEntry={props.onOpenEntry} />
                  </TableCell>
                  <TableCell>
                    <Box component="span" sx={{ textDecoration: struck(line) }}>
                      {line.particulars}
                    </Box>
                    {line.reversed ? <ReversedChip /> : null}
                  </TableCell>
                  <TableCell>{line.category}</TableCell>
                  <TableCell>{line.accountName}</TableCell>
                  <TableCell>{constantLabel(line.paymentMedium)}</TableCell>
                  <Amount line={line} side="RECEIPT" />
                  <Amount line={line} side="PAYMENT" />
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell
                  colSpan={range ? 6 : 5}
                  sx={{ fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' }}
                >
                  Total (reversed lines left out)
                </TableCell>
                {[book.total.receiptsPaise, book.total.paymentsPaise].map((paise, i) => (
                  <TableCell
                    // biome-ignore lint/suspicious/noArrayIndexKey: two fixed columns.
                    key={i}
                    align="right"
                    sx={{
                      whiteSpace: 'nowrap',
                      fontWeight: 600,
                      color: 'text.primary',
                      fontSize: '0.875rem',
                    }}
                  >
                    {formatRupees(paise)}
                  </TableCell>
                ))}
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
      ) : (
        <>
          <Box component="ul" aria-labelledby={id} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {book.lines.map((line, index) => (
              <Box component="li" key={`${line.source}-${line.id}`}>
                {index > 0 ? <Divider /> : null}
                <Box sx={{ py: 1, display: 'grid', gap: 0.25 }}>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                    <Typography
                      sx={{
                        fontWeight: 600,
                        overflowWrap: 'anywhere',
                        textDecoration: struck(line),
                      }}
                    >
                      {line.particulars}
                    </Typography>
                    <Typography
                      sx={{
                        fontWeight: 600,
                        whiteSpace: 'nowrap',
                        textDecoration: struck(line),
                        color: line.side === 'RECEIPT' ? 'success.dark' : 'text.primary',
                      }}
                    >
                      {line.side === 'RECEIPT' ? '+' : '−'}
                      {formatRupees(line.amountPaise)}
                    </Typography>
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    {line.side === 'RECEIPT' ? 'Receipt' : 'Payment'} · {line.category} ·{' '}
                    {line.accountName} · {constantLabel(line.paymentMedium)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" component="div">
                    {range ? `${shownDay(line.day)} · ` : ''}
                    <Voucher line={line} onOpenEntry={props.onOpenEntry} />
                    {line.reversed ? <ReversedChip /> : null}
                  </Typography>
                </Box>
              </Box>
            ))}
          </Box>
          <Divider />
          <Typography variant="body2" sx={{ pt: 1, fontWeight: 600 }}>
            Receipts {formatRupees(book.total.receiptsPaise)} · Payments{' '}
            {formatRupees(book.total.paymentsPaise)}
          </Typography>
        </>
      )}
    </Paper>
  );
}
