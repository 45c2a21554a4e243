import { z } from 'zod';
import { isCalendarDay } from '../constants/formats.js';
import {
  ADMISSION_NUMBER_MESSAGES,
  ADMISSION_PATTERN_MAX,
  admissionPatternProblem,
} from '../rules/admission-number.js';

/**
 * What Admission Management may ask beyond the spec's form (issue 22 item 8): each field off,
 * optional or required, as the institute sets. They are shown below the spec's fields; the
 * spec's own fields, labels and messages stay as they are.
 */
export const ADMISSION_EXTRA_FIELDS = [
  'dateOfBirth',
  'address',
  'previousSchool',
  'bloodGroup',
  'category',
] as const;
export type AdmissionExtraField = (typeof ADMISSION_EXTRA_FIELDS)[number];

export const EXTRA_FIELD_MODES = ['off', 'optional', 'required'] as const;
export type ExtraFieldMode = (typeof EXTRA_FIELD_MODES)[number];
export type ExtraFieldSettings = Record<AdmissionExtraField, ExtraFieldMode>;

export const EXTRA_FIELD_MODE_LABELS: Record<ExtraFieldMode, string> = {
  off: 'Not asked',
  optional: 'Optional',
  required: 'Required',
};

export const ADMISSION_EXTRA_LABELS: Record<AdmissionExtraField, string> = {
  dateOfBirth: 'Date of Birth',
  address: 'Address',
  previousSchool: 'Previous School',
  bloodGroup: 'Blood Group',
  category: 'Category',
};

export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export const ADMISSION_CATEGORIES = ['General', 'OBC', 'SC', 'ST', 'EWS'] as const;
export const ADDRESS_MAX = 500;
export const PREVIOUS_SCHOOL_MAX = 200;

export const ADMISSION_EXTRA_MESSAGES = {
  dateOfBirthRequired: 'Please enter the date of birth.',
  dateOfBirthInvalid: 'Please enter a valid date of birth.',
  dateOfBirthFuture: 'The date of birth cannot be in the future.',
  addressRequired: 'Please enter the address.',
  addressLong: `The address can have at most ${ADDRESS_MAX} characters.`,
  previousSchoolRequired: 'Please enter the previous school.',
  previousSchoolLong: `The previous school can have at most ${PREVIOUS_SCHOOL_MAX} characters.`,
  bloodGroupRequired: 'Please choose the blood group.',
  bloodGroupInvalid: `Please choose a blood group from ${BLOOD_GROUPS.join(', ')}.`,
  categoryRequired: 'Please choose the category.',
  categoryInvalid: `Please choose a category from ${ADMISSION_CATEGORIES.join(', ')}.`,
  settingsSaved: 'Admission settings saved.',
} as const;

/** Nothing beyond the spec's form: the default of an institute that set nothing. */
export const NO_EXTRA_FIELDS: ExtraFieldSettings = {
  dateOfBirth: 'off',
  address: 'off',
  previousSchool: 'off',
  bloodGroup: 'off',
  category: 'off',
};

/** The stored settings (any shape) read as a full record; unknown values count as off. */
export function extraFieldSettings(stored: unknown): ExtraFieldSettings {
  const out = { ...NO_EXTRA_FIELDS };
  if (!stored || typeof stored !== 'object') return out;
  for (const field of ADMISSION_EXTRA_FIELDS) {
    const mode = (stored as Record<string, unknown>)[field];
    if (mode === 'optional' || mode === 'required') out[field] = mode;
  }
  return out;
}

export type AdmissionExtras = {
  dateOfBirth: string | null;
  address: string | null;
  previousSchool: string | null;
  bloodGroup: string | null;
  category: string | null;
};

/**
 * The problem with one extra field's value under its mode, or undefined. `today` is the
 * institute's day (YYYY-MM-DD); a field that is off is never a problem (its value is dropped).
 */
export function admissionExtraProblem(
  field: AdmissionExtraField,
  mode: ExtraFieldMode,
  raw: string | null | undefined,
  today: string,
): string | undefined {
  if (mode === 'off') return undefined;
  const value = (raw ?? '').trim();
  const m = ADMISSION_EXTRA_MESSAGES;
  if (!value) {
    if (mode === 'optional') return undefined;
    return {
      dateOfBirth: m.dateOfBirthRequired,
      address: m.addressRequired,
      previousSchool: m.previousSchoolRequired,
      bloodGroup: m.bloodGroupRequired,
      category: m.categoryRequired,
    }[field];
  }
  switch (field) {
    case 'dateOfBirth':
      if (!isCalendarDay(value) || value < '1900-01-01') return m.dateOfBirthInvalid;
      return value > today ? m.dateOfBirthFuture : undefined;
    case 'address':
      return value.length > ADDRESS_MAX ? m.addressLong : undefined;
    case 'previousSchool':
      return value.length > PREVIOUS_SCHOOL_MAX ? m.previousSchoolLong : undefined;
    case 'bloodGroup':
      return (BLOOD_GROUPS as readonly string[]).includes(value) ? undefined : m.bloodGroupInvalid;
    case 'category':
      return (ADMISSION_CATEGORIES as readonly string[]).includes(value)
        ? undefined
        : m.categoryInvalid;
  }
}

/**
 * The extras of an application checked against the settings: the values to store (off fields
 * and empty ones as null), or the first problem in the fields' order.
 */
export function checkAdmissionExtras(
  settings: ExtraFieldSettings,
  input: Partial<Record<AdmissionExtraField, string | null | undefined>>,
  today: string,
):
  | { ok: true; value: AdmissionExtras }
  | { ok: false; field: AdmissionExtraField; message: string } {
  const value: AdmissionExtras = {
    dateOfBirth: null,
    address: null,
    previousSchool: null,
    bloodGroup: null,
    category: null,
  };
  for (const field of ADMISSION_EXTRA_FIELDS) {
    const mode = settings[field];
    const problem = admissionExtraProblem(field, mode, input[field], today);
    if (problem) return { ok: false, field, message: problem };
    const given = (input[field] ?? '').trim();
    if (mode !== 'off' && given) value[field] = given;
  }
  return { ok: true, value };
}

/** The extra fields as the wire carries them: optional text, checked by the institute's settings. */
export const admissionExtraWireFields = {
  dateOfBirth: z.string().max(20).optional(),
  address: z
    .string()
    .max(ADDRESS_MAX + 100)
    .optional(),
  previousSchool: z
    .string()
    .max(PREVIOUS_SCHOOL_MAX + 100)
    .optional(),
  bloodGroup: z.string().max(10).optional(),
  category: z.string().max(20).optional(),
};

const extraFieldMode = z.enum(EXTRA_FIELD_MODES, {
  error: 'Each field must be off, optional or required.',
});

export const extraFieldSettingsSchema = z.object({
  dateOfBirth: extraFieldMode,
  address: extraFieldMode,
  previousSchool: extraFieldMode,
  bloodGroup: extraFieldMode,
  category: extraFieldMode,
});

/** The institute's admission settings, as shown and saved in Admission Management. */
export const admissionSettingsSchema = z.object({
  /** The pattern of admission numbers, e.g. DPS/{YYYY}/{SEQ:4}. */
  numberPattern: z.string(),
  extraFields: extraFieldSettingsSchema,
});
export type AdmissionSettings = z.infer<typeof admissionSettingsSchema>;

/** PUT /rest/admission/settings?groupId=<institute>. */
export const admissionSettingsInputSchema = z.strictObject({
  numberPattern: z
    .string({ error: ADMISSION_NUMBER_MESSAGES.patternEmpty })
    .trim()
    .max(ADMISSION_PATTERN_MAX, ADMISSION_NUMBER_MESSAGES.patternLong)
    .superRefine((value, ctx) => {
      const problem = admissionPatternProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  extraFields: z.strictObject(extraFieldSettingsSchema.shape),
});
export type AdmissionSettingsInput = z.infer<typeof admissionSettingsInputSchema>;
