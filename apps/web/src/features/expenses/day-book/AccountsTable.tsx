import Box from '@mui/material/Box';
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
import { type DayBook, formatRupees } from '@shala/shared';
import { useId } from 'react';
import { EmptyState } from '../../../ui/EmptyState';

type Balances = Omit<DayBook['accounts'][number], 'accountId' | 'accountName'>;

const COLUMNS = [
  ['Opening', 'openingPaise'],
  ['Receipts', 'receiptsPaise'],
  ['Payments', 'paymentsPaise'],
  ['Closing', 'closingPaise'],
] as const;

function Money({ paise, bold }: { paise: number; bold?: boolean }) {
  return (
    <TableCell
      align="right"
      sx={{
        whiteSpace: 'nowrap',
        fontWeight: bold ? 600 : undefined,
        color: 'text.primary',
        fontSize: '0.875rem',
      }}
    >
      {formatRupees(paise)}
    </TableCell>
  );
}

/** One account (or the total) as a card on a phone: its four figures, two by two. */
function BalanceCard(props: { name: string; balances: Balances; total?: boolean }) {
  return (
    <Box
      component="li"
      sx={{ py: 1, borderTop: props.total ? 2 : 1, borderColor: 'divider', listStyle: 'none' }}
    >
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{props.name}</Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 0.5, m: 0 }}
      >
        {COLUMNS.map(([label, key]) => (
          <Box key={key}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, fontWeight: key === 'closingPaise' ? 600 : undefined }}
            >
              {formatRupees(props.balances[key])}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * Each account's balance brought forward, money in and out, and balance carried forward, and
 * their total: a table on a wide screen, cards on a phone.
 */
export function AccountsTable({ book }: { book: DayBook }) {
  const id = useId();
  const wide = useMediaQuery(useTheme().breakpoints.up('sm'));
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 1.5 }}>
      <Typography id={id} component="h3" variant="h3" sx={{ mb: 1, fontSize: '1.05rem' }}>
        Balances by account
      </Typography>
      {book.accounts.length === 0 ? (
        <EmptyState>No financial account has a balance or a line in these days.</EmptyState>
      ) : wide ? (
        <TableContainer>
          <Table size="small" aria-labelledby={id}>
            <TableHead>
              <TableRow>
                <TableCell>Account</TableCell>
                {COLUMNS.map(([label]) => (
                  <TableCell key={label} align="right">
                    {label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {book.accounts.map((a) => (
                <TableRow key={a.accountId}>
                  <TableCell component="th" scope="row">
                    {a.accountName}
                  </TableCell>
                  {COLUMNS.map(([, key]) => (
                    <Money key={key} paise={a[key]} bold={key === 'closingPaise'} />
                  ))}
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{ fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' }}
                >
                  Total
                </TableCell>
                {COLUMNS.map(([, key]) => (
                  <Money key={key} paise={book.total[key]} bold />
                ))}
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
      ) : (
        <Box component="ul" aria-labelledby={id} sx={{ p: 0, m: 0 }}>
          {book.accounts.map((a) => (
            <BalanceCard key={a.accountId} name={a.accountName} balances={a} />
          ))}
          <BalanceCard name="Total" balances={book.total} total />
        </Box>
      )}
    </Paper>
  );
}
