import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatRupees, type PaymentRecordView } from '@shala/shared';
import type { ReactNode } from 'react';
import { shownDateTime } from '../../../core/format';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { constantLabel } from '../labels';

/** "Receipt 12": reprinted in a new tab (the PDF the server makes). */
export function ReceiptLink({ record }: { record: PaymentRecordView }) {
  return (
    <Button
      component="a"
      href={record.receiptUrl}
      target="_blank"
      rel="noopener"
      size="small"
      startIcon={<ReceiptLongOutlined />}
      aria-label={`Receipt ${record.receiptNumber} of ${record.studentName} (PDF, opens in a new tab)`}
      sx={{ minHeight: 32, whiteSpace: 'nowrap' }}
    >
      Receipt {record.receiptNumber}
    </Button>
  );
}

export function StatusChip({ record }: { record: PaymentRecordView }) {
  return record.status === 'REVERTED' ? (
    <Chip size="small" color="warning" variant="outlined" label="Reverted" />
  ) : (
    <Chip size="small" color="success" variant="outlined" label="Paid" />
  );
}

/** What a reverted record says: when, by whom, why. */
function RevertNote({ record }: { record: PaymentRecordView }) {
  if (record.status !== 'REVERTED') return null;
  const when = record.revertedAt ? shownDateTime(record.revertedAt) : '';
  return (
    <Typography variant="caption" color="text.secondary" component="div">
      Reverted {when}
      {record.revertedByName ? ` by ${record.revertedByName}` : ''}
      {record.revertReason ? `: ${record.revertReason}` : ''}
    </Typography>
  );
}

const amountOf = (record: PaymentRecordView) => (
  <>
    <Box
      component="span"
      sx={{
        fontWeight: 600,
        textDecoration: record.status === 'REVERTED' ? 'line-through' : undefined,
      }}
    >
      {formatRupees(record.amount)}
    </Box>
    {record.discount > 0 && (
      <Typography variant="caption" color="text.secondary" component="div">
        discount {formatRupees(record.discount)}
      </Typography>
    )}
  </>
);

/**
 * Payment records: a table on wide screens, a list of cards on phones (360 px), each with its
 * receipt to reprint and the actions the screen adds (revert).
 */
export function RecordList(props: {
  records: readonly PaymentRecordView[];
  label: string;
  actions?: (record: PaymentRecordView) => ReactNode;
}) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  if (!wide) {
    return (
      <Box component="ul" aria-label={props.label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {props.records.map((record, index) => (
          <Box component="li" key={record.id}>
            {index > 0 && <Divider />}
            <Box sx={{ py: 1.25, display: 'grid', gap: 0.5 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {record.studentName}
                </Typography>
                <Box sx={{ textAlign: 'right' }}>{amountOf(record)}</Box>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {record.className} · {constantLabel(record.recordType)} ·{' '}
                {constantLabel(record.paymentMedium)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {shownDateTime(record.transactionDate)} · {record.transactionId}
              </Typography>
              <RevertNote record={record} />
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <StatusChip record={record} />
                <ReceiptLink record={record} />
                {props.actions?.(record)}
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={props.label}>
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Student</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Medium and account</TableCell>
            <TableCell>Transaction ID</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.records.map((record) => (
            <TableRow key={record.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {shownDateTime(record.transactionDate)}
              </TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {record.studentName}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {record.className}
                </Typography>
              </TableCell>
              <TableCell>{constantLabel(record.recordType)}</TableCell>
              <TableCell>
                {constantLabel(record.paymentMedium)}
                <Typography variant="caption" color="text.secondary" component="div">
                  {record.accountName}
                </Typography>
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{record.transactionId}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {amountOf(record)}
              </TableCell>
              <TableCell>
                <StatusChip record={record} />
                <RevertNote record={record} />
              </TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
                  <ReceiptLink record={record} />
                  {props.actions?.(record)}
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
