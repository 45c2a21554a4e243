import AddOutlined from '@mui/icons-material/AddOutlined';
import CallSplitOutlined from '@mui/icons-material/CallSplitOutlined';
import SortOutlined from '@mui/icons-material/SortOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useRef, useState } from 'react';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { useFeeChanges } from '../api';
import { focusFirstInvalid } from '../parts/focus-invalid';
import { InstalmentDialog } from './InstalmentDialog';
import { ParticularsEditor } from './ParticularsEditor';
import {
  addCharge,
  checkDraft,
  type DraftErrors,
  draftOf,
  STRUCTURE_LIMITS,
  type StructureDraft,
  sortByDueDate,
} from './structure-draft';
import type { FeeStructure } from './structure-view';

/**
 * New or edit fee structure: its name, late fee and concession rules, and its particulars.
 * Mistakes are shown beside their fields and nothing is sent until there are none; the server's
 * refusal (a name in use, a charge lowered below what is paid) is shown above the buttons.
 */
export function StructureDialog(props: {
  open: boolean;
  classId: string;
  className: string;
  sessionId: string;
  sessionName: string;
  /** The session's first and last day (yyyy-mm-dd): due dates fall within them. */
  sessionStart?: string;
  sessionEnd?: string;
  /** The structure being edited; none for a new one. */
  structure?: FeeStructure;
  onClose: () => void;
}) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const [draft, setDraft] = useState<StructureDraft>(() => draftOf(props.structure));
  const [errors, setErrors] = useState<DraftErrors>({ rows: {} });
  const [splitting, setSplitting] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  const changes = useFeeChanges();
  const saving = changes.create.isPending || changes.update.isPending;
  const failure = changes.create.error ?? changes.update.error;
  const set = (change: Partial<StructureDraft>) => setDraft((d) => ({ ...d, ...change }));

  const save = () => {
    const checked = checkDraft(draft, {
      groupId: props.classId,
      sessionId: props.sessionId,
      start: props.sessionStart,
      end: props.sessionEnd,
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(content.current);
      return;
    }
    setErrors({ rows: {} });
    const done = (message: string | undefined) => {
      showSnack({ message: message ?? `${checked.request.name} saved.`, severity: 'success' });
      props.onClose();
    };
    if (props.structure) {
      changes.update.mutate({ ...checked.request, id: props.structure.id }, { onSuccess: done });
    } else {
      changes.create.mutate(checked.request, { onSuccess: done });
    }
  };

  const field = (
    key: 'lateFee' | 'lateFeeGraceDays' | 'siblingPercent' | 'staffChildPercent',
    label: string,
    unit: { start?: string; end?: string },
    inputMode: 'decimal' | 'numeric',
  ) => (
    <TextField
      label={label}
      value={draft[key]}
      onChange={(e) => set({ [key]: e.target.value })}
      error={!!errors[key]}
      helperText={errors[key]}
      disabled={saving}
      size="small"
      slotProps={{
        htmlInput: { inputMode, maxLength: 14 },
        input: {
          startAdornment: unit.start ? (
            <InputAdornment position="start">{unit.start}</InputAdornment>
          ) : undefined,
          endAdornment: unit.end ? (
            <InputAdornment position="end">{unit.end}</InputAdornment>
          ) : undefined,
        },
      }}
    />
  );

  return (
    <Dialog
      open={props.open}
      onClose={saving ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>
        {props.structure ? `Edit ${props.structure.name}` : 'New fee structure'}
        <Typography
          variant="body2"
          color="text.secondary"
          component="span"
          sx={{ display: 'block' }}
        >
          {props.className} · Session {props.sessionName}
        </Typography>
      </DialogTitle>
      <DialogContent ref={content} dividers sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label="Structure name"
          value={draft.name}
          onChange={(e) => set({ name: e.target.value })}
          error={!!errors.name}
          helperText={errors.name ?? 'For example: Annual fees 2026-27'}
          disabled={saving}
          required
          autoFocus
          slotProps={{ htmlInput: { maxLength: STRUCTURE_LIMITS.name } }}
        />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          {field('lateFee', 'Late fee', { start: '₹' }, 'decimal')}
          {field('lateFeeGraceDays', 'Days after the due date', { end: 'days' }, 'numeric')}
          {field('siblingPercent', 'Sibling concession', { end: '%' }, 'decimal')}
          {field('staffChildPercent', 'Staff child concession', { end: '%' }, 'decimal')}
        </Box>
        <Typography variant="body2" color="text.secondary">
          The late fee is added once to a charge still unpaid that many days after its due date. The
          sibling concession applies to a student with a brother or sister in the institute, the
          staff child concession to a child of the institute's staff.
        </Typography>
        <Box>
          <Typography variant="h4" component="h3" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
            Particulars
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Payments settle charges in order of due date. A discount under a charge lowers it when
            the charge is paid.
          </Typography>
        </Box>
        {errors.particulars && <Alert severity="error">{errors.particulars}</Alert>}
        <ParticularsEditor
          list={draft.particulars}
          onChange={(particulars) => set({ particulars })}
          errors={errors.rows}
          disabled={saving}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            startIcon={<AddOutlined />}
            onClick={() => set({ particulars: addCharge(draft.particulars) })}
            disabled={saving || draft.particulars.length >= STRUCTURE_LIMITS.particulars}
          >
            Add charge
          </Button>
          <Button
            startIcon={<CallSplitOutlined />}
            onClick={() => setSplitting(true)}
            disabled={saving}
          >
            Instalment plan
          </Button>
          <Button
            startIcon={<SortOutlined />}
            onClick={() => set({ particulars: sortByDueDate(draft.particulars) })}
            disabled={saving}
          >
            Sort by due date
          </Button>
        </Box>
        {failure && <Alert severity="error">{errorMessage(failure)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
      {splitting && (
        <InstalmentDialog
          open
          onClose={() => setSplitting(false)}
          onSplit={(rows) => {
            // The plan replaces a lone empty charge (a new structure's first row).
            const kept = draft.particulars.filter((p) => p.name.trim() || p.amount.trim());
            set({ particulars: [...kept, ...rows] });
            setSplitting(false);
          }}
        />
      )}
    </Dialog>
  );
}
