import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ExpenseKind, financialYearOf, formatRupees } from '@shala/shared';
import { useId, useState } from 'react';
import { shownMonth } from '../../../core/format';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { useMonthly } from '../api';
import { MonthlyChart } from './MonthlyChart';
import {
  categoryShares,
  type MonthTotals,
  monthRows,
  yearChoices,
  yearLabel,
} from './monthly-rules';

const COLUMNS: ReadonlyArray<[string, keyof MonthTotals]> = [
  ['Fees', 'feesPaise'],
  ['Other income', 'incomePaise'],
  ['Received', 'receivedPaise'],
  ['Expenses', 'expensePaise'],
  ['Net', 'netPaise'],
];

const cell = { whiteSpace: 'nowrap', color: 'text.primary', fontSize: '0.875rem' } as const;
/** The month stays in view while the figures scroll sideways (a phone). */
const stuck = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  whiteSpace: 'nowrap',
} as const;

/** One kind's categories, largest first, with their share and their sum. */
function Categories(props: {
  title: string;
  kind: ExpenseKind;
  figures: Parameters<typeof categoryShares>[0];
}) {
  const id = useId();
  const { items, totalPaise } = categoryShares(props.figures, props.kind);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 1.5 }}>
      <Typography id={id} component="h3" variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
        {props.title}
      </Typography>
      {items.length === 0 ? (
        <EmptyState>None this year.</EmptyState>
      ) : (
        <Table size="small" aria-labelledby={id}>
          <TableHead>
            <TableRow>
              <TableCell>Category</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell align="right">Share</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((c) => (
              <TableRow key={c.name}>
                <TableCell sx={{ overflowWrap: 'break-word' }}>{c.name}</TableCell>
                <TableCell align="right" sx={cell}>
                  {formatRupees(c.amountPaise)}
                </TableCell>
                <TableCell align="right">{c.share}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell sx={{ ...cell, fontWeight: 600 }}>Total</TableCell>
              <TableCell align="right" sx={{ ...cell, fontWeight: 600 }}>
                {formatRupees(totalPaise)}
              </TableCell>
              <TableCell />
            </TableRow>
          </TableFooter>
        </Table>
      )}
    </Paper>
  );
}

/**
 * A financial year (April to March) month by month: fees (from payments) and other income
 * beside expenses, as bars and as a table whose Total row is the sum of its months, and the
 * year's income and expenses by category.
 */
export function MonthlyPanel(props: { groupId: string; today: string }) {
  const [year, setYear] = useState(() => financialYearOf(props.today));
  const monthly = useMonthly(props.groupId, year);
  const tableId = useId();
  const data = monthly.data;
  const figures = data ? monthRows(data) : null;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <TextField
        select
        label="Financial year"
        value={year}
        onChange={(e) => setYear(Number(e.target.value))}
        size="small"
        sx={{ width: 340, maxWidth: '100%' }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {yearChoices(props.today).map((y) => (
          <option key={y} value={y}>
            {`${yearLabel(y)} (April ${y} to March ${y + 1})`}
          </option>
        ))}
      </TextField>
      {monthly.isPending ? (
        <Loading label="Loading the year…" />
      ) : monthly.isError ? (
        <LoadError error={monthly.error} onRetry={() => monthly.refetch()} />
      ) : data && figures ? (
        <>
          <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
            <MonthlyChart rows={figures.rows} total={figures.total} year={data.year} />
          </Paper>
          <Paper variant="outlined" component="section" aria-labelledby={tableId} sx={{ p: 1.5 }}>
            <Typography id={tableId} component="h2" variant="h3" sx={{ mb: { md: 1 } }}>
              {yearLabel(data.year)} month by month
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ display: { md: 'none' }, mb: 1 }}
            >
              The table scrolls sideways: fees, other income, received, expenses and net.
            </Typography>
            {/* The table scrolls inside its own box on a phone; the page does not. */}
            <TableContainer
              role="region"
              tabIndex={0}
              aria-labelledby={tableId}
              sx={{ overflowX: 'auto' }}
            >
              <Table size="small" aria-labelledby={tableId}>
                <TableHead>
                  <TableRow>
                    <TableCell sx={stuck}>Month</TableCell>
                    {COLUMNS.map(([label]) => (
                      <TableCell key={label} align="right">
                        {label}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {figures.rows.map((row) => (
                    <TableRow key={row.month}>
                      <TableCell component="th" scope="row" sx={stuck}>
                        {shownMonth(row.month)}
                      </TableCell>
                      {COLUMNS.map(([label, key]) => (
                        <TableCell key={label} align="right" sx={cell}>
                          {formatRupees(row[key])}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
                <TableFooter>
                  <TableRow>
                    <TableCell
                      component="th"
                      scope="row"
                      sx={{ ...cell, ...stuck, fontWeight: 600 }}
                    >
                      Total
                    </TableCell>
                    {COLUMNS.map(([label, key]) => (
                      <TableCell key={label} align="right" sx={{ ...cell, fontWeight: 600 }}>
                        {formatRupees(figures.total[key])}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableFooter>
              </Table>
            </TableContainer>
          </Paper>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <Categories title="Income by category" kind="INCOME" figures={data.byCategory} />
            <Categories title="Expenses by category" kind="EXPENSE" figures={data.byCategory} />
          </Box>
        </>
      ) : null}
    </Box>
  );
}
