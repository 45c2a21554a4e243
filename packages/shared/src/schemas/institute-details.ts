import { z } from 'zod';

/** Wire schemas and API paths of an institute's own details (quick setup, public page). */

export const INSTITUTE_DETAILS_MESSAGES = {
  name: 'Please enter the institute name.',
  nameTooLong: 'The institute name can be at most 120 characters.',
  aboutTooLong: 'About can be at most 2000 characters.',
  addressTooLong: 'The address can be at most 300 characters.',
  phone: 'Please enter a 10-digit phone number.',
  email: 'Please enter a valid e-mail address.',
  website: 'Please enter a web address starting with http:// or https://.',
  notInstitute: 'This institute does not exist.',
  noLogo: 'Please choose a logo image.',
  logoKinds: 'The logo must be a .jpg, .png or .webp image of at most 2 MB.',
} as const;

/** An optional text field: blank means none. */
const optionalText = (max: number, message: string) =>
  z.string({ error: message }).trim().max(max, message);

export const instituteDetailsInputSchema = z.object({
  name: z
    .string({ error: INSTITUTE_DETAILS_MESSAGES.name })
    .trim()
    .min(1, INSTITUTE_DETAILS_MESSAGES.name)
    .max(120, INSTITUTE_DETAILS_MESSAGES.nameTooLong),
  about: optionalText(2000, INSTITUTE_DETAILS_MESSAGES.aboutTooLong),
  address: optionalText(300, INSTITUTE_DETAILS_MESSAGES.addressTooLong),
  phone: z
    .string({ error: INSTITUTE_DETAILS_MESSAGES.phone })
    .trim()
    .refine((v) => v === '' || /^\d{10}$/.test(v), INSTITUTE_DETAILS_MESSAGES.phone),
  email: z
    .string({ error: INSTITUTE_DETAILS_MESSAGES.email })
    .trim()
    .max(254, INSTITUTE_DETAILS_MESSAGES.email)
    .refine((v) => v === '' || z.email().safeParse(v).success, INSTITUTE_DETAILS_MESSAGES.email),
  website: z
    .string({ error: INSTITUTE_DETAILS_MESSAGES.website })
    .trim()
    .max(200, INSTITUTE_DETAILS_MESSAGES.website)
    .refine((v) => v === '' || isWebAddress(v), INSTITUTE_DETAILS_MESSAGES.website),
  verifyToViewDetails: z.boolean({ error: 'Please say whether details need a verified profile.' }),
});
export type InstituteDetailsInput = z.infer<typeof instituteDetailsInputSchema>;

function isWebAddress(value: string): boolean {
  if (!/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.hostname.includes('.');
  } catch {
    return false;
  }
}

export const instituteParamsSchema = z.object({
  groupId: z.uuid({ error: INSTITUTE_DETAILS_MESSAGES.notInstitute }),
});
export const publicInstituteParamsSchema = z.object({
  instituteId: z.uuid({ error: INSTITUTE_DETAILS_MESSAGES.notInstitute }),
});

/** What the institute's admin edits (GET and PUT .../details). Blank fields are ''. */
export const instituteDetailsSchema = z.object({
  id: z.string(),
  name: z.string(),
  imageLocation: z.string().nullable(),
  about: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  verifyToViewDetails: z.boolean(),
  verified: z.boolean(),
  activeSessionId: z.string().nullable(),
  /** ISO time the quick setup was finished; null until then. */
  setupCompletedAt: z.string().nullable(),
});
export type InstituteDetails = z.infer<typeof instituteDetailsSchema>;

/** A level of classes with its sections ("Class 1": ["A", "B"]); sections empty when none. */
export const classLevelSchema = z.object({ level: z.string(), sections: z.array(z.string()) });
export type ClassLevel = z.infer<typeof classLevelSchema>;

/**
 * GET /rest/public/institutes/:instituteId/details. With verifyToViewDetails, people who are not
 * verified members of the institute get only name, image and verified, and detailsHidden true.
 */
export const publicInstituteSchema = z.object({
  id: z.string(),
  name: z.string(),
  imageLocation: z.string().nullable(),
  verified: z.boolean(),
  detailsHidden: z.boolean(),
  about: z.string().optional(),
  address: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  website: z.string().optional(),
  activeSession: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
  classes: z.array(classLevelSchema).optional(),
  admission: z.object({ open: z.boolean(), link: z.string().nullable() }).optional(),
});
export type PublicInstitute = z.infer<typeof publicInstituteSchema>;

export const INSTITUTE_API = {
  details: (groupId: string) => `/rest/institutes/${groupId}/details`,
  /** POST multipart, one file in the field `logo`. */
  logo: (groupId: string) => `/rest/institutes/${groupId}/logo`,
  setupComplete: (groupId: string) => `/rest/institutes/${groupId}/setup-complete`,
  publicDetails: (instituteId: string) => `/rest/public/institutes/${instituteId}/details`,
  publicImage: (instituteId: string) => `/rest/public/institutes/${instituteId}/image`,
} as const;

export const LOGO_MAX_BYTES = 2 * 1_048_576;

/** The levels the quick setup offers in one click, in school order. */
export const NURSERY_TO_CLASS_10 = [
  'Nursery',
  'LKG',
  'UKG',
  ...Array.from({ length: 10 }, (_, i) => `Class ${i + 1}`),
] as const;

/** School order: Nursery, LKG, UKG, Class 1 ... Class 12, then other names alphabetically. */
export function classLevelRank(level: string): number {
  const early = ['nursery', 'lkg', 'ukg'].indexOf(level.trim().toLowerCase());
  if (early >= 0) return early;
  const numbered = /^class\s+(\d{1,2})$/i.exec(level.trim());
  return numbered ? 10 + Number(numbered[1]) : 1000;
}

export function compareClassLevels(a: string, b: string): number {
  return classLevelRank(a) - classLevelRank(b) || a.localeCompare(b, 'en-GB');
}

/** False for an image location that points nowhere: none, blank, or the string "null" (spec §2.1). */
export function instituteHasImage(
  imageLocation: string | null | undefined,
): imageLocation is string {
  const value = imageLocation?.trim();
  return !!value && value !== 'null' && value !== 'undefined';
}

/** The public direct-admission page of an institute's session. */
export const instituteAdmissionLink = (instituteId: string, sessionId: string) =>
  `/auth/directadmission/${instituteId}/${sessionId}`;
