import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { type DueTotals, type DueView, formatRupees, type PaymentRecordType } from '@shala/shared';
import { type ReactNode, useId } from 'react';
import { shownDay } from '../fields';
import { type Column, StackedTable } from '../parts/StackedTable';
import {
  type DueMark,
  discountNote,
  dueMarks,
  duesInOrder,
  RECORD_TYPE_TITLES,
  shownFigure,
} from './dues';

const MARK_COLOURS: Record<DueMark, 'error' | 'info' | 'warning' | 'success'> = {
  Overdue: 'error',
  'Previous session': 'info',
  'Late fee': 'warning',
  Discount: 'success',
  Lapsed: 'warning',
};

const columns: Column<DueView>[] = [
  {
    key: 'particular',
    label: 'Particular',
    render: (due) => (
      <Box
        component="span"
        sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}
      >
        <span>{due.particular}</span>
        {discountNote(due) && (
          <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
            ({discountNote(due)})
          </Box>
        )}
        {due.concession > 0 && (
          <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
            (concession {formatRupees(due.concession)})
          </Box>
        )}
        {dueMarks(due).map((mark) => (
          <Chip
            key={mark}
            label={mark}
            size="small"
            color={MARK_COLOURS[mark]}
            // Filled: white on the mark's colour stays above 4.5:1 on an overdue row's tint too.
            variant="filled"
          />
        ))}
      </Box>
    ),
  },
  { key: 'dueDate', label: 'Due date', render: (due) => shownDay(due.dueDate) },
  { key: 'payable', label: 'Payable', numeric: true, render: (due) => shownFigure(due, 'payable') },
  { key: 'paid', label: 'Paid', numeric: true, render: (due) => shownFigure(due, 'paid') },
  {
    key: 'discount',
    label: 'Discount',
    numeric: true,
    render: (due) => shownFigure(due, 'discount'),
  },
  {
    key: 'remaining',
    label: 'Remaining',
    numeric: true,
    render: (due) => (
      <Box component="span" sx={{ fontWeight: due.remaining > 0 ? 600 : 400 }}>
        {shownFigure(due, 'remaining')}
      </Box>
    ),
  },
];

/** One record type's dues (Fees, Transport fees) in the order they are paid, with totals. */
export function DuesTable(props: {
  recordType: PaymentRecordType;
  dues: readonly DueView[];
  totals: DueTotals;
  /** Beside the heading: what the viewer may do about these dues (pay online). */
  action?: ReactNode;
}) {
  const headingId = useId();
  const title = RECORD_TYPE_TITLES[props.recordType];
  const { totals } = props;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography id={headingId} variant="h3" component="h2" sx={{ flex: '1 1 auto' }}>
          {title}
        </Typography>
        {props.action}
      </Box>
      {props.dues.length === 0 ? (
        <Typography color="text.secondary">No {title.toLowerCase()} due.</Typography>
      ) : (
        <StackedTable
          caption={`${title}: particulars, due dates and what is left`}
          columns={columns}
          rows={duesInOrder(props.dues)}
          rowKey={(due) => due.id}
          highlight={(due) => due.overdue && due.kind === 'CHARGE' && due.remaining > 0}
          footer={{
            particular: 'Total',
            payable: formatRupees(totals.payable),
            paid: formatRupees(totals.paid),
            discount: formatRupees(totals.discount),
            remaining: formatRupees(totals.due),
          }}
        />
      )}
    </Box>
  );
}
