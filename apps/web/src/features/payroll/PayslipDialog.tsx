import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatRupees, type PayslipView } from '@shala/shared';
import { useId } from 'react';
import { shownMonth } from '../../core/format';
import { Figures } from '../../ui/Figures';
import { PayslipDownload } from './parts';
import { daysText } from './payroll-rules';

const money = { whiteSpace: 'nowrap', color: 'text.primary', fontSize: '0.875rem' } as const;

/** Earnings or deductions, each line and their total. */
function Lines(props: {
  title: string;
  lines: PayslipView['earnings'];
  totalLabel: string;
  totalPaise: number;
}) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h3" variant="h3" sx={{ fontSize: '1rem', mb: 0.5 }}>
        {props.title}
      </Typography>
      <Table size="small" aria-labelledby={id}>
        <TableHead>
          <TableRow>
            <TableCell>Component</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.lines.length === 0 ? (
            <TableRow>
              <TableCell colSpan={2}>None</TableCell>
            </TableRow>
          ) : (
            props.lines.map((line) => (
              <TableRow key={line.code}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.name}</TableCell>
                <TableCell align="right" sx={money}>
                  {formatRupees(line.amountPaise)}
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row" sx={{ ...money, fontWeight: 600 }}>
              {props.totalLabel}
            </TableCell>
            <TableCell align="right" sx={{ ...money, fontWeight: 600 }}>
              {formatRupees(props.totalPaise)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}

/**
 * One payslip: who, which month and how many days were paid, each earning and deduction with
 * their totals, the net pay, and its PDF. Full screen on a phone.
 */
export function PayslipDialog(props: {
  groupId: string;
  payslip: PayslipView;
  onClose: () => void;
}) {
  const p = props.payslip;
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={props.onClose}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={phone}
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>
        Payslip: {p.name}, {shownMonth(p.month)}
      </DialogTitle>
      {/* Focusable: on a phone the payslip scrolls inside the dialog, by keyboard too. */}
      <DialogContent tabIndex={0} role="region" aria-labelledby={titleId}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Figures
            columns={3}
            items={[
              { label: 'Designation', value: p.designation },
              { label: 'Paid days', value: daysText(p) },
              { label: 'Status', value: p.status === 'APPROVED' ? 'Approved' : 'Draft' },
            ]}
          />
          <Lines
            title="Earnings"
            lines={p.earnings}
            totalLabel="Gross pay"
            totalPaise={p.grossPaise}
          />
          <Lines
            title="Deductions"
            lines={p.deductions}
            totalLabel="Total deductions"
            totalPaise={p.deductionsPaise}
          />
          <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
            Net pay: {formatRupees(p.netPaise)}
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <PayslipDownload groupId={props.groupId} payslip={p} variant="outlined" />
        <Button onClick={props.onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
