import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { EXAM_DURATION_MAX_MINUTES } from '@shala/shared';
import { useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { DetailsValues } from './details-form';

type SwitchKey = 'shuffleQuestions' | 'shuffleOptions' | 'showAnswersAfterResult';

/**
 * The exam config's jsonConfig: the time each student gets, shuffling, negative marks and
 * whether the answers show with the result. `frozen` once published, except "show answers".
 */
export function ExamSettingsFields(props: {
  form: UseFormReturn<DetailsValues>;
  frozen: boolean;
  readOnly: boolean;
}) {
  const { register, watch, setValue, formState } = props.form;
  const errors = formState.errors;
  const durationLabel = useId();
  const duration = watch('durationMinutes');
  // The radio is its own choice: an emptied minutes field must not flip it back.
  const [limited, setLimited] = useState(duration.trim() !== '');
  const chooseLimited = (value: boolean) => {
    setLimited(value);
    setValue('durationMinutes', value ? duration || '60' : '', { shouldDirty: true });
  };
  const toggle = (key: SwitchKey, label: string, hint: string, disabled: boolean) => (
    <FormControlLabel
      sx={{ alignItems: 'flex-start', m: 0, gap: 1 }}
      control={
        <Switch
          checked={watch(key)}
          disabled={disabled}
          onChange={(e) => setValue(key, e.target.checked, { shouldDirty: true })}
        />
      }
      label={
        <Box component="span" sx={{ display: 'block', pt: 1 }}>
          {label}
          <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: 14 }}>
            {hint}
          </Box>
        </Box>
      }
    />
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormControl disabled={props.frozen}>
        <FormLabel id={durationLabel}>Time for each student</FormLabel>
        <RadioGroup
          aria-labelledby={durationLabel}
          value={limited ? 'minutes' : 'until-close'}
          onChange={(e) => chooseLimited(e.target.value === 'minutes')}
        >
          <FormControlLabel value="until-close" control={<Radio />} label="Until the exam closes" />
          <FormControlLabel
            value="minutes"
            control={<Radio />}
            label="A set number of minutes from the student's start"
          />
        </RadioGroup>
      </FormControl>
      {limited && (
        <TextField
          label="Duration (minutes)"
          type="number"
          disabled={props.frozen}
          sx={{ maxWidth: 260 }}
          slotProps={{
            htmlInput: { min: 1, max: EXAM_DURATION_MAX_MINUTES, inputMode: 'numeric' },
          }}
          {...register('durationMinutes')}
          error={!!errors.durationMinutes}
          helperText={errors.durationMinutes?.message ?? 'It never runs past the closing time.'}
        />
      )}
      {!limited && errors.durationMinutes && (
        <Box role="alert" sx={{ color: 'error.main', fontSize: 14 }}>
          {errors.durationMinutes.message}
        </Box>
      )}
      {toggle(
        'shuffleQuestions',
        'Shuffle questions',
        'Each student gets the questions in an order of their own.',
        props.frozen,
      )}
      {toggle(
        'shuffleOptions',
        'Shuffle options',
        'Each student gets the choices of a multiple-choice question in an order of their own.',
        props.frozen,
      )}
      <TextField
        label="Negative marks for a wrong choice"
        type="number"
        disabled={props.frozen}
        sx={{ maxWidth: 260 }}
        slotProps={{ htmlInput: { min: 0, step: 0.25, inputMode: 'decimal' } }}
        {...register('negativeMarks')}
        error={!!errors.negativeMarks}
        helperText={errors.negativeMarks?.message ?? '0 for none. A total never goes below 0.'}
      />
      {toggle(
        'showAnswersAfterResult',
        'Show answers with the result',
        'Once results are published, students see the correct answers beside theirs.',
        props.readOnly,
      )}
    </Box>
  );
}
