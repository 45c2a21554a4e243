import { z } from 'zod';
import { DIGITS_PATTERN, NAME_PATTERN } from './fields.js';

/** Wire schemas and API paths of the imports domain (issue 3): bulk import from CSV. */

export const IMPORT_API = {
  students: '/rest/import/students',
  staff: '/rest/import/staff',
  /** + '/students' or '/staff': a CSV template with the header and one example row. */
  templates: '/rest/import/templates',
} as const;

export const IMPORT_KINDS = ['students', 'staff'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_MAX_BYTES = 2 * 1_048_576;
export const IMPORT_MAX_ROWS = 5000;

/** The columns of each kind, in template order; `required` ones must be in the header row. */
export const IMPORT_COLUMNS = {
  students: [
    'firstName',
    'lastName',
    'className',
    'gender',
    'dateOfBirth',
    'email',
    'phone',
    'registrationNo',
    'parentFirstName',
    'parentLastName',
    'parentEmail',
    'parentPhone',
    'relation',
    'sessionName',
  ],
  staff: ['firstName', 'lastName', 'email', 'phone', 'role', 'registrationNo'],
} as const satisfies Record<ImportKind, readonly string[]>;

export const IMPORT_REQUIRED_COLUMNS = {
  students: [
    'firstName',
    'lastName',
    'className',
    'gender',
    'parentFirstName',
    'parentLastName',
    'parentEmail',
    'relation',
  ],
  staff: ['firstName', 'lastName', 'email', 'role'],
} as const satisfies Record<ImportKind, readonly string[]>;

/**
 * The example row of each template (a spreadsheet opens it as row 2). Its people are nobody of
 * the demo school (a test checks), and its class is none of the demo's (sections A and B), so
 * the students template uploaded there unchanged adds no one: the class is reported unknown.
 */
export const IMPORT_EXAMPLES: Record<ImportKind, Record<string, string>> = {
  students: {
    firstName: 'Kiaan',
    lastName: 'Bhatia',
    className: 'Class 5 C',
    gender: 'male',
    dateOfBirth: '14/08/2016',
    email: '',
    phone: '',
    registrationNo: 'ADM/2026/001',
    parentFirstName: 'Ritu',
    parentLastName: 'Bhatia',
    parentEmail: 'ritu.bhatia@example.com',
    parentPhone: '9876543210',
    relation: 'Mother',
    sessionName: '',
  },
  staff: {
    firstName: 'Farhan',
    lastName: 'Qureshi',
    email: 'farhan.qureshi@example.com',
    phone: '9876543210',
    role: 'Teacher',
    registrationNo: 'EMP/014',
  },
};

export const GENDER_VALUES = ['male', 'female', 'Other'] as const;
export const RELATION_VALUES = ['Father', 'Mother', 'Guardian'] as const;

export const IMPORT_MESSAGES = {
  noFile: 'Please choose a .csv file.',
  tooManyFiles: 'Please upload one .csv file at a time.',
  notCsv: (name: string) => `${name} is not a .csv file.`,
  tooLarge: 'The file is larger than 2 MB. Please split it into smaller files.',
  unreadable: (detail: string) => `The file could not be read as CSV: ${detail}`,
  empty: 'The file has no rows to import.',
  missingHeader: (columns: readonly string[]) =>
    `The first row must be the header. Missing columns: ${columns.join(', ')}.`,
  tooManyRows: `Please import at most ${IMPORT_MAX_ROWS} rows at a time.`,
  unknownKind: 'There is a template for students and for staff only.',
  // Per row.
  required: (label: string) => `${label} is required.`,
  letters: (label: string) => `${label} may contain letters only.`,
  tooLong: (label: string, max: number) => `${label} may have at most ${max} characters.`,
  email: (label: string) => `${label} must be a valid e-mail address.`,
  phone: (label: string) => `${label} must have 10 digits.`,
  gender: 'Gender must be male, female or Other.',
  relation: 'Relation must be Father, Mother or Guardian.',
  date: 'Date of birth must be a real date written as dd/mm/yyyy.',
  futureDate: 'Date of birth cannot be in the future.',
  parentEmailRequired: 'Parent email is required when the student has no email.',
  sameEmails: 'The student and the parent cannot have the same email.',
  duplicateInFile: (label: string, row: number) => `${label} is the same as in row ${row}.`,
  unknownClass: (name: string) => `Class "${name}" does not exist in this institute.`,
  unknownSession: (name: string) => `Session "${name}" does not exist in this institute.`,
  noActiveSession: 'The institute has no active session; please name one in sessionName.',
  unknownRole: (name: string) => `Role "${name}" does not exist in this institute.`,
  registrationTaken: (no: string) =>
    `Registration number ${no} is already used by another person of this institute.`,
  alreadyStudent: (group: string, session: string) =>
    `This student is already in ${group} for ${session}.`,
  alreadyChild: (name: string) => `The parent's account already has a profile named ${name}.`,
  alreadyStaff: 'This person is already a member of this institute.',
  rowFailed: 'This row could not be imported. Please try it again.',
} as const;

const LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  className: 'Class',
  gender: 'Gender',
  dateOfBirth: 'Date of birth',
  email: 'Email',
  phone: 'Phone',
  registrationNo: 'Registration number',
  parentFirstName: 'Parent first name',
  parentLastName: 'Parent last name',
  parentEmail: 'Parent email',
  parentPhone: 'Parent phone',
  relation: 'Relation',
  sessionName: 'Session',
  role: 'Role',
};
export const importLabel = (column: string) => LABELS[column] ?? column;

// Cells arrive as strings; an empty cell is "not given".
const cell = z.string().trim().default('');
const name = (column: string) =>
  cell
    .refine((v) => v.length > 0, IMPORT_MESSAGES.required(importLabel(column)))
    .refine((v) => v.length <= 50, IMPORT_MESSAGES.tooLong(importLabel(column), 50))
    .refine((v) => v === '' || NAME_PATTERN.test(v), IMPORT_MESSAGES.letters(importLabel(column)));
const optionalEmail = (column: string) =>
  cell
    .transform((v) => v.toLowerCase())
    .refine(
      (v) => v === '' || (v.length <= 254 && z.email().safeParse(v).success),
      IMPORT_MESSAGES.email(importLabel(column)),
    );
const optionalPhone = (column: string) =>
  cell
    .transform((v) => v.replace(/[\s-]/g, '').replace(/^\+91/, ''))
    .refine(
      (v) => v === '' || (v.length === 10 && DIGITS_PATTERN.test(v)),
      IMPORT_MESSAGES.phone(importLabel(column)),
    );
const optionalText = (column: string, max: number) =>
  cell.refine((v) => v.length <= max, IMPORT_MESSAGES.tooLong(importLabel(column), max));
const oneOf = <T extends string>(values: readonly T[], message: string) =>
  cell
    .transform((v) => values.find((x) => x.toLowerCase() === v.toLowerCase()) ?? v)
    .refine((v): v is T => (values as readonly string[]).includes(v), message)
    .transform((v) => v as T);

/** One data row of a students CSV (before the institute's classes and sessions are checked). */
export const studentImportRowSchema = z
  .object({
    firstName: name('firstName'),
    lastName: name('lastName'),
    className: cell.refine((v) => v.length > 0, IMPORT_MESSAGES.required('Class')),
    gender: oneOf(GENDER_VALUES, IMPORT_MESSAGES.gender),
    dateOfBirth: cell,
    email: optionalEmail('email'),
    phone: optionalPhone('phone'),
    registrationNo: optionalText('registrationNo', 30),
    parentFirstName: name('parentFirstName'),
    parentLastName: name('parentLastName'),
    parentEmail: optionalEmail('parentEmail'),
    parentPhone: optionalPhone('parentPhone'),
    relation: oneOf(RELATION_VALUES, IMPORT_MESSAGES.relation),
    sessionName: optionalText('sessionName', 50),
  })
  .superRefine((row, ctx) => {
    if (row.email === '' && row.parentEmail === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['parentEmail'],
        message: IMPORT_MESSAGES.parentEmailRequired,
      });
    }
    if (row.email !== '' && row.email === row.parentEmail) {
      ctx.addIssue({ code: 'custom', path: ['parentEmail'], message: IMPORT_MESSAGES.sameEmails });
    }
  });
export type StudentImportRow = z.infer<typeof studentImportRowSchema>;

/** One data row of a staff CSV. */
export const staffImportRowSchema = z.object({
  firstName: name('firstName'),
  lastName: name('lastName'),
  email: optionalEmail('email').refine((v) => v !== '', IMPORT_MESSAGES.required('Email')),
  phone: optionalPhone('phone'),
  role: cell.refine((v) => v.length > 0, IMPORT_MESSAGES.required('Role')),
  registrationNo: optionalText('registrationNo', 30),
});
export type StaffImportRow = z.infer<typeof staffImportRowSchema>;

/** ?groupId= of the import routes: the institute (a class stands for its institute). */
export const importQuerySchema = z.object({
  groupId: z.uuid({ error: 'Please choose a valid group.' }),
});
export const importTemplateParamsSchema = z.object({
  kind: z.enum(IMPORT_KINDS, { error: IMPORT_MESSAGES.unknownKind }),
});

/** The answer of an import: rows are numbered as a spreadsheet shows them (the header is row 1). */
export const importReportSchema = z.object({
  imported: z.number().int(),
  failed: z.array(z.object({ row: z.number().int(), errors: z.array(z.string()) })),
});
export type ImportReport = z.infer<typeof importReportSchema>;
