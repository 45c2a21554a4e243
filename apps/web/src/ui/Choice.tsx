import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

/** A native select (the phone's own picker; every option read out) with its label. */
export function Choice(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  helperText?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** The option that chooses nothing; none: one must be chosen and is. */
  empty?: string;
  sx?: object;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      required={props.required}
      disabled={props.disabled}
      size={props.size}
      error={!!props.error}
      helperText={props.error ?? props.helperText}
      fullWidth
      sx={props.sx}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {props.empty !== undefined ? <option value="">{props.empty}</option> : null}
      {props.children}
    </TextField>
  );
}
