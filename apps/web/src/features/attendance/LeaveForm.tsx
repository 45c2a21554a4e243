import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { indiaDay } from '@shala/shared';
import { useState } from 'react';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { useLeaveChanges } from './leave-api';

/** Asking for leave: for whom, from and to, why, and a note from the doctor if there is one. */
export function LeaveForm(props: {
  instituteId: string;
  askFor: { profileId: string; name: string }[];
}) {
  const { ask } = useLeaveChanges(props.instituteId);
  const today = indiaDay(new Date());
  const [profileId, setProfileId] = useState(props.askFor[0]?.profileId ?? '');
  const [fromDay, setFrom] = useState(today);
  const [toDay, setTo] = useState(today);
  const [reason, setReason] = useState('');
  const [document, setDocument] = useState<File | null>(null);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    ask.mutate(
      { profileId, fromDay, toDay, reason, document },
      {
        onSuccess: (res) => {
          showSnack({ message: res.message, severity: 'success' });
          setReason('');
          setDocument(null);
        },
        onError: (err) => showSnack({ message: errorMessage(err), severity: 'error' }),
      },
    );
  };
  return (
    <Box component="form" onSubmit={submit} aria-labelledby="leave-ask" sx={{ mt: 3 }}>
      <Typography id="leave-ask" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        Ask for leave
      </Typography>
      <Stack spacing={1.5}>
        <TextField
          select
          size="small"
          label="For"
          value={profileId}
          onChange={(e) => setProfileId(e.target.value)}
        >
          {props.askFor.map((p) => (
            <MenuItem key={p.profileId} value={p.profileId}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1}>
          <TextField
            type="date"
            size="small"
            label="From"
            value={fromDay}
            onChange={(e) => setFrom(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
          <TextField
            type="date"
            size="small"
            label="To"
            value={toDay}
            onChange={(e) => setTo(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
        </Stack>
        <TextField
          size="small"
          label="Reason"
          required
          multiline
          minRows={2}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <Button component="label" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          {document ? `Document: ${document.name}` : 'Attach a document (optional)'}
          <input
            hidden
            type="file"
            accept="application/pdf,image/jpeg,image/png"
            onChange={(e) => setDocument(e.target.files?.[0] ?? null)}
          />
        </Button>
        <Button type="submit" variant="contained" disabled={ask.isPending || !reason.trim()}>
          {ask.isPending ? 'Sending…' : 'Ask for leave'}
        </Button>
      </Stack>
    </Box>
  );
}
