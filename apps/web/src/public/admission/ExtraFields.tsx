import {
  ADMISSION_CATEGORIES,
  ADMISSION_EXTRA_LABELS,
  type AdmissionFormInput,
  BLOOD_GROUPS,
  type ExtraFieldSettings,
} from '@shala/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FieldFrame, FieldInput } from '../ui/FieldInput';

/**
 * The fields the institute asks beyond the spec's form (issue 22 item 8), below the spec's
 * fields: each shown only when not off, marked required when required.
 */
export function ExtraFields({
  settings,
  register,
  errors,
}: {
  settings: ExtraFieldSettings;
  register: UseFormRegister<AdmissionFormInput>;
  errors: FieldErrors<AdmissionFormInput>;
}) {
  const shown = (Object.keys(settings) as (keyof ExtraFieldSettings)[]).filter(
    (f) => settings[f] !== 'off',
  );
  if (shown.length === 0) return null;
  const required = (f: keyof ExtraFieldSettings) => settings[f] === 'required';
  const select = (field: 'bloodGroup' | 'category', options: readonly string[]) => {
    const r = register(field);
    const id = `admission-${field}`;
    return (
      <FieldFrame
        key={field}
        inputId={id}
        helperId={`${id}-helper`}
        label={ADMISSION_EXTRA_LABELS[field]}
        error={Boolean(errors[field])}
        helper={errors[field]?.message ?? (required(field) ? undefined : 'Optional')}
        select
      >
        <select
          id={id}
          className="sh-field__input"
          name={r.name}
          onChange={r.onChange}
          onBlur={r.onBlur}
          ref={r.ref}
          aria-required={required(field) || undefined}
          aria-invalid={Boolean(errors[field]) || undefined}
          aria-describedby={`${id}-helper`}
          defaultValue=""
        >
          <option value="">{required(field) ? 'Choose' : 'Not given'}</option>
          {options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      </FieldFrame>
    );
  };
  return (
    <fieldset className="sh-adm__extra" data-testid="admission-extra-fields">
      <legend className="sh-radios__legend">More about the applicant</legend>
      <div className="sh-grid-2">
        {shown.map((field) => {
          if (field === 'bloodGroup') return select('bloodGroup', BLOOD_GROUPS);
          if (field === 'category') return select('category', ADMISSION_CATEGORIES);
          return (
            <FieldInput
              key={field}
              label={ADMISSION_EXTRA_LABELS[field]}
              type={field === 'dateOfBirth' ? 'date' : 'text'}
              registration={register(field)}
              error={errors[field]?.message}
              hint={required(field) ? undefined : 'Optional'}
              maxLength={field === 'address' ? 500 : field === 'previousSchool' ? 200 : undefined}
              required={required(field)}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
