import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  formatRupees,
  type StopView,
  TRANSPORT_INSTALMENTS_MAX,
  type TransportCostView,
} from '@shala/shared';
import { useState } from 'react';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { FormDialog } from '../../../ui/FormDialog';
import { useTransportChanges } from '../api';
import type { TransportSession } from '../parts/sessions';
import {
  type DraftErrors,
  draftErrors,
  draftOf,
  draftTotal,
  emptyRow,
  hasErrors,
  type InstalmentDraft,
  instalmentsOf,
  presetPlan,
} from './instalment-form';

/**
 * A stop's instalments for a session: rows of name, amount (rupees, read exactly) and due date,
 * or a yearly amount split into two terms or four quarters. Saving replaces the stop's plan;
 * its riders' transportation-fee dues follow (the server refuses to go below what is paid).
 */
export function CostDialog(props: {
  instituteId: string;
  routeName: string;
  stop: StopView;
  session: TransportSession;
  costs: readonly TransportCostView[];
  onClose: () => void;
}) {
  const changes = useTransportChanges(props.instituteId);
  const [rows, setRows] = useState<InstalmentDraft[]>(
    props.costs.length > 0 ? draftOf(props.costs) : presetPlan(2, props.session.startDate, ''),
  );
  const [yearly, setYearly] = useState('');
  const [shown, setShown] = useState<ReturnType<typeof draftErrors> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const edit = (i: number, change: Partial<InstalmentDraft>) =>
    setRows((current) => current.map((row, j) => (j === i ? { ...row, ...change } : row)));

  const submit = async () => {
    const errors = draftErrors(rows, props.session);
    setShown(errors);
    if (hasErrors(errors)) return;
    setFailure(null);
    try {
      const saved = await changes.setCosts.mutateAsync({
        stopId: props.stop.id,
        sessionId: props.session.id,
        instalments: instalmentsOf(rows),
      });
      showSnack({ message: saved.message, severity: 'success' });
      props.onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const rowError = (i: number): DraftErrors => shown?.rows[i] ?? {};

  return (
    <FormDialog
      maxWidth="sm"
      title={`Cost of ${props.stop.name} (${props.routeName}), ${props.session.name}`}
      submitLabel="Save cost"
      busy={changes.setCosts.isPending}
      failure={failure}
      onSubmit={submit}
      onClose={props.onClose}
    >
      {props.stop.riders > 0 ? (
        <Alert severity="info">
          {props.stop.riders} student{props.stop.riders === 1 ? ' rides' : 's ride'} from this stop:
          their transportation-fee dues change with the instalments.
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
        <TextField
          size="small"
          label="Yearly amount"
          value={yearly}
          onChange={(e) => setYearly(e.target.value)}
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
          }}
          sx={{ width: 170 }}
        />
        <Button onClick={() => setRows(presetPlan(2, props.session.startDate, yearly))}>
          Two instalments
        </Button>
        <Button onClick={() => setRows(presetPlan(4, props.session.startDate, yearly))}>
          Four instalments
        </Button>
      </Stack>
      {rows.map((row, i) => (
        <Paper
          // The rows have no id of their own until saved; their order is their identity here.
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, never reordered
          key={i}
          variant="outlined"
          component="fieldset"
          sx={{ p: 1.5, m: 0, border: 1, borderColor: 'divider' }}
        >
          <Typography component="legend" variant="body2" sx={{ px: 0.5 }}>
            Instalment {i + 1}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: 'flex-start' }}
          >
            <TextField
              size="small"
              label="Name"
              value={row.name}
              onChange={(e) => edit(i, { name: e.target.value })}
              error={!!rowError(i).name}
              helperText={rowError(i).name}
              fullWidth
            />
            <TextField
              size="small"
              label="Amount"
              value={row.rupees}
              onChange={(e) => edit(i, { rupees: e.target.value })}
              error={!!rowError(i).rupees}
              helperText={rowError(i).rupees}
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
              }}
              fullWidth
            />
            <TextField
              size="small"
              label="Due date"
              type="date"
              value={row.dueDate}
              onChange={(e) => edit(i, { dueDate: e.target.value })}
              error={!!rowError(i).dueDate}
              helperText={rowError(i).dueDate}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { min: props.session.startDate, max: props.session.endDate },
              }}
              fullWidth
            />
            <Tooltip title={`Remove instalment ${i + 1}`}>
              <span>
                <IconButton
                  aria-label={`Remove instalment ${i + 1}`}
                  disabled={rows.length === 1}
                  onClick={() => setRows((current) => current.filter((_, j) => j !== i))}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </span>
            </Tooltip>
          </Stack>
        </Paper>
      ))}
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          startIcon={<AddIcon />}
          disabled={rows.length >= TRANSPORT_INSTALMENTS_MAX}
          onClick={() => setRows((current) => [...current, emptyRow()])}
        >
          Add instalment
        </Button>
        <Typography sx={{ ml: 'auto' }} aria-live="polite">
          Total {formatRupees(draftTotal(rows))}
        </Typography>
      </Stack>
      {shown?.form ? (
        <Alert severity="error" role="alert">
          {shown.form}
        </Alert>
      ) : null}
    </FormDialog>
  );
}
