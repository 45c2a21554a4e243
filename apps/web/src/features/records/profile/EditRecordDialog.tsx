import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  RECORD_TEXTS as M,
  RECORD_NAME_MAX,
  RECORD_TEXT_MAX,
  type StudentRecord,
} from '@shala/shared';
import { useState } from 'react';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { FormDialog } from '../../../ui/FormDialog';
import { useRecordChanges } from '../api';
import {
  checkRecordChange,
  draftOf,
  type RecordDraft,
  type RecordDraftErrors,
} from '../record-rules';

type TextKey = Exclude<keyof RecordDraft, 'removeAadhaar' | 'rteAdmission'>;

/**
 * The record's own fields (the admission details are the profile's): Aadhaar written, never
 * read back (empty keeps it), RTE for the office only, language, religion, health, emergency.
 */
export function EditRecordDialog(props: {
  record: StudentRecord;
  groupId: string;
  onClose: () => void;
}) {
  const { record } = props;
  const [draft, setDraft] = useState(() => draftOf(record));
  const [errors, setErrors] = useState<RecordDraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { save } = useRecordChanges({ profileId: record.profileId, groupId: props.groupId });

  const set = <K extends keyof RecordDraft>(key: K, value: RecordDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const text = (key: TextKey, label: string, max: number, extra: object = {}) => (
    <TextField
      label={label}
      value={draft[key]}
      onChange={(e) => set(key, e.target.value)}
      error={!!errors[key]}
      helperText={errors[key]}
      fullWidth
      slotProps={{ htmlInput: { maxLength: max } }}
      {...extra}
    />
  );

  const submit = () => {
    setFailure(null);
    const checked = checkRecordChange(draft, record, {
      profileId: record.profileId,
      groupId: props.groupId,
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.body, {
      onSuccess: () => {
        showSnack({ message: M.saved, severity: 'success' });
        props.onClose();
      },
      onError: (error) => setFailure(errorMessage(error)),
    });
  };

  return (
    <FormDialog
      title={`Edit the record of ${record.fullName}`}
      submitLabel="Save"
      busy={save.isPending}
      failure={failure}
      onSubmit={submit}
      onClose={props.onClose}
      maxWidth="sm"
    >
      <TextField
        label="Aadhaar number"
        value={draft.aadhaar}
        onChange={(e) => set('aadhaar', e.target.value)}
        disabled={draft.removeAadhaar}
        error={!!errors.aadhaar}
        helperText={
          errors.aadhaar ??
          (record.aadhaar
            ? `Kept: ${record.aadhaar}. Type a new number to replace it; leave empty to keep it.`
            : '12 digits, as printed on the card.')
        }
        autoComplete="off"
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 14 } }}
      />
      {record.aadhaar ? (
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.removeAadhaar}
              onChange={(e) => set('removeAadhaar', e.target.checked)}
            />
          }
          label="Remove the Aadhaar number"
        />
      ) : null}
      {record.mayEditRte ? (
        <FormControlLabel
          control={
            <Switch
              checked={draft.rteAdmission}
              onChange={(e) => set('rteAdmission', e.target.checked)}
            />
          }
          label="Admitted under the RTE Act (25% seats)"
        />
      ) : null}
      {text('motherTongue', 'Mother tongue', RECORD_NAME_MAX)}
      {text('religion', 'Religion', RECORD_NAME_MAX)}
      {text('nationality', 'Nationality', RECORD_NAME_MAX)}
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Health
      </Typography>
      {text('allergies', 'Allergies', RECORD_TEXT_MAX, { multiline: true, minRows: 2 })}
      {text('medicalNotes', 'Medical notes', RECORD_TEXT_MAX, { multiline: true, minRows: 2 })}
      {text('emergencyName', 'Emergency contact’s name', RECORD_NAME_MAX)}
      {text('emergencyPhone', 'Emergency phone', 14, {
        type: 'tel',
        autoComplete: 'tel-national',
      })}
    </FormDialog>
  );
}
