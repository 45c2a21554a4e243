import { z } from 'zod';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_NAME_MIN,
  CONTACT_SUBJECT_MAX,
  CONTACT_SUBJECT_MIN,
  QUERY_TYPES,
} from '../constants/index.js';
import { DIGITS_PATTERN, email, requiredString } from './fields.js';

export const CONTACT_MESSAGES = {
  nameRequired: 'Name Required',
  nameShort: 'Name cannot have 2 characters',
  nameLetters: 'Name can have only letters',
  emailRequired: 'Email Required',
  enterValidEmail: 'Enter Valid Email',
  phoneRequired: 'Phone Required',
  queryTypeRequired: 'Query type Required',
  subjectRequired: 'Query subject Required',
  messageRequired: 'Message Required',
  invalidSubmit: 'Enter Required Details',
} as const;

const M = CONTACT_MESSAGES;

export const contactSchema = z.strictObject({
  contactPerson: requiredString(M.nameRequired)
    .min(CONTACT_NAME_MIN, M.nameShort)
    .max(CONTACT_NAME_MAX, M.nameRequired)
    .regex(/^[\p{L}\s]+$/u, M.nameLetters),
  email: email(M.emailRequired, M.enterValidEmail),
  phoneNo: requiredString(M.phoneRequired)
    .max(15, M.phoneRequired)
    .regex(DIGITS_PATTERN, M.phoneRequired),
  category: z.enum(QUERY_TYPES, { error: M.queryTypeRequired }),
  subject: requiredString(M.subjectRequired)
    .min(CONTACT_SUBJECT_MIN, M.subjectRequired)
    .max(CONTACT_SUBJECT_MAX, M.subjectRequired),
  content: requiredString(M.messageRequired).max(CONTACT_MESSAGE_MAX, M.messageRequired),
});
export type ContactInput = z.infer<typeof contactSchema>;

export const QUERY_TYPE_LABELS: Record<(typeof QUERY_TYPES)[number], string> = {
  GENERAL_QUERY: 'General query',
  FEEDBACK: 'Feedback',
  COMPLAIN: 'Complaint',
  REPORT_BUG: 'Report a bug',
  SALES_RELATED: 'Sales related',
  OTHERS: 'Others',
};
