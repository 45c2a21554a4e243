import { z } from 'zod';
import { aadhaarDigits, isAadhaar } from '../../rules/aadhaar.js';
import { calendarDay } from '../fields.js';
import { indianMobile } from '../visitors/visitors.js';
import {
  CERTIFICATE_TEXT_MAX,
  RECORD_DOCUMENT_TITLE_MAX,
  RECORD_NAME_MAX,
  RECORD_SEARCH_MAX,
  RECORD_TEXT_MAX,
} from './limits.js';
import { RECORD_TEXTS as M } from './messages.js';

/*
 * A student's record (issue 25 §5): identity and health as Indian schools keep them (Aadhaar
 * masked, RTE admission, allergies), guardians, siblings, transport; documents checked by their
 * content; the academic record; transfer and bonafide certificates, numbered and logged.
 */

const groupId = z.uuid({ error: M.group });
const profileId = z.uuid({ error: M.profile });
const id = z.uuid({ error: M.id });

/** Whose record, in which institute: every call's query. */
export const recordQuerySchema = z.object({ profileId, groupId });
export type RecordQuery = z.infer<typeof recordQuerySchema>;
/** One document or certificate of the record. */
export const recordItemQuerySchema = recordQuerySchema.extend({ id });

/** Optional text: empty or left out is none. */
const optionalText = (max: number, message: string) =>
  z
    .union([z.string({ error: message }), z.null()], { error: message })
    .optional()
    .transform((v) => v?.trim().replace(/\s+/g, ' ') || null)
    .pipe(z.string().max(max, message).nullable());

/**
 * PUT record: the fields the admission form does not ask (those are the profile's details).
 * Aadhaar is written, never read back whole: left out keeps it, empty removes it.
 */
export const recordChangeSchema = z.strictObject({
  profileId,
  groupId,
  aadhaar: z
    .string({ error: M.aadhaar })
    .transform((v) => aadhaarDigits(v.trim()))
    .refine((v) => v === '' || isAadhaar(v), M.aadhaar)
    .optional(),
  rteAdmission: z.boolean({ error: M.rte }),
  motherTongue: optionalText(RECORD_NAME_MAX, M.name),
  religion: optionalText(RECORD_NAME_MAX, M.name),
  nationality: optionalText(RECORD_NAME_MAX, M.name),
  allergies: optionalText(RECORD_TEXT_MAX, M.text),
  medicalNotes: optionalText(RECORD_TEXT_MAX, M.text),
  emergencyName: optionalText(RECORD_NAME_MAX, M.name),
  emergencyPhone: z
    .union([z.literal(''), z.null(), indianMobile(M.phone)], { error: M.phone })
    .optional()
    .transform((v) => v || null),
});
export type RecordChange = z.input<typeof recordChangeSchema>;
export type CheckedRecordChange = z.output<typeof recordChangeSchema>;

const nullableText = z.string().nullable();

export const recordGuardianSchema = z.object({
  profileId: z.string(),
  name: z.string(),
  relation: z.string(),
  phone: nullableText,
  email: nullableText,
});
export type RecordGuardian = z.infer<typeof recordGuardianSchema>;

/** GET record. */
export const studentRecordSchema = z.object({
  profileId: z.string(),
  fullName: z.string(),
  hasPhoto: z.boolean(),
  gender: nullableText,
  /** dd/mm/yyyy. */
  dateOfBirth: nullableText,
  admissionNo: nullableText,
  className: nullableText,
  rollNo: z.number().nullable(),
  sessionName: nullableText,
  address: nullableText,
  category: nullableText,
  bloodGroup: nullableText,
  previousSchool: nullableText,
  fatherName: nullableText,
  motherName: nullableText,
  /** "XXXX XXXX 1234", never the whole number. */
  aadhaar: nullableText,
  rteAdmission: z.boolean(),
  motherTongue: nullableText,
  religion: nullableText,
  nationality: nullableText,
  allergies: nullableText,
  medicalNotes: nullableText,
  emergencyName: nullableText,
  emergencyPhone: nullableText,
  guardians: z.array(recordGuardianSchema),
  siblings: z.array(z.object({ profileId: z.string(), name: z.string(), className: nullableText })),
  transport: z.object({ routeName: z.string(), stopName: z.string() }).nullable(),
  /** Its account, a guardian or the office changes the record; only the office marks RTE. */
  mayEdit: z.boolean(),
  mayEditRte: z.boolean(),
  mayIssueCertificates: z.boolean(),
});
export type StudentRecord = z.infer<typeof studentRecordSchema>;

export const DOCUMENT_KINDS = [
  'BIRTH_CERTIFICATE',
  'AADHAAR_CARD',
  'TRANSFER_CERTIFICATE',
  'PREVIOUS_REPORT_CARD',
  'CASTE_CERTIFICATE',
  'INCOME_CERTIFICATE',
  'MEDICAL_CERTIFICATE',
  'OTHER',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  BIRTH_CERTIFICATE: 'Birth certificate',
  AADHAAR_CARD: 'Aadhaar card',
  TRANSFER_CERTIFICATE: 'Transfer certificate (previous school)',
  PREVIOUS_REPORT_CARD: 'Report card (previous school)',
  CASTE_CERTIFICATE: 'Caste certificate',
  INCOME_CERTIFICATE: 'Income certificate',
  MEDICAL_CERTIFICATE: 'Medical certificate',
  OTHER: 'Other',
};

/** POST documents (multipart: these fields and `file`). */
export const documentUploadSchema = z.object({
  profileId,
  groupId,
  kind: z.enum(DOCUMENT_KINDS, { error: M.kind }),
  title: optionalText(RECORD_DOCUMENT_TITLE_MAX, M.title),
});
export type DocumentUpload = z.output<typeof documentUploadSchema>;

export const recordDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  title: nullableText,
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number(),
  uploadedBy: nullableText,
  /** ISO. */
  uploadedAt: z.string(),
  verifiedBy: nullableText,
  verifiedAt: nullableText,
  mayRemove: z.boolean(),
});
export type RecordDocument = z.infer<typeof recordDocumentSchema>;
/** GET documents. */
export const recordDocumentsSchema = z.object({
  studentName: z.string(),
  documents: z.array(recordDocumentSchema),
  mayUpload: z.boolean(),
  mayVerify: z.boolean(),
});
export type RecordDocuments = z.infer<typeof recordDocumentsSchema>;

/** GET academic: the record of a student's school years in the institute. */
export const academicRecordSchema = z.object({
  studentName: z.string(),
  hasPhoto: z.boolean(),
  admissionNo: nullableText,
  classes: z.array(
    z.object({ sessionName: nullableText, className: z.string(), rollNo: z.number().nullable() }),
  ),
  exams: z.array(
    z.object({
      examId: z.string(),
      title: z.string(),
      className: z.string(),
      /** ISO. */
      startAt: z.string(),
      total: z.number().nullable(),
      maximum: z.number(),
      /** Null when not marked. */
      percentage: z.number().nullable(),
    }),
  ),
  /** The active session's days marked, as the attendance screens count them; null when none. */
  attendance: z
    .object({
      marked: z.number(),
      present: z.number(),
      absent: z.number(),
      half: z.number(),
      excused: z.number(),
      percent: z.number().nullable(),
      from: z.string(),
      to: z.string(),
    })
    .nullable(),
  /** Paise. */
  fees: z.object({
    total: z.number(),
    paid: z.number(),
    due: z.number(),
    overdue: z.number(),
    nextDueDay: nullableText,
  }),
});
export type AcademicRecord = z.infer<typeof academicRecordSchema>;

export const CERTIFICATE_KINDS = ['TRANSFER', 'BONAFIDE'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];
export const CERTIFICATE_KIND_LABELS: Record<CertificateKind, string> = {
  TRANSFER: 'Transfer certificate',
  BONAFIDE: 'Bonafide certificate',
};

const sentence = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((v) => v.replace(/\s+/g, ' '))
    .pipe(z.string().min(3, message).max(CERTIFICATE_TEXT_MAX, message));

/** POST certificates: a bonafide for a purpose, or a transfer certificate on leaving. */
export const certificateRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      profileId,
      groupId,
      kind: z.literal('BONAFIDE'),
      purpose: sentence(M.purpose),
    }),
    z.strictObject({
      profileId,
      groupId,
      kind: z.literal('TRANSFER'),
      leavingDate: calendarDay(M.leavingDate),
      reason: sentence(M.reason),
      conduct: optionalText(RECORD_NAME_MAX, M.conduct).transform((v) => v ?? 'Good'),
    }),
  ],
  { error: M.certificateKind },
);
export type CertificateRequest = z.input<typeof certificateRequestSchema>;
export type CheckedCertificateRequest = z.output<typeof certificateRequestSchema>;

export const issuedCertificateSchema = z.object({
  id: z.string(),
  kind: z.enum(CERTIFICATE_KINDS),
  number: z.string(),
  /** ISO. */
  issuedAt: z.string(),
  issuedBy: nullableText,
  /** The bonafide's purpose, or the transfer's reason. */
  purpose: z.string(),
});
export type IssuedCertificate = z.infer<typeof issuedCertificateSchema>;
/** GET certificates. */
export const recordCertificatesSchema = z.object({
  certificates: z.array(issuedCertificateSchema),
  mayIssue: z.boolean(),
});
export type RecordCertificates = z.infer<typeof recordCertificatesSchema>;
export const certificateIssuedSchema = z.object({
  message: z.string(),
  certificate: issuedCertificateSchema,
});

/** GET students: the office's search. */
export const recordStudentsQuerySchema = z.object({
  groupId,
  q: z.string().trim().max(RECORD_SEARCH_MAX).optional().default(''),
});
export const recordStudentSchema = z.object({
  profileId: z.string(),
  name: z.string(),
  admissionNo: nullableText,
  className: nullableText,
  classId: nullableText,
});
export type RecordStudent = z.infer<typeof recordStudentSchema>;
export const recordStudentListSchema = z.array(recordStudentSchema);
