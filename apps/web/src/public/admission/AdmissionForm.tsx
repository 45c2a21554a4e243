import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMISSION_GENDERS,
  ADMISSION_MESSAGES,
  type AdmissionApplied,
  type AdmissionFormInput,
  admissionFormSchemaFor,
  DEFAULT_ADMISSION_GENDER,
  indiaDay,
  MESSAGES,
} from '@shala/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../core/http';
import { showSnack, snackbars } from '../../core/snackbar-queue';
import { Button } from '../ui/Button';
import { FieldFrame, FieldInput } from '../ui/FieldInput';
import { FormActions } from '../ui/FormActions';
import type { AdmissionPageData } from './api';
import { submitAdmission } from './api';
import { admissionClasses } from './choices';
import { DocumentPicker } from './DocumentPicker';
import { ExtraFields } from './ExtraFields';

/** Spec §2.1 "Direct admission": the fields, the documents, Cancel (to /auth) and Submit. */
export function AdmissionForm({
  data,
  onSubmitted,
}: {
  data: AdmissionPageData;
  onSubmitted: (result: AdmissionApplied) => void;
}) {
  const { open, preselected } = admissionClasses(data.classes);
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string>();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<AdmissionFormInput>({
    // The spec's fields as the spec has them, and the institute's extra fields by their setting.
    resolver: zodResolver(admissionFormSchemaFor(data.institute.extraFields, indiaDay(new Date()))),
    mode: 'onTouched',
    defaultValues: {
      fName: '',
      lName: '',
      email: '',
      phone: '',
      chooseClass: preselected,
      gender: DEFAULT_ADMISSION_GENDER,
      fathername: '',
      motherName: '',
    },
  });
  const chooseClass = register('chooseClass');
  const chosenClass = open.find((c) => c.id === watch('chooseClass'));

  const onSubmit = handleSubmit(
    async (values) => {
      if (files.length === 0) {
        setFilesError(ADMISSION_MESSAGES.documentsRequired);
        showSnack(MESSAGES.invalidData);
        return;
      }
      try {
        const { chooseClass: classId, ...rest } = values;
        const result = await submitAdmission(
          {
            instituteId: data.institute.id,
            sessionId: data.session.id,
            classId,
            fName: rest.fName,
            lName: rest.lName,
            email: rest.email ?? '',
            phone: rest.phone,
            gender: rest.gender,
            fathername: rest.fathername ?? '',
            motherName: rest.motherName ?? '',
            dateOfBirth: rest.dateOfBirth ?? '',
            address: rest.address ?? '',
            previousSchool: rest.previousSchool ?? '',
            bloodGroup: rest.bloodGroup ?? '',
            category: rest.category ?? '',
          },
          files,
        );
        // Earlier warnings (a refused file) no longer apply.
        snackbars.clear();
        onSubmitted(result);
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
    <form noValidate onSubmit={onSubmit} className="sh-form" aria-label="Admission application">
      {open.length === 0 && (
        <p className="sh-note" role="status">
          {data.institute.name} is not taking admissions online at the moment. Please contact the
          institute's office.
        </p>
      )}
      <div className="sh-grid-2">
        <FieldInput
          label="First Name"
          registration={register('fName')}
          error={errors.fName?.message}
          autoComplete="given-name"
          maxLength={100}
        />
        <FieldInput
          label="Last Name"
          registration={register('lName')}
          error={errors.lName?.message}
          autoComplete="family-name"
          maxLength={100}
        />
        <FieldInput
          label="Email"
          type="email"
          registration={register('email')}
          error={errors.email?.message}
          hint="Optional: we write to you here about the application"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          required={false}
        />
        <FieldInput
          label="Phone Number"
          type="tel"
          registration={register('phone')}
          error={errors.phone?.message}
          hint="10 digits, without +91"
          autoComplete="tel-national"
          inputMode="numeric"
          maxLength={10}
        />
      </div>
      <FieldFrame
        inputId="admission-class"
        helperId="admission-class-helper"
        label="Choose Class / Level"
        error={Boolean(errors.chooseClass)}
        helper={errors.chooseClass?.message}
        select
      >
        <select
          id="admission-class"
          className="sh-field__input"
          name={chooseClass.name}
          onChange={chooseClass.onChange}
          onBlur={chooseClass.onBlur}
          ref={chooseClass.ref}
          disabled={open.length === 0}
          aria-required
          aria-invalid={Boolean(errors.chooseClass) || undefined}
          aria-describedby={errors.chooseClass ? 'admission-class-helper' : undefined}
        >
          {open.length === 0 && <option value="">No class takes admissions now</option>}
          {open.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </FieldFrame>
      {chosenClass?.instructions && (
        <p className="sh-note sh-adm__instructions" data-testid="class-instructions">
          {chosenClass.instructions}
        </p>
      )}
      <fieldset className="sh-radios" aria-describedby="admission-gender-helper">
        <legend className="sh-radios__legend">Gender</legend>
        <div className="sh-radios__row">
          {ADMISSION_GENDERS.map((g) => (
            <label key={g} className="sh-radio">
              <input type="radio" value={g} {...register('gender')} />
              <span>{g}</span>
            </label>
          ))}
        </div>
        <div className="sh-field__helper" id="admission-gender-helper">
          <span>{errors.gender?.message}</span>
        </div>
      </fieldset>
      <div className="sh-grid-2">
        <FieldInput
          label="Father Name"
          registration={register('fathername')}
          error={errors.fathername?.message}
          maxLength={100}
          required={false}
        />
        <FieldInput
          label="Mother Number"
          registration={register('motherName')}
          error={errors.motherName?.message}
          maxLength={100}
          required={false}
        />
      </div>
      <DocumentPicker
        files={files}
        error={filesError}
        onChange={(next) => {
          setFiles(next);
          if (next.length > 0) setFilesError(undefined);
        }}
      />
      <ExtraFields settings={data.institute.extraFields} register={register} errors={errors} />
      <FormActions>
        <Button type="submit" variant="contained" disabled={isSubmitting || open.length === 0}>
          Submit
        </Button>
      </FormActions>
    </form>
  );
}
