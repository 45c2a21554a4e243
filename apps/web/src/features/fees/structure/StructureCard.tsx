import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatRupees } from '@shala/shared';
import { useId } from 'react';
import { percentText, shownDay } from '../fields';
import { type Column, StackedTable } from '../parts/StackedTable';
import type { FeeParticular, FeeStructure } from './structure-view';
import { UnassignedNotice } from './unassigned';

/** What one student owes in all under a structure: its charges less its discount particulars. */
export function structureTotal(structure: FeeStructure): number {
  return structure.particulars.reduce(
    (sum, p) => sum + (p.kind === 'CHARGE' ? p.amountPaise : -p.amountPaise),
    0,
  );
}

/** "Late fee ₹200.00, 7 days after the due date" or none. */
export function lateFeeText(structure: FeeStructure): string {
  if (structure.lateFeePaise <= 0) return 'No late fee';
  const days = structure.lateFeeGraceDays;
  const after =
    days === 0 ? 'after the due date' : `${days} ${days === 1 ? 'day' : 'days'} after the due date`;
  return `Late fee ${formatRupees(structure.lateFeePaise)}, ${after}`;
}

const columns: Column<FeeParticular>[] = [
  {
    key: 'name',
    label: 'Particular',
    render: (p) =>
      p.kind === 'DISCOUNT' ? (
        <Box component="span" sx={{ pl: 2, display: 'inline-block' }}>
          <Box component="span" sx={{ color: 'success.dark' }}>
            Less:{' '}
          </Box>
          {p.name}
        </Box>
      ) : (
        p.name
      ),
  },
  { key: 'dueDate', label: 'Due date', render: (p) => shownDay(p.dueDate) },
  {
    key: 'amount',
    label: 'Amount',
    numeric: true,
    render: (p) =>
      p.kind === 'DISCOUNT' ? `−${formatRupees(p.amountPaise)}` : formatRupees(p.amountPaise),
  },
];

/** One fee structure: its particulars, late fee and concession rules, and what may be done. */
export function StructureCard(props: {
  structure: FeeStructure;
  /** The class shown: who of it the structure leaves out is listed to those who may assign. */
  classId: string;
  canChange: boolean;
  onEdit: () => void;
  onAssign: () => void;
  onConcessions: () => void;
  onDelete: () => void;
}) {
  const s = props.structure;
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1 }}>
        <Typography id={headingId} variant="h3" component="h2" sx={{ flex: '1 1 auto' }}>
          {s.name}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>{formatRupees(structureTotal(s))}</Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Chip size="small" label={lateFeeText(s)} />
        {s.siblingBasisPoints > 0 && (
          <Chip size="small" label={`Sibling ${percentText(s.siblingBasisPoints)}%`} />
        )}
        {s.staffChildBasisPoints > 0 && (
          <Chip size="small" label={`Staff child ${percentText(s.staffChildBasisPoints)}%`} />
        )}
        {s.assignedCount !== undefined && (
          <Chip
            size="small"
            variant="outlined"
            label={
              s.assignedCount === 1
                ? 'Assigned to 1 student'
                : `Assigned to ${s.assignedCount} students`
            }
          />
        )}
      </Box>
      <StackedTable
        caption={`Particulars of ${s.name}`}
        columns={columns}
        rows={s.particulars}
        rowKey={(p) => p.id ?? `${p.name}-${p.dueDate}-${p.position}`}
        footer={{ name: 'Total', amount: formatRupees(structureTotal(s)) }}
      />
      {props.canChange && <UnassignedNotice classId={props.classId} structure={s} />}
      {props.canChange && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" onClick={props.onEdit} aria-label={`Edit ${s.name}`}>
            Edit
          </Button>
          <Button variant="outlined" onClick={props.onAssign} aria-label={`Assign ${s.name}`}>
            Assign
          </Button>
          <Button
            variant="outlined"
            onClick={props.onConcessions}
            aria-label={`Concessions of ${s.name}`}
          >
            Concessions
          </Button>
          {s.paidInto ? (
            // The server refuses to delete what has been paid into; say so rather than offer it.
            <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
              Paid into: it cannot be deleted.
            </Typography>
          ) : (
            <Button color="error" onClick={props.onDelete} aria-label={`Delete ${s.name}`}>
              Delete
            </Button>
          )}
        </Box>
      )}
    </Paper>
  );
}
