import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ExpenseSetup } from '@shala/shared';
import { useId, useState } from 'react';
import { showSnack } from '../../../core/snackbar-queue';
import { useAttempt } from '../../../core/use-attempt';
import { useExpenseChanges } from '../api';
import {
  type SettingsDraft,
  type SettingsErrors,
  settingsBody,
  settingsDraft,
} from './settings-rules';

const rupee = { input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } };

/**
 * The approval limit (entries above it wait for one who approves) and each financial account's
 * balance brought forward when the school began keeping its books here: for those who approve.
 */
export function BooksSection(props: { groupId: string; setup: ExpenseSetup }) {
  const id = useId();
  const changes = useExpenseChanges(props.groupId);
  const [draft, setDraft] = useState<SettingsDraft>(() => settingsDraft(props.setup));
  const [errors, setErrors] = useState<SettingsErrors>({ openings: {} });
  const { failure, attempt } = useAttempt();
  const [busy, setBusy] = useState(false);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = settingsBody(props.groupId, props.setup, draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({ openings: {} });
    setBusy(true);
    await attempt(async () => {
      const saved = await changes.saveSettings.mutateAsync(checked.body);
      showSnack({ message: saved.message, severity: 'success' });
    });
    setBusy(false);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 1.5 }}>
      <Typography id={id} component="h2" variant="h3" sx={{ mb: 1 }}>
        Approval limit and opening balances
      </Typography>
      <Box component="form" onSubmit={save} noValidate sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label="Approval limit"
          required
          value={draft.limit}
          onChange={(e) => setDraft({ ...draft, limit: e.target.value })}
          error={!!errors.limit}
          helperText={
            errors.limit ??
            'In rupees. Expenses above it, recorded by one who does not approve, wait for approval.'
          }
          sx={{ maxWidth: 420 }}
          slotProps={{ ...rupee, htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
            Opening balances
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            Each account’s balance on the day the school began keeping its books here, in rupees (a
            minus sign for an overdrawn account).
          </Typography>
          {props.setup.accounts.length === 0 ? (
            <Typography color="text.secondary">
              No financial accounts yet: add them on the Payments screen.
            </Typography>
          ) : (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              {props.setup.accounts.map((a) => (
                <TextField
                  key={a.id}
                  label={a.accountName}
                  value={draft.openings[a.id] ?? ''}
                  onChange={(e) =>
                    setDraft({ ...draft, openings: { ...draft.openings, [a.id]: e.target.value } })
                  }
                  error={!!errors.openings[a.id]}
                  helperText={errors.openings[a.id] ?? (a.active ? ' ' : 'Disabled account')}
                  slotProps={{ ...rupee, htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
                />
              ))}
            </Box>
          )}
        </Box>
        {failure ? (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving…' : 'Save settings'}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
