import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type SalaryStructureView, STANDARD_COMPONENTS } from '@shala/shared';
import { useState } from 'react';
import { showSnack } from '../../../core/snackbar-queue';
import { useAttempt } from '../../../core/use-attempt';
import { FormDialog } from '../../../ui/FormDialog';
import { usePayrollChanges } from '../api';
import { monthOf, previousMonth } from '../payroll-rules';
import { ComponentEditor } from './ComponentEditor';
import { PayslipPreview } from './PayslipPreview';
import {
  type ComponentRow,
  checkStructure,
  previewComponents,
  rowsOf,
  type StructureErrors,
} from './structure-form';

/**
 * A new salary structure (started from the usual school one: Basic, DA, HRA, conveyance, PF,
 * ESI, PT, TDS) or a change of one: its name, components and whether it is in use, with a
 * payslip previewed on a basic as it is edited.
 */
export function StructureDialog(props: {
  groupId: string;
  today: string;
  structure: SalaryStructureView | null;
  onClose: () => void;
}) {
  const s = props.structure;
  const changes = usePayrollChanges(props.groupId);
  const [name, setName] = useState(s?.name ?? '');
  const [active, setActive] = useState(s?.active ?? true);
  const [rows, setRows] = useState<ComponentRow[]>(() =>
    rowsOf(s ? s.components : STANDARD_COMPONENTS),
  );
  const [errors, setErrors] = useState<StructureErrors>({ rows: {} });
  const { failure, attempt } = useAttempt();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const checked = checkStructure(props.groupId, name, rows);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({ rows: {} });
    setBusy(true);
    await attempt(async () => {
      const saved = await changes.saveStructure.mutateAsync({
        ...(s ? { id: s.id } : {}),
        name: checked.name,
        components: checked.components,
        active,
      });
      showSnack({ message: saved.message, severity: 'success' });
      props.onClose();
    });
    setBusy(false);
  };

  return (
    <FormDialog
      title={s ? `Edit ${s.name}` : 'New salary structure'}
      submitLabel={busy ? 'Saving…' : 'Save'}
      busy={busy}
      failure={failure ?? errors.form ?? null}
      onSubmit={submit}
      onClose={props.onClose}
      maxWidth="sm"
    >
      <TextField
        label="Structure name"
        required
        autoFocus={!s}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={!!errors.name}
        helperText={errors.name ?? 'e.g. Teaching staff, Support staff'}
        slotProps={{ htmlInput: { maxLength: 80 } }}
      />
      {s ? (
        <FormControlLabel
          control={<Switch checked={active} onChange={(e) => setActive(e.target.checked)} />}
          label="In use (offered for staff)"
        />
      ) : null}
      <ComponentEditor rows={rows} errors={errors.rows} onChange={(next) => setRows(next)} />
      <PayslipPreview
        components={previewComponents(rows)}
        month={previousMonth(monthOf(props.today))}
      />
    </FormDialog>
  );
}
