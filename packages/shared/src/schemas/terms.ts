import { z } from 'zod';
import { DATE_MESSAGES, endsAfterStart, groupIdSchema, wireDateSchema } from './academic.js';

/** Wire schemas and API paths of academic terms (a session's "Term 1", "Half-yearly" ...). */

export const TERM_MESSAGES = {
  name: 'Please enter the term name, for example Term 1.',
  nameTooLong: 'The term name can be at most 50 characters.',
  session: 'Please choose a session.',
  notFound: 'This term does not exist.',
  outsideSession: (sessionName: string, start: string, end: string) =>
    `The term must lie within the session ${sessionName} (${start} to ${end}).`,
  overlap: (other: string) => `These dates overlap the term ${other}.`,
  duplicateName: (name: string) => `This session already has a term named ${name}.`,
} as const;

const termFields = {
  name: z
    .string({ error: TERM_MESSAGES.name })
    .trim()
    .min(1, TERM_MESSAGES.name)
    .max(50, TERM_MESSAGES.nameTooLong),
  startDate: wireDateSchema('Start date'),
  endDate: wireDateSchema('End date'),
};
const endAfterStart = {
  message: DATE_MESSAGES.endAfterStart,
  path: ['endDate'],
};

/** PUT /rest/terms/:termId: a term's name and dates (dd/mm/yyyy). */
export const termUpdateSchema = z
  .object(termFields)
  .refine((t) => endsAfterStart(t.startDate, t.endDate), endAfterStart);
export type TermUpdate = z.infer<typeof termUpdateSchema>;

/** POST /rest/terms: a new term of a session. */
export const termInputSchema = z
  .object({ sessionId: z.uuid({ error: TERM_MESSAGES.session }), ...termFields })
  .refine((t) => endsAfterStart(t.startDate, t.endDate), endAfterStart);
export type TermInput = z.infer<typeof termInputSchema>;

/** GET /rest/terms?groupId=&sessionId= */
export const termListQuerySchema = z.object({
  groupId: groupIdSchema,
  sessionId: z.uuid({ error: TERM_MESSAGES.session }),
});
export const termWriteQuerySchema = z.object({ groupId: groupIdSchema });
export const termIdParamsSchema = z.object({ termId: z.uuid({ error: TERM_MESSAGES.notFound }) });

/** A term on the wire; dates dd/mm/yyyy. */
export const termSchema = z.object({
  id: z.string(),
  sessionId: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type TermData = z.infer<typeof termSchema>;
export const termListSchema = z.array(termSchema);

export const TERM_API = {
  /** GET ?groupId=&sessionId= (oldest first); POST ?groupId=. */
  list: '/rest/terms',
  /** PUT, DELETE ?groupId=. */
  one: (termId: string) => `/rest/terms/${termId}`,
} as const;
