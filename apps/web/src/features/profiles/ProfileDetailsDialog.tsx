import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  ADDRESS_MAX,
  ADMISSION_CATEGORIES,
  BLOOD_GROUPS,
  indiaDay,
  PREVIOUS_SCHOOL_MAX,
  PROFILE_API,
  PROFILE_DETAIL_LABELS,
  PROFILE_DETAILS_MESSAGES,
  type ProfileCard,
  type ProfileData,
  type ProfileDetailsInput,
  parseDayMonthYear,
  profileDetailsSchemaFor,
} from '@shala/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage, http } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';

type Values = Required<ProfileDetailsInput>;

function defaults(card: ProfileCard): Values {
  return {
    dateOfBirth: card.dateOfBirth ? (parseDayMonthYear(card.dateOfBirth) ?? '') : '',
    address: card.contact?.address ?? '',
    previousSchool: card.previousSchool ?? '',
    bloodGroup: card.bloodGroup ?? '',
    category: card.category ?? '',
  };
}

/**
 * Date of birth, address, previous school, blood group and category of a profile (issue 22
 * item 8), checked as the admission form checks them; empty clears a field.
 */
export function ProfileDetailsDialog({
  card,
  onClose,
}: {
  card: ProfileCard;
  onClose: () => void;
}) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => profileDetailsSchemaFor(indiaDay(new Date())), []);
  const form = useForm<Values>({
    resolver: zodResolver(schema) as never,
    defaultValues: defaults(card),
  });
  const save = useMutation({
    mutationFn: (values: Values) =>
      http<ProfileData>('PUT', PROFILE_API.details(card.userProfileId), values),
    onSuccess: async () => {
      showSnack({ message: PROFILE_DETAILS_MESSAGES.saved, severity: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['profile-card', card.userProfileId] });
      onClose();
    },
    onError: (error) => setFailure(errorMessage(error)),
  });
  const field = (
    name: keyof Values,
    extra: { select?: readonly string[]; type?: string; maxLength?: number; multiline?: boolean },
  ) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field: f, fieldState }) => (
        <TextField
          {...f}
          label={PROFILE_DETAIL_LABELS[name]}
          type={extra.type ?? 'text'}
          select={Boolean(extra.select)}
          multiline={extra.multiline}
          minRows={extra.multiline ? 2 : undefined}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? ' '}
          fullWidth
          slotProps={{
            inputLabel: extra.type === 'date' ? { shrink: true } : undefined,
            htmlInput: extra.maxLength ? { maxLength: extra.maxLength } : undefined,
          }}
        >
          {extra.select && <MenuItem value="">Not given</MenuItem>}
          {extra.select?.map((o) => (
            <MenuItem key={o} value={o}>
              {o}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setFailure(null);
          save.mutate(values);
        })}
      >
        <DialogTitle id={titleId}>Edit details of {card.fullName}</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Box
            sx={{
              pt: 1,
              display: 'grid',
              columnGap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {field('dateOfBirth', { type: 'date' })}
            {field('bloodGroup', { select: BLOOD_GROUPS })}
            {field('category', { select: ADMISSION_CATEGORIES })}
            {field('previousSchool', { maxLength: PREVIOUS_SCHOOL_MAX })}
            <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
              {field('address', { maxLength: ADDRESS_MAX, multiline: true })}
            </Box>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
