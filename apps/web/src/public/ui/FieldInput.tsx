import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export type FieldInputProps = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  /** Shown under the field when there is no error. */
  hint?: ReactNode;
  /** Shown at the end of the helper line (e.g. a character counter). */
  counter?: ReactNode;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'decimal' | 'search' | 'url' | 'none';
  autoFocus?: boolean;
  maxLength?: number;
  multiline?: boolean;
  minRows?: number;
  endAdornment?: ReactNode;
  required?: boolean;
  id?: string;
};

/**
 * A labelled outlined text field wired to react-hook-form. The label is the input's accessible
 * name; the error (or hint) is its description, so screen readers announce it.
 */
export function FieldInput({
  label,
  registration,
  error,
  hint,
  counter,
  type = 'text',
  autoComplete,
  inputMode,
  autoFocus,
  maxLength,
  multiline,
  minRows,
  endAdornment,
  required = true,
  id,
}: FieldInputProps) {
  const autoId = useId();
  const inputId = id ?? `field-${autoId}`;
  const helperId = `${inputId}-helper`;
  const helper = error ?? hint;
  const hasHelper = Boolean(helper) || counter !== undefined;
  return (
    <FormControl fullWidth error={Boolean(error)} variant="outlined">
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        id={inputId}
        label={label}
        type={type}
        name={registration.name}
        onChange={registration.onChange}
        onBlur={registration.onBlur}
        inputRef={registration.ref}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        multiline={multiline}
        minRows={minRows}
        endAdornment={endAdornment}
        inputProps={{
          inputMode,
          maxLength,
          'aria-required': required || undefined,
          'aria-invalid': Boolean(error) || undefined,
          'aria-describedby': hasHelper ? helperId : undefined,
        }}
      />
      {/* The helper line is always there, so a message appearing does not move the form. */}
      <FormHelperText
        id={helperId}
        component="div"
        sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, minHeight: 20, mt: 0.25 }}
      >
        <span>{helper}</span>
        {counter !== undefined && <span>{counter}</span>}
      </FormHelperText>
    </FormControl>
  );
}
