import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  type EmploymentView,
  PT_STATE_NAMES,
  PT_STATES,
  type PtState,
  type SalaryStructureView,
} from '@shala/shared';
import { useState } from 'react';
import { showSnack } from '../../../core/snackbar-queue';
import { useAttempt } from '../../../core/use-attempt';
import { Choice } from '../../../ui/Choice';
import { FormDialog } from '../../../ui/FormDialog';
import { usePayrollChanges } from '../api';
import {
  checkEmployment,
  type EmploymentDraft,
  type EmploymentErrors,
  employmentDraft,
  structureChoices,
} from './employment-form';

const rupees = {
  htmlInput: { inputMode: 'decimal', autoComplete: 'off', maxLength: 12 },
  input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
} as const;

/**
 * A staff member's employment details: structure, designation, joining date, basic and TDS in
 * rupees a month, PF, the state whose professional tax applies, bank, PAN and UAN, and whether
 * the payroll pays them. Checked by the server's own schema before it is sent.
 */
export function EmploymentDialog(props: {
  groupId: string;
  staff: EmploymentView;
  structures: readonly SalaryStructureView[];
  structuresLoading: boolean;
  onClose: () => void;
}) {
  const changes = usePayrollChanges(props.groupId);
  const [draft, setDraft] = useState<EmploymentDraft>(() =>
    employmentDraft(props.staff, props.structures),
  );
  const [errors, setErrors] = useState<EmploymentErrors>({});
  const { failure, attempt } = useAttempt();
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<EmploymentDraft>) => setDraft((d) => ({ ...d, ...change }));
  const structures = structureChoices(props.structures, draft.structureId);

  const text = (
    key: 'designation' | 'bankName' | 'bankAccount' | 'ifsc' | 'pan' | 'uan',
    label: string,
    helper: string,
    extra: { maxLength: number; inputMode?: 'numeric' | 'text'; upper?: boolean },
  ) => (
    <TextField
      label={label}
      required={key === 'designation'}
      value={draft[key]}
      onChange={(e) => set({ [key]: extra.upper ? e.target.value.toUpperCase() : e.target.value })}
      error={!!errors[key]}
      helperText={errors[key] ?? helper}
      fullWidth
      slotProps={{
        htmlInput: {
          maxLength: extra.maxLength,
          inputMode: extra.inputMode ?? 'text',
          autoComplete: 'off',
        },
      }}
    />
  );

  const submit = async () => {
    const checked = checkEmployment(draft, props.groupId, props.staff.profileId);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    await attempt(async () => {
      const saved = await changes.saveEmployment.mutateAsync(checked.body);
      showSnack({ message: saved.message, severity: 'success' });
      props.onClose();
    });
    setBusy(false);
  };

  return (
    <FormDialog
      title={`Employment details of ${props.staff.name}`}
      submitLabel={busy ? 'Saving…' : 'Save'}
      busy={busy}
      failure={failure ?? errors.form ?? null}
      onSubmit={submit}
      onClose={props.onClose}
      maxWidth="sm"
    >
      {!props.structuresLoading && structures.length === 0 ? (
        <Alert severity="warning">Add a salary structure first (Salary structures).</Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Choice
          label="Salary structure"
          required
          value={draft.structureId}
          onChange={(structureId) => set({ structureId })}
          error={errors.structureId}
          empty={props.structuresLoading ? 'Loading the structures…' : 'Choose a structure'}
        >
          {structures.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
              {s.active ? '' : ' (disabled)'}
            </option>
          ))}
        </Choice>
        {text('designation', 'Designation', 'e.g. PGT Mathematics, Accountant', { maxLength: 80 })}
        <TextField
          type="date"
          label="Joining date"
          required
          value={draft.joiningDate}
          onChange={(e) => set({ joiningDate: e.target.value })}
          error={!!errors.joiningDate}
          helperText={errors.joiningDate}
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="Basic"
          required
          value={draft.basic}
          onChange={(e) => set({ basic: e.target.value })}
          error={!!errors.basic}
          helperText={errors.basic ?? 'Rupees a month, e.g. 30000'}
          fullWidth
          slotProps={rupees}
        />
        <Choice
          label="Professional tax state"
          required
          value={draft.ptState}
          onChange={(ptState) => set({ ptState: ptState as PtState | '' })}
          error={errors.ptState}
          empty="Choose the state"
        >
          {PT_STATES.map((s) => (
            <option key={s} value={s}>
              {PT_STATE_NAMES[s]}
            </option>
          ))}
        </Choice>
        <TextField
          label="TDS"
          value={draft.tds}
          onChange={(e) => set({ tds: e.target.value })}
          error={!!errors.tds}
          helperText={errors.tds ?? 'Income tax to deduct a month; blank for none'}
          fullWidth
          slotProps={rupees}
        />
        {text('bankName', 'Bank', 'Optional, e.g. State Bank of India', { maxLength: 80 })}
        {text('bankAccount', 'Bank account number', '9 to 18 digits', {
          maxLength: 22,
          inputMode: 'numeric',
        })}
        {text('ifsc', 'IFSC', 'e.g. SBIN0001234', { maxLength: 11, upper: true })}
        {text('pan', 'PAN', 'e.g. ABCDE1234F', { maxLength: 10, upper: true })}
        {text('uan', 'UAN', '12 digits (provident fund)', { maxLength: 14, inputMode: 'numeric' })}
      </Box>
      <FormControlLabel
        control={
          <Switch
            checked={draft.pfApplies}
            onChange={(e) => set({ pfApplies: e.target.checked })}
          />
        }
        label="Provident fund is deducted"
      />
      <FormControlLabel
        control={
          <Switch checked={draft.active} onChange={(e) => set({ active: e.target.checked })} />
        }
        label="On the payroll (paid each month)"
      />
    </FormDialog>
  );
}
