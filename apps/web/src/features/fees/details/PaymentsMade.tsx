import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@shala/shared';
import { useId } from 'react';
import { shownDateTime } from '../../../core/format';
import { constantLabel } from '../../payments';
import { type Column, StackedTable } from '../parts/StackedTable';
import { RECORD_TYPE_TITLES, receiptUrl } from './dues';
import type { PaymentMade } from './student-dues';

/** The receipt (PDF) in a new tab, as spec §4 opens it; the link says it opens one. */
function ReceiptLink(props: { payment: PaymentMade; classId: string | null }) {
  const href = receiptUrl(props.payment, props.classId);
  if (!href) return null;
  const number = props.payment.receiptNumber ? ` ${props.payment.receiptNumber}` : '';
  return (
    <Button
      size="small"
      variant="outlined"
      component="a"
      href={href}
      target="_blank"
      rel="noopener"
      endIcon={<OpenInNewOutlined aria-hidden="true" />}
      aria-label={`Receipt${number} (PDF, opens in a new tab)`}
      sx={{ minHeight: 32, whiteSpace: 'nowrap' }}
    >
      Receipt
    </Button>
  );
}

/** "Reverted 28 Nov 2026, 21:53 by Kavita Rao: Cheque bounced" (issue 22). */
function revertNote(p: PaymentMade): string {
  const when = p.revertedAt ? ` ${shownDateTime(p.revertedAt)}` : '';
  const who = p.revertedByName ? ` by ${p.revertedByName}` : '';
  return `Reverted${when}${who}${p.revertReason ? `: ${p.revertReason}` : ''}`;
}

/** The student's payments, newest first, each with its receipt to open or print again. */
export function PaymentsMade(props: { payments: readonly PaymentMade[]; classId: string | null }) {
  const headingId = useId();
  const columns: Column<PaymentMade>[] = [
    {
      key: 'date',
      label: 'Date',
      render: (p) => (p.transactionDate ? shownDateTime(p.transactionDate) : '–'),
    },
    { key: 'receipt', label: 'Receipt no.', render: (p) => p.receiptNumber ?? '–' },
    { key: 'type', label: 'For', render: (p) => RECORD_TYPE_TITLES[p.recordType] },
    {
      key: 'medium',
      label: 'Paid by',
      render: (p) => (p.paymentMedium ? constantLabel(p.paymentMedium) : '–'),
    },
    { key: 'amount', label: 'Amount', numeric: true, render: (p) => formatRupees(p.amount) },
    { key: 'discount', label: 'Discount', numeric: true, render: (p) => formatRupees(p.discount) },
    {
      key: 'status',
      label: 'Status',
      render: (p) =>
        p.reverted ? (
          <>
            <Chip size="small" color="warning" label="Reverted" />
            <Typography variant="caption" color="text.secondary" component="div">
              {revertNote(p)}
            </Typography>
          </>
        ) : (
          'Paid'
        ),
    },
    {
      key: 'open',
      label: 'Receipt',
      wideOnly: true,
      render: (p) => <ReceiptLink payment={p} classId={props.classId} />,
    },
  ];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} variant="h3" component="h2">
        Payments made
      </Typography>
      {props.payments.length === 0 ? (
        <Typography color="text.secondary">No payments yet.</Typography>
      ) : (
        <StackedTable
          caption="Payments made, newest first"
          columns={columns}
          rows={props.payments}
          rowKey={(p) => p.id}
          rowActions={(p) => <ReceiptLink payment={p} classId={props.classId} />}
        />
      )}
    </Box>
  );
}
