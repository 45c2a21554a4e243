import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ADMISSION_MESSAGES,
  admissionConfigInputSchema,
  type ClassAdmissionConfig,
} from '@shala/shared';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { useSaveClassConfig } from './api';

/** One class: taking admissions or not, seats and instructions, with its counts. */
export function ClassConfigCard({
  config,
  canEdit,
}: {
  config: ClassAdmissionConfig;
  canEdit: boolean;
}) {
  const headingId = useId();
  const [open, setOpen] = useState(config.open);
  const [seats, setSeats] = useState(config.seats === null ? '' : String(config.seats));
  const [instructions, setInstructions] = useState(config.instructions);
  const [error, setError] = useState<string>();
  const save = useSaveClassConfig();
  useEffect(() => {
    setOpen(config.open);
    setSeats(config.seats === null ? '' : String(config.seats));
    setInstructions(config.instructions);
  }, [config]);
  const changed =
    open !== config.open ||
    seats !== (config.seats === null ? '' : String(config.seats)) ||
    instructions !== config.instructions;

  const submit = () => {
    const input = {
      open,
      seats: seats.trim() === '' ? null : Number(seats),
      instructions,
    };
    const parsed = admissionConfigInputSchema.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(
      { classId: config.classId, input: parsed.data },
      {
        onSuccess: () =>
          showSnack({ message: ADMISSION_MESSAGES.configSaved, severity: 'success' }),
        onError: (e) => showSnack(errorMessage(e)),
      },
    );
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={headingId} component="h3" variant="h6">
          {config.name}
        </Typography>
        <Chip
          size="small"
          color={config.open ? 'success' : 'default'}
          label={config.open ? 'Open' : 'Closed'}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {config.pending} pending · {config.accepted} accepted
        {config.seats !== null ? ` of ${config.seats} seats` : ''}
      </Typography>
      <FormControlLabel
        control={
          <Switch checked={open} onChange={(e) => setOpen(e.target.checked)} disabled={!canEdit} />
        }
        label="Taking admissions"
      />
      {open && (
        <>
          <TextField
            label="Seats"
            type="number"
            size="small"
            value={seats}
            onChange={(e) => setSeats(e.target.value)}
            disabled={!canEdit}
            error={!!error && error === ADMISSION_MESSAGES.seatsRange}
            helperText={
              error === ADMISSION_MESSAGES.seatsRange ? error : 'Leave empty for no limit'
            }
            slotProps={{ htmlInput: { min: 1, max: 10000, inputMode: 'numeric' } }}
          />
          <TextField
            label="Instructions for applicants"
            size="small"
            multiline
            minRows={2}
            value={instructions}
            onChange={(e) => setInstructions(e.target.value)}
            disabled={!canEdit}
            error={!!error && error !== ADMISSION_MESSAGES.seatsRange}
            helperText={error !== ADMISSION_MESSAGES.seatsRange ? error : undefined}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </>
      )}
      {canEdit && (open || changed) && (
        <Button
          variant="contained"
          onClick={submit}
          disabled={!changed || save.isPending}
          sx={{ alignSelf: 'flex-start' }}
          aria-label={`Save ${config.name}`}
        >
          Save
        </Button>
      )}
    </Paper>
  );
}
