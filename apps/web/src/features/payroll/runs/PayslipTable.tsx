import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
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
import { formatRupees, type PayslipView } from '@shala/shared';
import { EmptyState } from '../../../ui/EmptyState';
import { Figures } from '../../../ui/Figures';
import { daysText, payslipTotals } from '../payroll-rules';

const money = { whiteSpace: 'nowrap', color: 'text.primary', fontSize: '0.875rem' } as const;

/** The name, which opens the payslip (the row opens it too, for a pointer). */
function OpenLink(props: { payslip: PayslipView; onOpen: (id: string) => void }) {
  return (
    <Link
      component="button"
      type="button"
      onClick={(e) => {
        e.stopPropagation();
        props.onOpen(props.payslip.id);
      }}
      aria-label={`Open the payslip of ${props.payslip.name}`}
      sx={{ minHeight: 24, fontWeight: 600, textAlign: 'left', overflowWrap: 'anywhere' }}
    >
      {props.payslip.name}
    </Link>
  );
}

/**
 * A run's payslips and their totals (summed here, to the paisa): a table on a wide screen,
 * cards on a phone; each opens its lines and PDF.
 */
export function PayslipTable(props: {
  payslips: readonly PayslipView[];
  onOpen: (id: string) => void;
}) {
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const total = payslipTotals(props.payslips);
  if (props.payslips.length === 0) return <EmptyState>No payslips in this run.</EmptyState>;
  if (!wide) {
    return (
      <Box component="ul" aria-label="Payslips" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {props.payslips.map((p, index) => (
          <Box component="li" key={p.id}>
            {index > 0 ? <Divider /> : null}
            <Box sx={{ py: 1.25, display: 'grid', gap: 0.5 }}>
              <OpenLink payslip={p} onOpen={props.onOpen} />
              <Typography variant="body2" color="text.secondary">
                {p.designation} · {daysText(p)}
              </Typography>
              <Figures
                columns={3}
                items={[
                  { label: 'Gross', value: formatRupees(p.grossPaise) },
                  { label: 'Deductions', value: formatRupees(p.deductionsPaise) },
                  { label: 'Net', value: formatRupees(p.netPaise), strong: true },
                ]}
              />
            </Box>
          </Box>
        ))}
        <Box component="li" sx={{ borderTop: 2, borderColor: 'divider', py: 1.25 }}>
          <Typography sx={{ fontWeight: 600, mb: 0.5 }}>
            Total of {props.payslips.length} payslips
          </Typography>
          <Figures
            columns={3}
            items={[
              { label: 'Gross', value: formatRupees(total.grossPaise), strong: true },
              { label: 'Deductions', value: formatRupees(total.deductionsPaise), strong: true },
              { label: 'Net', value: formatRupees(total.netPaise), strong: true },
            ]}
          />
        </Box>
      </Box>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label="Payslips">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Designation</TableCell>
            <TableCell>Payable days (LOP)</TableCell>
            <TableCell align="right">Gross</TableCell>
            <TableCell align="right">Deductions</TableCell>
            <TableCell align="right">Net</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.payslips.map((p) => (
            <TableRow
              key={p.id}
              hover
              onClick={() => props.onOpen(p.id)}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell>
                <OpenLink payslip={p} onOpen={props.onOpen} />
              </TableCell>
              <TableCell>{p.designation}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {p.payableDays} of {p.daysInMonth}
                {p.lopDays > 0 ? ` (${p.lopDays} LOP)` : ''}
              </TableCell>
              <TableCell align="right" sx={money}>
                {formatRupees(p.grossPaise)}
              </TableCell>
              <TableCell align="right" sx={money}>
                {formatRupees(p.deductionsPaise)}
              </TableCell>
              <TableCell align="right" sx={{ ...money, fontWeight: 600 }}>
                {formatRupees(p.netPaise)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={3} sx={{ ...money, fontWeight: 600 }}>
              Total of {props.payslips.length} payslips
            </TableCell>
            <TableCell align="right" sx={{ ...money, fontWeight: 600 }}>
              {formatRupees(total.grossPaise)}
            </TableCell>
            <TableCell align="right" sx={{ ...money, fontWeight: 600 }}>
              {formatRupees(total.deductionsPaise)}
            </TableCell>
            <TableCell align="right" sx={{ ...money, fontWeight: 600 }}>
              {formatRupees(total.netPaise)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
