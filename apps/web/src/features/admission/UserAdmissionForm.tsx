import { zodResolver } from '@hookform/resolvers/zod';
import Close from '@mui/icons-material/Close';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ADMISSION_CATEGORIES,
  ADMISSION_EXTRA_FIELDS,
  ADMISSION_EXTRA_LABELS,
  ADMISSION_FILE_ACCEPT,
  ADMISSION_GENDERS,
  ADMISSION_MAX_FILES,
  ADMISSION_MESSAGES,
  type AdmissionFormInput,
  admissionFormSchemaFor,
  BLOOD_GROUPS,
  DEFAULT_ADMISSION_GENDER,
  documentProblem,
  type ExtraFieldSettings,
  indiaDay,
  MESSAGES,
  type ProfileData,
  type PublicAdmissionClass,
} from '@shala/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { ADMISSION_KEY, applyAsUser } from './api';

/** The signed-in admission form: for one of the account's profiles, prefilled from it. */
export function UserAdmissionForm({
  instituteId,
  extraFields,
  sessionId,
  classes,
  profiles,
  email,
}: {
  instituteId: string;
  extraFields: ExtraFieldSettings;
  sessionId: string;
  classes: PublicAdmissionClass[];
  profiles: ProfileData[];
  email: string;
}) {
  const queryClient = useQueryClient();
  const open = classes.filter((c) => c.admissionConfigSet);
  const first = profiles.find((p) => p.isDefault) ?? profiles[0];
  const [profileId, setProfileId] = useState(first?.userProfileId ?? '');
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AdmissionFormInput>({
    resolver: zodResolver(admissionFormSchemaFor(extraFields, indiaDay(new Date()))),
    mode: 'onTouched',
    defaultValues: {
      fName: first?.firstName ?? '',
      lName: first?.lastName ?? '',
      email,
      phone: '',
      chooseClass: open[0]?.id ?? '',
      gender: DEFAULT_ADMISSION_GENDER,
      fathername: '',
      motherName: '',
    },
  });

  const chooseProfile = (id: string) => {
    setProfileId(id);
    const p = profiles.find((x) => x.userProfileId === id);
    if (p) {
      setValue('fName', p.firstName, { shouldValidate: true });
      setValue('lName', p.lastName, { shouldValidate: true });
    }
  };
  const addFiles = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    const problems = chosen.map(documentProblem).filter(Boolean);
    if (problems.length) showSnack(problems.join(' '));
    const seen = new Set(files.map((f) => `${f.name}:${f.size}:${f.lastModified}`));
    const next = [
      ...files,
      ...chosen.filter(
        (f) => !documentProblem(f) && !seen.has(`${f.name}:${f.size}:${f.lastModified}`),
      ),
    ];
    if (next.length > ADMISSION_MAX_FILES) showSnack(ADMISSION_MESSAGES.tooMany);
    setFiles(next.slice(0, ADMISSION_MAX_FILES));
    if (next.length) setFilesError(undefined);
    if (input.current) input.current.value = '';
  };

  const onSubmit = handleSubmit(
    async (values) => {
      if (files.length === 0) {
        setFilesError(ADMISSION_MESSAGES.documentsRequired);
        showSnack(MESSAGES.invalidData);
        return;
      }
      try {
        const result = await applyAsUser(
          instituteId,
          {
            sessionId,
            classId: values.chooseClass,
            profileId,
            fName: values.fName,
            lName: values.lName,
            phone: values.phone,
            gender: values.gender,
            fathername: values.fathername ?? '',
            motherName: values.motherName ?? '',
            dateOfBirth: values.dateOfBirth ?? '',
            address: values.address ?? '',
            previousSchool: values.previousSchool ?? '',
            bloodGroup: values.bloodGroup ?? '',
            category: values.category ?? '',
          },
          files,
        );
        showSnack({ message: result.message, severity: 'success' });
        setFiles([]);
        reset();
        setProfileId(first?.userProfileId ?? '');
        void queryClient.invalidateQueries({ queryKey: [...ADMISSION_KEY, 'mine'] });
      } catch (error) {
        showSnack(errorMessage(error));
      }
    },
    () => {
      if (files.length === 0) setFilesError(ADMISSION_MESSAGES.documentsRequired);
      showSnack(MESSAGES.invalidData);
    },
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Apply for admission">
      <Stack sx={{ gap: 2 }}>
        <TextField
          select
          label="Applying for"
          value={profileId}
          onChange={(e) => chooseProfile(e.target.value)}
          helperText="You or one of your linked profiles"
        >
          {profiles.map((p) => (
            <MenuItem key={p.userProfileId} value={p.userProfileId}>
              {p.fullName}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label="First Name"
            required
            {...register('fName')}
            error={!!errors.fName}
            helperText={errors.fName?.message}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 100 } }}
          />
          <TextField
            label="Last Name"
            required
            {...register('lName')}
            error={!!errors.lName}
            helperText={errors.lName?.message}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 100 } }}
          />
          <TextField
            label="Email"
            value={email}
            disabled
            helperText="Your account's e-mail: the institute writes to you here"
          />
          <TextField
            label="Phone Number"
            required
            type="tel"
            {...register('phone')}
            error={!!errors.phone}
            helperText={errors.phone?.message ?? '10 digits, without +91'}
            slotProps={{ htmlInput: { maxLength: 10, inputMode: 'numeric' } }}
          />
        </Box>
        <Controller
          control={control}
          name="chooseClass"
          render={({ field }) => (
            <TextField
              select
              label="Choose Class / Level"
              required
              {...field}
              error={!!errors.chooseClass}
              helperText={errors.chooseClass?.message}
              disabled={open.length === 0}
            >
              {open.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="gender"
          render={({ field }) => (
            <FormControl error={!!errors.gender}>
              <FormLabel id="user-adm-gender">Gender</FormLabel>
              <RadioGroup row aria-labelledby="user-adm-gender" {...field}>
                {ADMISSION_GENDERS.map((g) => (
                  <FormControlLabel key={g} value={g} control={<Radio />} label={g} />
                ))}
              </RadioGroup>
              {errors.gender && <FormHelperText>{errors.gender.message}</FormHelperText>}
            </FormControl>
          )}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label="Father Name"
            {...register('fathername')}
            error={!!errors.fathername}
            helperText={errors.fathername?.message}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            label="Mother Number"
            {...register('motherName')}
            error={!!errors.motherName}
            helperText={errors.motherName?.message}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </Box>
        <Box>
          <Button
            variant="outlined"
            startIcon={<UploadFileOutlined />}
            onClick={() => input.current?.click()}
          >
            Upload Documents
          </Button>
          <input
            ref={input}
            type="file"
            accept={ADMISSION_FILE_ACCEPT}
            multiple
            hidden
            aria-label="Upload Documents"
            onChange={(e) => addFiles(e.target.files)}
          />
          <Typography
            variant="body2"
            color={filesError ? 'error' : 'text.secondary'}
            sx={{ mt: 1 }}
          >
            {filesError ??
              `${ADMISSION_MESSAGES.documentsRequired}. Only .jpg files, up to 2 MB each.`}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {files.map((f, i) => (
              <Chip
                key={`${f.name}:${f.size}:${f.lastModified}`}
                label={f.name}
                onDelete={() => setFiles(files.filter((_, j) => j !== i))}
                deleteIcon={<Close aria-label={`Remove ${f.name}`} />}
              />
            ))}
          </Stack>
        </Box>
        {/* Below the spec's fields: what the institute asks beyond them. */}
        {ADMISSION_EXTRA_FIELDS.some((f) => extraFields[f] !== 'off') && (
          <Box
            data-testid="admission-extra-fields"
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
          >
            {ADMISSION_EXTRA_FIELDS.filter((f) => extraFields[f] !== 'off').map((field) => {
              const options =
                field === 'bloodGroup'
                  ? BLOOD_GROUPS
                  : field === 'category'
                    ? ADMISSION_CATEGORIES
                    : null;
              const required = extraFields[field] === 'required';
              return (
                <Controller
                  key={field}
                  control={control}
                  name={field}
                  render={({ field: f }) => (
                    <TextField
                      {...f}
                      value={f.value ?? ''}
                      select={!!options}
                      type={field === 'dateOfBirth' ? 'date' : 'text'}
                      label={ADMISSION_EXTRA_LABELS[field]}
                      required={required}
                      error={!!errors[field]}
                      helperText={errors[field]?.message ?? (required ? undefined : 'Optional')}
                      slotProps={{
                        inputLabel: field === 'dateOfBirth' ? { shrink: true } : {},
                        htmlInput: { maxLength: field === 'address' ? 500 : 200 },
                      }}
                    >
                      {options && <MenuItem value="">{required ? 'Choose' : 'Not given'}</MenuItem>}
                      {options?.map((o) => (
                        <MenuItem key={o} value={o}>
                          {o}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              );
            })}
          </Box>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={isSubmitting || open.length === 0}>
            Submit
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
