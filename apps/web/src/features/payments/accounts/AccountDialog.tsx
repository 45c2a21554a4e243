import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { FinancialAccountView } from '@shala/shared';
import { ACCOUNT_NAME_MAX, BANK_NAME_MAX } from '@shala/shared';
import { useId, useState } from 'react';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { useAccountChanges } from '../api';
import { constantLabel } from '../labels';
import {
  type AccountDraft,
  accountErrors,
  accountInput,
  draftOf,
  EMPTY_DRAFT,
  MEDIUMS_BY_GROUP,
  toggleMedium,
} from './account-form';

/** Add a financial account, or change one (a disabled one is enabled again by saving it). */
export function AccountDialog(props: {
  instituteId: string;
  account: FinancialAccountView | undefined;
  onClose: () => void;
}) {
  const titleId = useId();
  const mediumsLabelId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [draft, setDraft] = useState<AccountDraft>(() =>
    props.account ? draftOf(props.account) : EMPTY_DRAFT,
  );
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<string>();
  const changes = useAccountChanges(props.instituteId);
  const saving = changes.create.isPending || changes.update.isPending;
  const errors = tried ? accountErrors(draft) : {};

  const save = () => {
    setTried(true);
    if (saving || Object.keys(accountErrors(draft)).length > 0) return;
    const input = accountInput(draft);
    const done = {
      onSuccess: (answer: { message: string }) => {
        showSnack({ message: answer.message, severity: 'success' });
        props.onClose();
      },
      onError: (e: unknown) => setProblem(errorMessage(e)),
    };
    if (props.account) changes.update.mutate({ id: props.account.id, input }, done);
    else changes.create.mutate(input, done);
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>
        {props.account ? `Change ${props.account.accountName}` : 'Add a financial account'}
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label="Account name"
          required
          value={draft.accountName}
          onChange={(e) => setDraft({ ...draft, accountName: e.target.value })}
          error={!!errors.accountName}
          helperText={errors.accountName ?? ' '}
          slotProps={{ htmlInput: { maxLength: ACCOUNT_NAME_MAX } }}
        />
        <TextField
          label="Bank name"
          value={draft.bankName}
          onChange={(e) => setDraft({ ...draft, bankName: e.target.value })}
          error={!!errors.bankName}
          helperText={errors.bankName ?? 'Leave empty for a cash box'}
          slotProps={{ htmlInput: { maxLength: BANK_NAME_MAX } }}
        />
        <FormControl component="fieldset" error={!!errors.mediums}>
          <FormLabel component="legend" id={mediumsLabelId}>
            Payment mediums it accepts
          </FormLabel>
          {MEDIUMS_BY_GROUP.map(({ group, mediums }) => (
            <Box key={group} role="group" aria-label={constantLabel(group)} sx={{ mt: 1 }}>
              <FormHelperText sx={{ mx: 0, fontWeight: 600 }}>
                {constantLabel(group)}
              </FormHelperText>
              <FormGroup row>
                {mediums.map((medium) => (
                  <FormControlLabel
                    key={medium}
                    sx={{ minWidth: 150 }}
                    control={
                      <Checkbox
                        checked={draft.mediums.includes(medium)}
                        onChange={(e) => setDraft(toggleMedium(draft, medium, e.target.checked))}
                      />
                    }
                    label={constantLabel(medium)}
                  />
                ))}
              </FormGroup>
            </Box>
          ))}
          {errors.mediums && <FormHelperText>{errors.mediums}</FormHelperText>}
        </FormControl>
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
