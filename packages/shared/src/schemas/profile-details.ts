import { z } from 'zod';
import {
  ADMISSION_EXTRA_FIELDS,
  type AdmissionExtraField,
  type AdmissionExtras,
  admissionExtraProblem,
  admissionExtraWireFields,
} from './admission-extras.js';

/**
 * The admission form's extra fields on a student's profile (issue 22 item 8): what accepting an
 * application copied there, shown on the profile when filled and edited with the admission
 * form's own checks, each field optional.
 */
export const PROFILE_DETAIL_LABELS: Record<AdmissionExtraField, string> = {
  dateOfBirth: 'Date of birth',
  address: 'Address',
  previousSchool: 'Previous school',
  bloodGroup: 'Blood group',
  category: 'Category',
};

export const PROFILE_DETAILS_MESSAGES = {
  saved: 'Details saved.',
} as const;

/** The last day no date of birth may pass, when the checker does not know today. */
const NO_DAY_YET = '9999-12-31';

/**
 * PUT details: the five fields (yyyy-mm-dd for the date of birth); empty or left out clears
 * one. `today` (yyyy-mm-dd) also refuses a birthday in the future; the server checks that with
 * its clock.
 */
export function profileDetailsSchemaFor(today: string) {
  return z.strictObject(admissionExtraWireFields).superRefine((value, ctx) => {
    for (const field of ADMISSION_EXTRA_FIELDS) {
      const problem = admissionExtraProblem(field, 'optional', value[field], today);
      if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
    }
  });
}
export const profileDetailsSchema = profileDetailsSchemaFor(NO_DAY_YET);
export type ProfileDetailsInput = z.input<typeof profileDetailsSchema>;
export type ProfileDetails = AdmissionExtras;
