import { z } from 'zod';
import { PHONE_LENGTH } from '../constants/index.js';
import {
  ADMISSION_EXTRA_FIELDS,
  admissionExtraProblem,
  admissionExtraWireFields,
  type ExtraFieldSettings,
  extraFieldSettingsSchema,
} from './admission-extras.js';
import { MESSAGES } from './auth.js';
import { DIGITS_PATTERN, NAME_PATTERN, requiredString } from './fields.js';

export * from '../rules/admission-number.js';
export * from './admission-extras.js';

/** Wire schemas and API paths of the admission domain (spec §2.1, §3, §4, §5; issue 3). */

export const ADMISSION_GENDERS = ['male', 'female', 'Other'] as const;
export type AdmissionGender = (typeof ADMISSION_GENDERS)[number];
/** Spec §3: gender defaults to female. */
export const DEFAULT_ADMISSION_GENDER: AdmissionGender = 'female';

export const ADMISSION_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type AdmissionStatus = (typeof ADMISSION_STATUSES)[number];

/** Documents: .jpg only (spec §9), checked by content on the server. */
export const ADMISSION_MAX_FILES = 10;
export const ADMISSION_MAX_FILE_BYTES = 2 * 1_048_576;
export const ADMISSION_FILE_ACCEPT = '.jpg,image/jpeg';
export const ADMISSION_PAGE_SIZE = 20;
export const REJECT_REASON_MIN = 5;
export const REJECT_REASON_MAX = 1024;

export const ADMISSION_MESSAGES = {
  /** Spec §5 "Direct admission": the invalid-submit message. */
  invalidData: MESSAGES.invalidData,
  chooseClass: 'Please choose a class',
  chooseGender: 'Please choose a gender',
  documentsRequired: 'PanCard and AdHar documents are required',
  onlyJpg: (name: string) => `${name} is not a .jpg file.`,
  tooBig: (name: string) => `${name} is larger than 2 MB.`,
  tooMany: `Please upload at most ${ADMISSION_MAX_FILES} files.`,
  nameTooLong: 'Names can have at most 100 characters',
  parentNameInvalid: 'Names cannot have numbers',
  instituteNotFound: 'This institute does not exist.',
  sessionNotFound: 'This session does not exist.',
  classNotFound: 'This class does not exist.',
  classClosed: 'This class does not take admissions now.',
  applicationNotFound: 'This application does not exist.',
  documentNotFound: 'This document does not exist.',
  alreadyDecided: 'This application has already been decided.',
  alreadyStudent: (className: string, session: string) =>
    `This student is already in ${className} for the session ${session}.`,
  emailNeeded:
    "This application has no e-mail address. Please enter the parent's or guardian's e-mail for their account.",
  guardianNameNeeded: "Please enter the parent's or guardian's name.",
  sameEmails: "The student's own e-mail must differ from the parent's or guardian's.",
  seatsFull: (className: string, seats: number) =>
    `All ${seats} seats of ${className} are taken. Raise the seats in Admission Management to accept more.`,
  reasonLength: `Please give a reason of ${REJECT_REASON_MIN} to ${REJECT_REASON_MAX} characters.`,
  seatsRange: 'Seats must be a whole number from 1 to 10000.',
  instructionsLong: 'Instructions can have at most 2000 characters.',
  submitted: 'Your application has been submitted. The institute will review it and write to you.',
  accepted: 'Application accepted. The parent or guardian has been mailed.',
  rejected: 'Application rejected.',
  configSaved: 'Admission settings saved.',
  profileNotYours: 'This profile is not one of your profiles.',
} as const;

const personName = (required: string, numbers: string) =>
  requiredString(required).max(100, ADMISSION_MESSAGES.nameTooLong).regex(NAME_PATTERN, numbers);

/** Father and mother names are optional (spec §5); when given, letters only. */
const optionalName = z
  .string()
  .trim()
  .max(100, ADMISSION_MESSAGES.nameTooLong)
  .refine((v) => v === '' || NAME_PATTERN.test(v), ADMISSION_MESSAGES.parentNameInvalid);

/** Email is valid if given (spec §5). */
const optionalEmail = z
  .string()
  .trim()
  .max(254, MESSAGES.enterValidEmail)
  .refine((v) => v === '' || z.email().safeParse(v).success, MESSAGES.enterValidEmail);

const phone = z
  .string({ error: MESSAGES.phoneRequired })
  .trim()
  .min(1, MESSAGES.phoneRequired)
  .regex(DIGITS_PATTERN, MESSAGES.phoneText)
  .length(PHONE_LENGTH, MESSAGES.phoneLength);

const gender = z.enum(ADMISSION_GENDERS, { error: ADMISSION_MESSAGES.chooseGender });
const id = (message: string) => z.uuid({ error: message });

/** The applicant's fields, shared by the form and the call. */
const applicantFields = {
  fName: personName(MESSAGES.firstNameRequired, MESSAGES.firstNameNumbers),
  lName: personName(MESSAGES.lastNameRequired, MESSAGES.lastNameNumbers),
  email: optionalEmail.optional(),
  phone,
  gender,
  fathername: optionalName.optional(),
  motherName: optionalName.optional(),
  /** Beyond the spec's form: checked against the institute's settings (admission-extras.ts). */
  ...admissionExtraWireFields,
};

/** The direct-admission form (spec §3 "Admission application"); files are checked apart. */
export const admissionFormSchema = z.strictObject({
  ...applicantFields,
  chooseClass: z
    .string({ error: ADMISSION_MESSAGES.chooseClass })
    .min(1, ADMISSION_MESSAGES.chooseClass),
});
export type AdmissionFormInput = z.infer<typeof admissionFormSchema>;

/**
 * The form with the institute's extra fields checked too: the spec's fields and messages as
 * they are, each extra field by its mode. `today` is YYYY-MM-DD.
 */
export function admissionFormSchemaFor(settings: ExtraFieldSettings, today: string) {
  return admissionFormSchema.superRefine((values, ctx) => {
    for (const field of ADMISSION_EXTRA_FIELDS) {
      const problem = admissionExtraProblem(field, settings[field], values[field], today);
      if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
    }
  });
}

/** The text fields of POST /rest/public/admission/apply (multipart, with the files). */
export const admissionApplySchema = z.strictObject({
  instituteId: id(ADMISSION_MESSAGES.instituteNotFound),
  sessionId: id(ADMISSION_MESSAGES.sessionNotFound),
  classId: id(ADMISSION_MESSAGES.chooseClass),
  ...applicantFields,
});
export type AdmissionApplyInput = z.infer<typeof admissionApplySchema>;

/** The text fields of POST /rest/admission/apply-as-user?instituteId (multipart, with the files). */
export const admissionApplyAsUserSchema = z.strictObject({
  sessionId: id(ADMISSION_MESSAGES.sessionNotFound),
  classId: id(ADMISSION_MESSAGES.chooseClass),
  /** The account's profile the application is for (the account's e-mail is used). */
  profileId: id(ADMISSION_MESSAGES.profileNotYours),
  ...applicantFields,
  email: z.string().optional(),
});
export type AdmissionApplyAsUserInput = z.infer<typeof admissionApplyAsUserSchema>;

/** A chosen document in the browser, before upload: .jpg by name and type, at most 2 MB. */
export function documentProblem(file: { name: string; size: number; type: string }) {
  const jpgName = /\.jpe?g$/i.test(file.name);
  const jpgType = file.type === '' || file.type === 'image/jpeg';
  if (!jpgName || !jpgType) return ADMISSION_MESSAGES.onlyJpg(file.name);
  if (file.size > ADMISSION_MAX_FILE_BYTES) return ADMISSION_MESSAGES.tooBig(file.name);
  return undefined;
}

export const publicAdmissionInstituteSchema = z.object({
  id: z.string(),
  name: z.string(),
  imageLocation: z.string().nullable(),
  /** The session admissions go to by default (the signed-in form uses it). */
  activeSession: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** What the institute asks beyond the spec's form, each off, optional or required. */
  extraFields: extraFieldSettingsSchema,
});
export type PublicAdmissionInstitute = z.infer<typeof publicAdmissionInstituteSchema>;

export const publicAdmissionClassSchema = z.object({
  id: z.string(),
  name: z.string(),
  admissionConfigSet: z.boolean(),
  /** What the institute tells applicants to this class (documents wanted, dates). */
  instructions: z.string().nullable(),
});
export type PublicAdmissionClass = z.infer<typeof publicAdmissionClassSchema>;

export const publicAdmissionSessionSchema = z.object({ id: z.string(), name: z.string() });
export type PublicAdmissionSession = z.infer<typeof publicAdmissionSessionSchema>;

export const admissionAppliedSchema = z.object({ id: z.string(), message: z.string() });
export type AdmissionApplied = z.infer<typeof admissionAppliedSchema>;

/** PUT /rest/admission/config?groupId=<class>. */
export const admissionConfigInputSchema = z.strictObject({
  open: z.boolean(),
  seats: z
    .number({ error: ADMISSION_MESSAGES.seatsRange })
    .int(ADMISSION_MESSAGES.seatsRange)
    .min(1, ADMISSION_MESSAGES.seatsRange)
    .max(10_000, ADMISSION_MESSAGES.seatsRange)
    .nullable()
    .optional(),
  instructions: z.string().trim().max(2000, ADMISSION_MESSAGES.instructionsLong).optional(),
});
export type AdmissionConfigInput = z.infer<typeof admissionConfigInputSchema>;

export const classAdmissionConfigSchema = z.object({
  classId: z.string(),
  name: z.string(),
  level: z.string().nullable(),
  open: z.boolean(),
  seats: z.number().int().nullable(),
  instructions: z.string(),
  /** Applications for the active session. */
  pending: z.number().int(),
  accepted: z.number().int(),
});
export type ClassAdmissionConfig = z.infer<typeof classAdmissionConfigSchema>;

export const admissionOverviewSchema = z.object({
  instituteId: z.string(),
  activeSession: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The public direct-admission page of the active session (a path). */
  link: z.string().nullable(),
  pendingTotal: z.number().int(),
  classes: z.array(classAdmissionConfigSchema),
  /** The institute's admission number pattern and extra fields. */
  settings: z.object({ numberPattern: z.string(), extraFields: extraFieldSettingsSchema }),
});
export type AdmissionOverview = z.infer<typeof admissionOverviewSchema>;

export const admissionGroupQuerySchema = z.strictObject({ groupId: z.uuid() });

export const applicationListQuerySchema = z.strictObject({
  groupId: z.uuid(),
  status: z.enum(ADMISSION_STATUSES).optional(),
  classId: z.uuid().optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

export const admissionDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  sizeBytes: z.number().int(),
});
export type AdmissionDocument = z.infer<typeof admissionDocumentSchema>;

export const applicationSummarySchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  gender: z.enum(ADMISSION_GENDERS),
  fatherName: z.string().nullable(),
  motherName: z.string().nullable(),
  classId: z.string(),
  className: z.string(),
  sessionId: z.string(),
  sessionName: z.string(),
  status: z.enum(ADMISSION_STATUSES),
  /** ISO date-times. */
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  documentCount: z.number().int(),
  dateOfBirth: z.string().nullable(),
  address: z.string().nullable(),
  previousSchool: z.string().nullable(),
  bloodGroup: z.string().nullable(),
  category: z.string().nullable(),
  /**
   * Given on acceptance. The roll number is not in this answer: a child whose parent already
   * has an account joins (and gets it) only when the parent agrees, so its absence would tell
   * the institute that the e-mail has an account (security review finding 2). It is in the
   * guardian's mail and on the class membership.
   */
  admissionNo: z.string().nullable(),
  /** Made by a signed-in account for one of its profiles: that profile is admitted. */
  fromAccount: z.boolean(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

export const applicationDetailSchema = applicationSummarySchema.extend({
  documents: z.array(admissionDocumentSchema),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

export const applicationListSchema = z.object({
  items: z.array(applicationSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ApplicationList = z.infer<typeof applicationListSchema>;

export const GUARDIAN_RELATIONS = ['Father', 'Mother', 'Guardian'] as const;
export type GuardianRelation = (typeof GUARDIAN_RELATIONS)[number];

const acceptEmail = z
  .email({ error: MESSAGES.enterValidEmail })
  .max(254, MESSAGES.enterValidEmail)
  .optional();

/**
 * Accepting: the child becomes a linked profile in the parent's or guardian's account, made
 * (or, with the holder's consent, linked) from the application's contact. `email` is the
 * guardian's when the application has none; `guardianName` and `relation` default from the
 * father's or mother's name. `studentEmail` gives the child an account of its own as well,
 * where the institute or the guardian asks for one.
 */
export const acceptApplicationSchema = z.strictObject({
  email: acceptEmail,
  relation: z.enum(GUARDIAN_RELATIONS).optional(),
  guardianName: z
    .string()
    .trim()
    .max(100, ADMISSION_MESSAGES.nameTooLong)
    .refine((v) => v === '' || NAME_PATTERN.test(v), ADMISSION_MESSAGES.parentNameInvalid)
    .optional(),
  studentEmail: acceptEmail,
});
export type AcceptApplicationInput = z.infer<typeof acceptApplicationSchema>;

export const rejectApplicationSchema = z.strictObject({
  reason: z
    .string({ error: ADMISSION_MESSAGES.reasonLength })
    .trim()
    .min(REJECT_REASON_MIN, ADMISSION_MESSAGES.reasonLength)
    .max(REJECT_REASON_MAX, ADMISSION_MESSAGES.reasonLength),
});
export type RejectApplicationInput = z.infer<typeof rejectApplicationSchema>;

export const myApplicationSchema = z.object({
  id: z.string(),
  instituteId: z.string(),
  instituteName: z.string(),
  fullName: z.string(),
  className: z.string(),
  sessionName: z.string(),
  status: z.enum(ADMISSION_STATUSES),
  createdAt: z.string(),
  decisionReason: z.string().nullable(),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

export const ADMISSION_API = {
  publicInstitute: (instituteId: string) => `/rest/public/institutes/${instituteId}`,
  publicClasses: (instituteId: string) => `/rest/public/institutes/${instituteId}/classes`,
  publicSession: (sessionId: string) => `/rest/public/sessions/${sessionId}`,
  /** POST multipart: the fields of admissionApplySchema and 1–10 .jpg files in `files`. */
  apply: '/rest/public/admission/apply',
  config: '/rest/admission/config',
  /** GET in the overview; PUT ?groupId=<institute>: number pattern and extra fields. */
  settings: '/rest/admission/settings',
  applications: '/rest/admission/applications',
  application: (id: string) => `/rest/admission/applications/${id}`,
  document: (id: string, documentId: string) =>
    `/rest/admission/applications/${id}/documents/${documentId}`,
  accept: (id: string) => `/rest/admission/applications/${id}/accept`,
  reject: (id: string) => `/rest/admission/applications/${id}/reject`,
  mine: '/rest/admission/mine',
  /** POST multipart ?instituteId: admissionApplyAsUserSchema's fields and the files. */
  applyAsUser: '/rest/admission/apply-as-user',
} as const;

export const ADMISSION_STATUS_LABELS: Record<AdmissionStatus, string> = {
  PENDING: 'Pending',
  ACCEPTED: 'Accepted',
  REJECTED: 'Rejected',
};
