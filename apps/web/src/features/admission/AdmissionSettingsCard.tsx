import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ADMISSION_EXTRA_FIELDS,
  ADMISSION_EXTRA_LABELS,
  ADMISSION_EXTRA_MESSAGES,
  type AdmissionSettings,
  admissionSettingsInputSchema,
  EXTRA_FIELD_MODE_LABELS,
  EXTRA_FIELD_MODES,
  type ExtraFieldMode,
  formatAdmissionNumber,
} from '@shala/shared';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { useSaveAdmissionSettings } from './api';

/**
 * The institute's admission settings: the pattern of admission numbers, and which fields
 * beyond the spec's form applicants fill in (each not asked, optional or required).
 */
export function AdmissionSettingsCard({
  instituteId,
  settings,
  canEdit,
  sessionYear,
}: {
  instituteId: string;
  settings: AdmissionSettings;
  canEdit: boolean;
  sessionYear: number;
}) {
  const [pattern, setPattern] = useState(settings.numberPattern);
  const [fields, setFields] = useState(settings.extraFields);
  const [error, setError] = useState<string>();
  const save = useSaveAdmissionSettings(instituteId);
  useEffect(() => {
    setPattern(settings.numberPattern);
    setFields(settings.extraFields);
  }, [settings]);
  const changed =
    pattern !== settings.numberPattern ||
    ADMISSION_EXTRA_FIELDS.some((f) => fields[f] !== settings.extraFields[f]);
  const parsed = admissionSettingsInputSchema.safeParse({
    numberPattern: pattern,
    extraFields: fields,
  });
  const example = parsed.success ? formatAdmissionNumber(pattern, sessionYear, 1) : null;

  const submit = () => {
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    save.mutate(parsed.data, {
      onSuccess: () =>
        showSnack({ message: ADMISSION_EXTRA_MESSAGES.settingsSaved, severity: 'success' }),
      onError: (e) => showSnack(errorMessage(e)),
    });
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="adm-settings"
      sx={{ p: 2, mb: 3, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography id="adm-settings" component="h2" variant="h6">
        Admission numbers and application fields
      </Typography>
      <TextField
        label="Admission number pattern"
        value={pattern}
        onChange={(e) => setPattern(e.target.value)}
        disabled={!canEdit}
        error={!!error}
        helperText={
          error ??
          `{YYYY} or {YY} is the session's year, {SEQ:4} the next number in 4 digits.${example ? ` The next one looks like ${example}.` : ''}`
        }
        slotProps={{ htmlInput: { maxLength: 40 } }}
        sx={{ maxWidth: 480 }}
      />
      <Typography variant="body2" color="text.secondary">
        Besides the form's own fields, applicants can be asked for these (shown below the form's
        fields, on the direct-admission page and when applying signed in):
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(5, 1fr)' },
        }}
      >
        {ADMISSION_EXTRA_FIELDS.map((field) => (
          <TextField
            key={field}
            select
            size="small"
            label={ADMISSION_EXTRA_LABELS[field]}
            value={fields[field]}
            disabled={!canEdit}
            onChange={(e) => setFields({ ...fields, [field]: e.target.value as ExtraFieldMode })}
          >
            {EXTRA_FIELD_MODES.map((mode) => (
              <MenuItem key={mode} value={mode}>
                {EXTRA_FIELD_MODE_LABELS[mode]}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
      {canEdit && (
        <Button
          variant="contained"
          onClick={submit}
          disabled={!changed || save.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          Save settings
        </Button>
      )}
    </Paper>
  );
}
