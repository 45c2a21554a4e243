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
  rteAdmission: z.boolean({ error: M.text }),
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

export type RecordGuardian = {
  profileId: string;
  name: string;
  relation: string;
  phone: string | null;
  email: string | null;
};
export type RecordSibling = { profileId: string; name: string; className: string | null };
export type RecordTransport = { routeName: string; stopName: string } | null;

/** GET record. */
export type StudentRecord = {
  profileId: string;
  fullName: string;
  hasPhoto: boolean;
  gender: string | null;
  /** dd/mm/yyyy. */
  dateOfBirth: string | null;
  admissionNo: string | null;
  className: string | null;
  rollNo: number | null;
  sessionName: string | null;
  address: string | null;
  category: string | null;
  bloodGroup: string | null;
  previousSchool: string | null;
  fatherName: string | null;
  motherName: string | null;
  /** "XXXX XXXX 1234", never the whole number. */
  aadhaar: string | null;
  rteAdmission: boolean;
  motherTongue: string | null;
  religion: string | null;
  nationality: string | null;
  allergies: string | null;
  medicalNotes: string | null;
  emergencyName: string | null;
  emergencyPhone: string | null;
  guardians: RecordGuardian[];
  siblings: RecordSibling[];
  transport: RecordTransport;
  /** Its account, a guardian or the office changes the record; only the office marks RTE. */
  mayEdit: boolean;
  mayEditRte: boolean;
  mayIssueCertificates: boolean;
};

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
export type DocumentUpload = z.input<typeof documentUploadSchema>;

export type RecordDocument = {
  id: string;
  kind: DocumentKind;
  title: string | null;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  uploadedBy: string | null;
  /** ISO. */
  uploadedAt: string;
  verifiedBy: string | null;
  verifiedAt: string | null;
  mayRemove: boolean;
};
/** GET documents. */
export type RecordDocuments = {
  studentName: string;
  documents: RecordDocument[];
  mayUpload: boolean;
  mayVerify: boolean;
};

/** GET academic: the record of a student's school years in the institute. */
export type AcademicRecord = {
  studentName: string;
  admissionNo: string | null;
  classes: { sessionName: string | null; className: string; rollNo: number | null }[];
  exams: {
    examId: string;
    title: string;
    className: string;
    /** ISO. */
    startAt: string;
    total: number | null;
    maximum: number;
    /** Null when not marked. */
    percentage: number | null;
  }[];
  /** The current session's days marked, by status name; null when no day is marked. */
  attendance: {
    from: string;
    to: string;
    daysMarked: number;
    present: number;
    absent: number;
    percentage: number;
  } | null;
  /** Paise. */
  fees: { total: number; paid: number; due: number; overdue: number; nextDueDay: string | null };
};

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
    z.strictObject({ profileId, groupId, kind: z.literal('BONAFIDE'), purpose: sentence(M.purpose) }),
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

export type IssuedCertificate = {
  id: string;
  kind: CertificateKind;
  number: string;
  /** ISO. */
  issuedAt: string;
  issuedBy: string | null;
  /** The bonafide's purpose, or the transfer's reason. */
  purpose: string;
};
/** GET certificates. */
export type RecordCertificates = { certificates: IssuedCertificate[]; mayIssue: boolean };

/** GET students: the office's search. */
export const recordStudentsQuerySchema = z.object({
  groupId,
  q: z.string().trim().max(RECORD_SEARCH_MAX).optional().default(''),
});
export type RecordStudent = {
  profileId: string;
  name: string;
  admissionNo: string | null;
  className: string | null;
  classId: string | null;
};
