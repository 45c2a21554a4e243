import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  type InstituteDetails,
  type InstituteDetailsInput,
  instituteDetailsInputSchema,
} from '@shala/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { useSaveDetails } from '../institutes';
import { LogoUpload } from './LogoUpload';
import { StepNav } from './StepNav';

const FORM_ID = 'setup-details-form';

/** Step 1: the institute's name, about, contact details, who may view them, and the logo. */
export function DetailsStep(props: {
  groupId: string;
  details: InstituteDetails;
  onNext: () => void;
}) {
  const save = useSaveDetails(props.groupId);
  const [failure, setFailure] = useState<string | null>(null);
  const { details } = props;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<InstituteDetailsInput>({
    resolver: zodResolver(instituteDetailsInputSchema),
    defaultValues: {
      name: details.name,
      about: details.about,
      address: details.address,
      phone: details.phone,
      email: details.email,
      website: details.website,
      verifyToViewDetails: details.verifyToViewDetails,
    },
  });
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (isDirty) {
        await save.mutateAsync(values);
        showSnack({ message: 'Institute details saved.', severity: 'success' });
      }
      props.onNext();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
  const field = (name: keyof Omit<InstituteDetailsInput, 'verifyToViewDetails'>) => ({
    ...register(name),
    error: !!errors[name],
    helperText: errors[name]?.message,
    fullWidth: true,
  });

  return (
    <Box>
      <LogoUpload
        groupId={props.groupId}
        name={details.name}
        imageLocation={details.imageLocation}
      />
      <Box component="form" id={FORM_ID} onSubmit={submit} noValidate sx={{ mt: 3 }}>
        <Stack spacing={2}>
          <TextField label="Institute name" required {...field('name')} />
          <TextField label="About" multiline minRows={3} {...field('about')} />
          <TextField label="Address" multiline minRows={2} {...field('address')} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label="Phone"
              {...field('phone')}
              helperText={errors.phone?.message ?? '10 digits'}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
            />
            <TextField label="E-mail" type="email" {...field('email')} />
          </Box>
          <TextField
            label="Website"
            placeholder="https://"
            {...field('website')}
            slotProps={{ htmlInput: { inputMode: 'url' } }}
          />
          <Controller
            control={control}
            name="verifyToViewDetails"
            render={({ field: box }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={box.value}
                    onChange={(event) => box.onChange(event.target.checked)}
                    onBlur={box.onBlur}
                    slotProps={{ input: { ref: box.ref } }}
                  />
                }
                label="Only verified members of the institute may see its details on the public page"
              />
            )}
          />
          {failure ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
        </Stack>
      </Box>
      <StepNav
        form={FORM_ID}
        busy={isSubmitting}
        nextLabel={isDirty ? 'Save and continue' : 'Next'}
      />
    </Box>
  );
}
