import Chip from '@mui/material/Chip';
import type { ExpenseStatus } from '@shala/shared';
import { STATUS_LABELS } from './entry-rules';

const COLOURS = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'error',
  REVERSED: 'default',
} as const;

/** An entry's status in words, in its colour (the words carry it; the colour only helps). */
export function StatusChip({ status }: { status: ExpenseStatus }) {
  return (
    <Chip size="small" variant="outlined" color={COLOURS[status]} label={STATUS_LABELS[status]} />
  );
}
