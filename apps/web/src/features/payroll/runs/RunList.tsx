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
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatRupees, type PayrollRunView } from '@shala/shared';
import { shownMonth } from '../../../core/format';
import { Figures } from '../../../ui/Figures';
import { RunStatusChip } from '../parts';

const money = { whiteSpace: 'nowrap', color: 'text.primary', fontSize: '0.875rem' } as const;

/** The month, which opens the run (the row opens it too, for a pointer). */
function OpenLink(props: { run: PayrollRunView; onOpen: (id: string) => void }) {
  return (
    <Link
      component="button"
      type="button"
      onClick={(e) => {
        e.stopPropagation();
        props.onOpen(props.run.id);
      }}
      aria-label={`Open the payroll of ${shownMonth(props.run.month)}`}
      sx={{ minHeight: 24, whiteSpace: 'nowrap', fontWeight: 600, textAlign: 'left' }}
    >
      {shownMonth(props.run.month)}
    </Link>
  );
}

/** The runs, newest month first: a table on a wide screen, cards on a phone. */
export function RunList(props: { runs: readonly PayrollRunView[]; onOpen: (id: string) => void }) {
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  if (!wide) {
    return (
      <Box component="ul" aria-label="Payroll runs" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {props.runs.map((run, index) => (
          <Box component="li" key={run.id}>
            {index > 0 ? <Divider /> : null}
            <Box sx={{ py: 1.25, display: 'grid', gap: 0.75 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <OpenLink run={run} onOpen={props.onOpen} />
                <RunStatusChip status={run.status} />
              </Box>
              <Figures
                items={[
                  { label: 'Staff', value: run.staff },
                  { label: 'Gross', value: formatRupees(run.grossPaise) },
                  { label: 'Deductions', value: formatRupees(run.deductionsPaise) },
                  { label: 'Net', value: formatRupees(run.netPaise), strong: true },
                ]}
              />
            </Box>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label="Payroll runs">
        <TableHead>
          <TableRow>
            <TableCell>Month</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Staff</TableCell>
            <TableCell align="right">Gross</TableCell>
            <TableCell align="right">Deductions</TableCell>
            <TableCell align="right">Net</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.runs.map((run) => (
            <TableRow
              key={run.id}
              hover
              onClick={() => props.onOpen(run.id)}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell>
                <OpenLink run={run} onOpen={props.onOpen} />
              </TableCell>
              <TableCell>
                <RunStatusChip status={run.status} />
              </TableCell>
              <TableCell align="right">{run.staff}</TableCell>
              <TableCell align="right" sx={money}>
                {formatRupees(run.grossPaise)}
              </TableCell>
              <TableCell align="right" sx={money}>
                {formatRupees(run.deductionsPaise)}
              </TableCell>
              <TableCell align="right" sx={{ ...money, fontWeight: 600 }}>
                {formatRupees(run.netPaise)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
