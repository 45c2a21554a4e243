import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type SubjectView, subjectBodySchema } from '@shala/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { useSubjectChanges } from './api';

const schema = subjectBodySchema.omit({ groupId: true });
type SubjectInput = z.input<typeof schema>;
type SubjectOutput = z.output<typeof schema>;

/**
 * Add a subject, or rename one (its archived state stays as it is). The server's refusal (a
 * name or code taken) stays in the dialog beside what was typed. Full screen on a phone.
 */
export function SubjectDialog(props: {
  instituteId: string;
  subject: SubjectView | null;
  onClose: () => void;
}) {
  const changes = useSubjectChanges(props.instituteId);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const s = props.subject;
  const form = useForm<SubjectInput, unknown, SubjectOutput>({
    resolver: zodResolver(schema),
    defaultValues: { name: s?.name ?? '', code: s?.code ?? '', colour: s?.colour ?? '' },
  });
  const errors = form.formState.errors;
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = s
        ? await changes.change.mutateAsync({ ...values, id: s.id, archived: s.archived })
        : await changes.add.mutateAsync(values);
      showSnack({ message: saved.message, severity: 'success' });
      props.onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
  return (
    <Dialog
      open
      onClose={busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={phone}
      maxWidth="xs"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{s ? `Edit ${s.name}` : 'Add a subject'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Name"
              placeholder="Mathematics"
              autoFocus
              required
              {...form.register('name')}
              error={!!errors.name}
              helperText={errors.name?.message}
            />
            <TextField
              label="Short code"
              placeholder="MATH"
              required
              {...form.register('code')}
              error={!!errors.code}
              helperText={errors.code?.message ?? 'Shown in the timetable and on report cards'}
            />
            <TextField
              label="Colour"
              placeholder="#2E7D32"
              autoComplete="off"
              {...form.register('colour')}
              error={!!errors.colour}
              helperText={errors.colour?.message ?? 'Optional, as #RRGGBB'}
            />
            {failure ? (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {s ? 'Save' : 'Add'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
