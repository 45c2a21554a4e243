import { zodResolver } from '@hookform/resolvers/zod';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type BasicInfo,
  type BasicInfoInput,
  basicInfoSchema,
  PROFILE_API,
  PROFILE_GENDER_LABELS,
  PROFILE_GENDERS,
  type ProfileCard,
  type ProfileData,
} from '@shala/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage, http } from '../../core/http';
import { ME_KEY } from '../../core/shell-user';
import { showSnack } from '../../core/snackbar-queue';
import { photoProblem, uploadPhoto } from './photo-upload';

function defaults(card: ProfileCard): BasicInfoInput {
  return {
    firstName: card.firstName,
    lastName: card.lastName,
    phone: card.contact?.phone ?? '',
    gender: (card.gender ?? '') as BasicInfoInput['gender'],
    dateOfBirth: card.dateOfBirth ?? '',
    address: card.contact?.address ?? '',
    fatherName: card.contact?.fatherName ?? '',
    motherName: card.contact?.motherName ?? '',
  };
}

/** The basic-info tab: photo, names (title case), phone, gender, date of birth, address, parents. */
export function BasicInfoForm({ card }: { card: ProfileCard }) {
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useForm<BasicInfoInput, unknown, BasicInfo>({
    resolver: zodResolver(basicInfoSchema),
    defaultValues: defaults(card),
    mode: 'onTouched',
  });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['profile-card', card.userProfileId] }),
      queryClient.invalidateQueries({ queryKey: ME_KEY }),
      queryClient.invalidateQueries({ queryKey: ['profiles'] }),
    ]);
  const save = useMutation({
    mutationFn: (values: BasicInfo) =>
      http<ProfileData>('PUT', PROFILE_API.basicInfo(card.userProfileId), {
        ...values,
        phone: values.phone ?? '',
        fatherName: values.fatherName ?? '',
        motherName: values.motherName ?? '',
      }),
    onSuccess: async (profile) => {
      form.reset({ ...form.getValues(), firstName: profile.firstName, lastName: profile.lastName });
      showSnack({ message: 'Your details are saved.', severity: 'success' });
      await refresh();
    },
    onError: (error) => showSnack(errorMessage(error)),
  });
  const photo = useMutation({
    mutationFn: (file: File) => uploadPhoto(card.userProfileId, file),
    onSuccess: async () => {
      showSnack({ message: 'Your photo is saved.', severity: 'success' });
      await refresh();
    },
    onError: (error) => showSnack(errorMessage(error)),
  });
  const onPhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) showSnack(problem);
    else photo.mutate(file);
  };
  const text = (name: keyof BasicInfoInput, label: string, extra: object = {}) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          label={label}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? ' '}
          fullWidth
          {...extra}
        />
      )}
    />
  );
  return (
    <Box
      component="form"
      noValidate
      aria-label="Basic info"
      onSubmit={form.handleSubmit(
        (values) => save.mutate(values),
        () => showSnack('Please enter valid data!'),
      )}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 3, flexWrap: 'wrap' }}>
        <Avatar
          src={card.photoLocation ?? undefined}
          alt={`Photo of ${card.fullName}`}
          sx={{ width: 72, height: 72, bgcolor: 'primary.main', fontSize: '1.5rem' }}
        >
          {`${card.firstName.charAt(0)}${card.lastName.charAt(0)}`}
        </Avatar>
        <Box>
          <Button
            variant="outlined"
            onClick={() => fileInput.current?.click()}
            disabled={photo.isPending}
          >
            {card.photoLocation ? 'Change photo' : 'Upload photo'}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            .jpg, .png or .webp, at most 2 MB
          </Typography>
          <input
            ref={fileInput}
            type="file"
            accept=".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp"
            hidden
            aria-label="Profile photo"
            onChange={onPhoto}
          />
        </Box>
      </Box>
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {text('firstName', 'First Name', { required: true, autoComplete: 'given-name' })}
        {text('lastName', 'Last Name', { required: true, autoComplete: 'family-name' })}
        {text('phone', 'Phone Number', { inputMode: 'numeric', autoComplete: 'tel-national' })}
        <Controller
          name="gender"
          control={form.control}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              select
              label="Gender"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? ' '}
              fullWidth
            >
              <MenuItem value="">Not given</MenuItem>
              {PROFILE_GENDERS.map((g) => (
                <MenuItem key={g} value={g}>
                  {PROFILE_GENDER_LABELS[g]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {text('dateOfBirth', 'Date of birth (dd/mm/yyyy)', {
          placeholder: 'dd/mm/yyyy',
          inputMode: 'numeric',
          autoComplete: 'bday',
        })}
        {text('fatherName', 'Father Name')}
        {text('motherName', 'Mother Name')}
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          {text('address', 'Address', {
            multiline: true,
            minRows: 2,
            autoComplete: 'street-address',
          })}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button
          type="button"
          onClick={() => form.reset(defaults(card))}
          disabled={!form.formState.isDirty || save.isPending}
        >
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save
        </Button>
      </Box>
    </Box>
  );
}
