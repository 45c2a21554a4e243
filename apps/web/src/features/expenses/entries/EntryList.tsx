import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ExpenseEntryView, formatRupees } from '@shala/shared';
import { shownDay } from '../../../core/format';
import { constantLabel } from '../../payments';
import { KIND_LABELS } from './entry-rules';
import { StatusChip } from './StatusChip';

/** "+₹1,200.00" for income, "−₹450.00" for an expense; struck once reversed or rejected. */
function Amount({ entry }: { entry: ExpenseEntryView }) {
  const out = entry.status === 'REVERSED' || entry.status === 'REJECTED';
  return (
    <Box
      component="span"
      sx={{
        fontWeight: 600,
        whiteSpace: 'nowrap',
        textDecoration: out ? 'line-through' : undefined,
        color: entry.kind === 'INCOME' ? 'success.main' : 'text.primary',
      }}
    >
      {entry.kind === 'INCOME' ? '+' : '−'}
      {formatRupees(entry.amountPaise)}
    </Box>
  );
}

/** The voucher number, which opens the entry (the row opens it too, for a pointer). */
function OpenLink(props: { entry: ExpenseEntryView; onOpen: (id: string) => void }) {
  return (
    <Link
      component="button"
      type="button"
      onClick={(e) => {
        e.stopPropagation();
        props.onOpen(props.entry.id);
      }}
      aria-label={`Open entry ${props.entry.voucherNo}: ${props.entry.description}`}
      sx={{ minHeight: 24, whiteSpace: 'nowrap', fontWeight: 600 }}
    >
      {props.entry.voucherNo}
    </Link>
  );
}

const category = (e: ExpenseEntryView) =>
  [KIND_LABELS[e.kind], e.category.name, e.vendor?.name, e.classGroup?.name]
    .filter(Boolean)
    .join(' · ');

/** Entries: a table on a wide screen, cards on a phone; each opens its dialog. */
export function EntryList(props: {
  entries: readonly ExpenseEntryView[];
  onOpen: (id: string) => void;
}) {
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  if (!wide) {
    return (
      <Box component="ul" aria-label="Entries" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {props.entries.map((entry, index) => (
          <Box component="li" key={entry.id}>
            {index > 0 ? <Divider /> : null}
            <Box sx={{ py: 1.25, display: 'grid', gap: 0.5 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {entry.description}
                </Typography>
                <Amount entry={entry} />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {category(entry)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {shownDay(entry.entryDate)} · {entry.account.name} ·{' '}
                {constantLabel(entry.paymentMedium)}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <OpenLink entry={entry} onOpen={props.onOpen} />
                <StatusChip status={entry.status} />
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label="Entries">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Voucher</TableCell>
            <TableCell>Description</TableCell>
            <TableCell>Account and medium</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.entries.map((entry) => (
            <TableRow
              key={entry.id}
              hover
              onClick={() => props.onOpen(entry.id)}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{shownDay(entry.entryDate)}</TableCell>
              <TableCell>
                <OpenLink entry={entry} onOpen={props.onOpen} />
              </TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {entry.description}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {category(entry)}
                </Typography>
              </TableCell>
              <TableCell>
                {entry.account.name}
                <Typography variant="caption" color="text.secondary" component="div">
                  {constantLabel(entry.paymentMedium)}
                </Typography>
              </TableCell>
              <TableCell align="right">
                <Amount entry={entry} />
              </TableCell>
              <TableCell>
                <StatusChip status={entry.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
