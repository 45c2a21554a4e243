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
 * A labelled outlined text field (Material look: the label floats into a notch of the outline)
 * wired to react-hook-form. The label is the input's accessible name; the error (or hint) is
 * its description, so screen readers announce it.
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
  const inputId = id ?? `field-${autoId.replace(/[^\w-]/g, '')}`;
  const helperId = `${inputId}-helper`;
  const helper = error ?? hint;
  const hasHelper = Boolean(helper) || counter !== undefined;
  const common = {
    id: inputId,
    className: 'sh-field__input',
    name: registration.name,
    onChange: registration.onChange,
    onBlur: registration.onBlur,
    ref: registration.ref,
    // A blank placeholder lets CSS tell an empty field (:placeholder-shown) from a filled one.
    placeholder: ' ',
    autoComplete,
    autoFocus,
    maxLength,
    'aria-required': required || undefined,
    'aria-invalid': Boolean(error) || undefined,
    'aria-describedby': hasHelper ? helperId : undefined,
  };
  return (
    <FieldFrame
      inputId={inputId}
      helperId={helperId}
      label={label}
      error={Boolean(error)}
      helper={helper}
      counter={counter}
      endAdornment={endAdornment}
    >
      {multiline ? (
        <textarea {...common} rows={minRows ?? 3} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} />
      )}
    </FieldFrame>
  );
}

/** The outline, floating label and helper line around any input, textarea or select. */
export function FieldFrame({
  inputId,
  helperId,
  label,
  error,
  helper,
  counter,
  endAdornment,
  select = false,
  children,
}: {
  inputId: string;
  helperId: string;
  label: string;
  error: boolean;
  helper?: ReactNode;
  counter?: ReactNode;
  endAdornment?: ReactNode;
  select?: boolean;
  children: ReactNode;
}) {
  const classes = ['sh-field', error ? 'sh-field--error' : '', select ? 'sh-field--select' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <div className="sh-field__box">
        {children}
        <label className="sh-field__label" htmlFor={inputId}>
          {label}
        </label>
        <fieldset className="sh-field__outline" aria-hidden="true">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
        {endAdornment && <div className="sh-field__end">{endAdornment}</div>}
      </div>
      {/* The helper line is always there, so a message appearing does not move the form. */}
      <div className="sh-field__helper" id={helperId}>
        <span>{helper}</span>
        {counter !== undefined && <span>{counter}</span>}
      </div>
    </div>
  );
}
