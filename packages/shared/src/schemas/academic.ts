import { z } from 'zod';

/** A group id on the wire: a UUID. */
export const groupIdSchema = z.uuid({ error: 'Please choose a valid group.' });

/** GET /rest/academic/session/all?groupId= (an institute, or a class for its institute). */
export const sessionListQuerySchema = z.object({ groupId: groupIdSchema });
export type SessionListQuery = z.infer<typeof sessionListQuerySchema>;

/** Spec §3 "Session (academic)": dates dd/mm/yyyy, activeStatus the string 'true' or 'false'. */
export const academicSessionSchema = z.object({
  id: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  activeStatus: z.enum(['true', 'false']),
});
export type AcademicSessionData = z.infer<typeof academicSessionSchema>;
export const academicSessionListSchema = z.array(academicSessionSchema);

/** GET /rest/permission/user: the acting profile's user-level actions. */
export const userPermissionsSchema = z.object({
  userProfileId: z.string(),
  actions: z.array(z.string()),
});
export type UserPermissions = z.infer<typeof userPermissionsSchema>;

/** GET /rest/permission/groups: group id -> actions, for every group the profile belongs to. */
export const groupPermissionsSchema = z.record(z.string(), z.array(z.string()));
export type GroupPermissions = z.infer<typeof groupPermissionsSchema>;

/** dd/mm/yyyy, a real calendar day (31/02 is refused). */
const WIRE_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** dd/mm/yyyy (the wire) as yyyy-mm-dd (the database); undefined when not a real date. */
export function wireDateToIso(wire: string): string | undefined {
  const match = WIRE_DATE.exec(wire.trim());
  if (!match) return undefined;
  const [, dd, mm, yyyy] = match as unknown as [string, string, string, string];
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return undefined;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return undefined;
  return `${yyyy}-${mm}-${dd}`;
}

/** yyyy-mm-dd as dd/mm/yyyy. */
export function isoToWireDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

export const DATE_MESSAGES = {
  required: (label: string) => `Please enter the ${label.toLowerCase()}.`,
  format: (label: string) => `${label} must be a real date written as dd/mm/yyyy.`,
  endAfterStart: 'The end date must be after the start date.',
} as const;

/** A date on the wire, dd/mm/yyyy, with messages naming the field ("Start date"). */
export const wireDateSchema = (label: string) =>
  z
    .string({ error: DATE_MESSAGES.required(label) })
    .trim()
    .min(1, DATE_MESSAGES.required(label))
    .refine((value) => wireDateToIso(value) !== undefined, DATE_MESSAGES.format(label));

/** True when both dates are real and `end` is after `start` (dd/mm/yyyy). */
export function endsAfterStart(start: string, end: string): boolean {
  const from = wireDateToIso(start);
  const to = wireDateToIso(end);
  return from === undefined || to === undefined || to > from;
}

export const SESSION_MESSAGES = {
  name: 'Please enter the session name, for example 2026-27.',
  nameTooLong: 'The session name can be at most 50 characters.',
  overlap: (other: string) => `These dates overlap the session ${other}.`,
  duplicateName: (name: string) => `A session named ${name} already exists.`,
  notFound: 'This session does not exist.',
  /** A call that acts in a session, when none is named and the institute has no active one. */
  choose: 'Please choose a session.',
  active: 'The active session cannot be deleted. Make another session active first.',
  inUse: 'This session has members, terms or admission applications and cannot be deleted.',
  termsOutside: 'Some terms of this session would fall outside these dates. Change them first.',
  notInstitute: 'This institute does not exist.',
} as const;

const sessionFields = {
  name: z
    .string({ error: SESSION_MESSAGES.name })
    .trim()
    .min(1, SESSION_MESSAGES.name)
    .max(50, SESSION_MESSAGES.nameTooLong),
  startDate: wireDateSchema('Start date'),
  endDate: wireDateSchema('End date'),
};

/** POST and PUT /rest/academic/session: a session's name and dates (dd/mm/yyyy). */
export const sessionInputSchema = z
  .object(sessionFields)
  .refine((s) => endsAfterStart(s.startDate, s.endDate), {
    message: DATE_MESSAGES.endAfterStart,
    path: ['endDate'],
  });
export type SessionInput = z.infer<typeof sessionInputSchema>;

/** ?groupId= of the session writes: the institute. */
export const sessionWriteQuerySchema = z.object({ groupId: groupIdSchema });
export const sessionIdParamsSchema = z.object({
  sessionId: z.uuid({ error: SESSION_MESSAGES.notFound }),
});

/** Paths of the session calls (reads: API.academicSessions). */
export const ACADEMIC_API = {
  list: '/rest/academic/session/all',
  /** POST ?groupId=: a new session. */
  create: '/rest/academic/session',
  /** PUT, DELETE ?groupId=. */
  one: (sessionId: string) => `/rest/academic/session/${sessionId}`,
  /** POST ?groupId=: make this the institute's one active session. */
  activate: (sessionId: string) => `/rest/academic/session/${sessionId}/activate`,
} as const;
