import { z } from 'zod';
import { PHONE_LENGTH } from '../constants/index.js';
import { titleCase } from '../rules/names.js';
import { MESSAGES } from './auth.js';
import { DIGITS_PATTERN, NAME_PATTERN, requiredString } from './fields.js';

export const PROFILE_SETTINGS_TABS = [
  { id: 'basic-info', label: 'Basic Info' },
  { id: 'security-settings', label: 'Security Settings' },
  { id: 'account-settings', label: 'Account Settings' },
] as const;
export type ProfileSettingsTab = (typeof PROFILE_SETTINGS_TABS)[number]['id'];

export const PROFILE_GENDERS = ['male', 'female', 'Other'] as const;
export const PROFILE_GENDER_LABELS: Record<(typeof PROFILE_GENDERS)[number], string> = {
  male: 'Male',
  female: 'Female',
  Other: 'Other',
};

export const PROFILE_FIELD_MESSAGES = {
  dateOfBirth: 'Enter the date of birth as dd/mm/yyyy',
  dateOfBirthFuture: 'Date of birth cannot be in the future',
  gender: 'Please choose a gender',
  address: 'Address can have at most 500 characters',
  parentName: 'Names cannot have numbers',
  photoKinds: 'Please choose a .jpg, .png or .webp photo of at most 2 MB.',
} as const;

export const PHOTO_MAX_BYTES = 2 * 1_048_576;

/** dd/mm/yyyy of a real calendar day → yyyy-mm-dd; undefined when it is not one. */
export function parseDayMonthYear(text: string): string | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return undefined;
  const [, dd, mm, yyyy] = m as unknown as [string, string, string, string];
  const d = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  if (
    d.getUTCFullYear() !== Number(yyyy) ||
    d.getUTCMonth() !== Number(mm) - 1 ||
    d.getUTCDate() !== Number(dd) ||
    Number(yyyy) < 1900
  ) {
    return undefined;
  }
  return `${yyyy}-${mm}-${dd}`;
}

/** yyyy-mm-dd → dd/mm/yyyy (null stays null). */
export function toDayMonthYear(iso: string | null): string | null {
  if (!iso) return null;
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

const personName = (required: string, numbers: string) =>
  requiredString(required).max(100, required).regex(NAME_PATTERN, numbers).transform(titleCase);

const optionalName = z
  .string({ error: PROFILE_FIELD_MESSAGES.parentName })
  .trim()
  .max(100, PROFILE_FIELD_MESSAGES.parentName)
  .refine((v) => v === '' || NAME_PATTERN.test(v), PROFILE_FIELD_MESSAGES.parentName)
  .transform((v) => (v === '' ? null : titleCase(v)));

/** PUT basic-info: names are stored in title case; empty optional fields clear them. */
export const basicInfoSchema = z.strictObject({
  firstName: personName(MESSAGES.firstNameRequired, MESSAGES.firstNameNumbers),
  lastName: personName(MESSAGES.lastNameRequired, MESSAGES.lastNameNumbers),
  phone: z
    .string({ error: MESSAGES.phoneRequired })
    .trim()
    .refine((v) => v === '' || DIGITS_PATTERN.test(v), MESSAGES.phoneText)
    .refine((v) => v === '' || v.length === PHONE_LENGTH, MESSAGES.phoneLength)
    .transform((v) => (v === '' ? null : v)),
  gender: z.union(
    [z.enum(PROFILE_GENDERS, { error: PROFILE_FIELD_MESSAGES.gender }), z.literal('')],
    {
      error: PROFILE_FIELD_MESSAGES.gender,
    },
  ),
  dateOfBirth: z
    .string({ error: PROFILE_FIELD_MESSAGES.dateOfBirth })
    .trim()
    .refine(
      (v) => v === '' || parseDayMonthYear(v) !== undefined,
      PROFILE_FIELD_MESSAGES.dateOfBirth,
    ),
  address: z
    .string({ error: PROFILE_FIELD_MESSAGES.address })
    .trim()
    .max(500, PROFILE_FIELD_MESSAGES.address),
  fatherName: optionalName,
  motherName: optionalName,
});
export type BasicInfoInput = z.input<typeof basicInfoSchema>;
export type BasicInfo = z.output<typeof basicInfoSchema>;

/** A membership as the profile card shows it. */
export const profileGroupSchema = z.object({
  groupId: z.string(),
  name: z.string(),
  type: z.enum(['INSTITUTE', 'CLASS']),
  instituteName: z.string(),
  role: z.string(),
  sessionName: z.string().nullable(),
});

/** GET card: what /userprofile/{id} shows; `contact` only to the owner and to staff. */
export const profileCardSchema = z.object({
  userProfileId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  photoLocation: z.string().nullable(),
  verified: z.enum(['VERIFIED', 'UNVERIFIED']),
  gender: z.string().nullable(),
  /** dd/mm/yyyy */
  dateOfBirth: z.string().nullable(),
  registrationNo: z.string().nullable(),
  /** From the admission form's extra fields (issue 22 item 8); with the date of birth. */
  previousSchool: z.string().nullable(),
  bloodGroup: z.string().nullable(),
  category: z.string().nullable(),
  isOwn: z.boolean(),
  /** May the viewer change the five details (PROFILE_API.details)? */
  mayEditDetails: z.boolean(),
  contact: z
    .object({
      email: z.string().nullable(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
      fatherName: z.string().nullable(),
      motherName: z.string().nullable(),
    })
    .nullable(),
  groups: z.array(profileGroupSchema),
});
export type ProfileCard = z.infer<typeof profileCardSchema>;

export const profileIdRouteSchema = z.object({
  profileId: z.uuid({ error: 'Please choose a valid profile.' }),
});
