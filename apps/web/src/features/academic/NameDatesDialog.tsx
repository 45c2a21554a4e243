import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../core/http';

export type NameDates = { name: string; startDate: string; endDate: string };

/**
 * A dialog asking for a name and two dd/mm/yyyy dates (a session or a term), validated with the
 * shared schema; the server's answer (an overlap, a name in use) shows inside the dialog.
 */
export function NameDatesDialog(props: {
  open: boolean;
  title: string;
  nameLabel: string;
  namePlaceholder: string;
  schema: z.ZodType<NameDates, NameDates>;
  initial?: NameDates;
  submitLabel: string;
  hint?: string;
  onSubmit: (values: NameDates) => Promise<unknown>;
  onClose: () => void;
}) {
  const titleId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NameDates>({
    resolver: zodResolver(props.schema),
    defaultValues: props.initial ?? { name: '', startDate: '', endDate: '' },
  });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await props.onSubmit(values);
      props.onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
  const dateProps = {
    placeholder: 'dd/mm/yyyy',
    slotProps: { htmlInput: { inputMode: 'numeric' as const, maxLength: 10 } },
    fullWidth: true,
  };
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {props.hint ? <Alert severity="info">{props.hint}</Alert> : null}
            <TextField
              label={props.nameLabel}
              placeholder={props.namePlaceholder}
              autoFocus
              fullWidth
              {...register('name')}
              error={!!errors.name}
              helperText={errors.name?.message}
            />
            <TextField
              label="Start date"
              {...dateProps}
              {...register('startDate')}
              error={!!errors.startDate}
              helperText={errors.startDate?.message ?? 'dd/mm/yyyy'}
            />
            <TextField
              label="End date"
              {...dateProps}
              {...register('endDate')}
              error={!!errors.endDate}
              helperText={errors.endDate?.message ?? 'dd/mm/yyyy'}
            />
            {failure ? (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
