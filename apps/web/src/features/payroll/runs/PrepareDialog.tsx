import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { shownMonth } from '../../../core/format';
import { showSnack } from '../../../core/snackbar-queue';
import { useAttempt } from '../../../core/use-attempt';
import { Choice } from '../../../ui/Choice';
import { FormDialog } from '../../../ui/FormDialog';
import { useEmployment, usePayrollChanges } from '../api';
import {
  type ArrearsErrors,
  type ArrearsRow,
  blankArrear,
  checkArrears,
  payableStaff,
} from './arrears-form';

/**
 * Preparing (or running again) a month's payroll: every staff member with active employment
 * details gets a payslip by their structure, with the arrears added here paid on top. The
 * server refuses the whole run when any row is wrong, naming the rows; nothing is saved then.
 */
export function PrepareDialog(props: {
  groupId: string;
  month: string;
  rerun: boolean;
  /** A re-run starts from the arrears the run paid. */
  arrears?: ArrearsRow[];
  onClose: () => void;
  onDone: (runId: string) => void;
}) {
  const headingId = useId();
  const staff = useEmployment(props.groupId);
  const changes = usePayrollChanges(props.groupId);
  const [rows, setRows] = useState<ArrearsRow[]>(() => props.arrears ?? []);
  const [errors, setErrors] = useState<ArrearsErrors>({});
  const { failure, attempt } = useAttempt();
  const [busy, setBusy] = useState(false);
  const choices = payableStaff(staff.data ?? []);
  const month = shownMonth(props.month);

  const change = (key: string, patch: Partial<ArrearsRow>) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const submit = async () => {
    const checked = checkArrears(rows);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    await attempt(async () => {
      const saved = await changes.run.mutateAsync({
        month: props.month,
        arrears: checked.arrears,
      });
      showSnack({ message: saved.message, severity: 'success' });
      props.onDone(saved.data.id);
    });
    setBusy(false);
  };

  return (
    <FormDialog
      title={props.rerun ? `Run the payroll of ${month} again` : `Prepare the payroll of ${month}`}
      submitLabel={busy ? 'Preparing…' : props.rerun ? 'Re-run' : 'Prepare payroll'}
      busy={busy}
      failure={failure}
      onSubmit={submit}
      onClose={props.onClose}
      maxWidth="sm"
    >
      <Typography>
        Every staff member with active employment details gets a payslip for {month} by their salary
        structure, less the days of leave without pay.
        {props.rerun ? ' The draft payslips of the month are replaced.' : ''}
      </Typography>
      <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id={headingId} component="h3" variant="h3" sx={{ fontSize: '1rem' }}>
          Arrears (optional)
        </Typography>
        {staff.isError ? (
          <Alert severity="warning">
            The staff list could not be loaded: no arrears can be added.
          </Alert>
        ) : null}
        {rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            None: only the month’s salaries.
          </Typography>
        ) : null}
        {rows.map((row, index) => (
          <Box
            key={row.key}
            role="group"
            aria-label={`Arrears ${index + 1}`}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(0, 2fr) minmax(0, 1fr) auto' },
              gap: 1,
              alignItems: 'start',
            }}
          >
            <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
              <Choice
                label="Staff member"
                size="small"
                value={row.profileId}
                onChange={(profileId) => change(row.key, { profileId })}
                error={errors[row.key]?.profileId}
                empty={staff.isPending ? 'Loading the staff…' : 'Choose a staff member'}
              >
                {choices.map((s) => (
                  <option key={s.profileId} value={s.profileId}>
                    {s.name}
                    {s.employment ? ` (${s.employment.designation})` : ''}
                  </option>
                ))}
              </Choice>
            </Box>
            <TextField
              label="Amount"
              size="small"
              value={row.amount}
              onChange={(e) => change(row.key, { amount: e.target.value })}
              error={!!errors[row.key]?.amount}
              helperText={errors[row.key]?.amount}
              slotProps={{
                htmlInput: { inputMode: 'decimal', autoComplete: 'off', maxLength: 12 },
                input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
              }}
            />
            <IconButton
              aria-label={`Remove arrears ${index + 1}`}
              onClick={() => setRows((list) => list.filter((r) => r.key !== row.key))}
            >
              <DeleteOutline />
            </IconButton>
          </Box>
        ))}
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() => setRows((list) => [...list, blankArrear()])}
            disabled={staff.isError}
          >
            Add arrears
          </Button>
        </Box>
      </Box>
    </FormDialog>
  );
}
