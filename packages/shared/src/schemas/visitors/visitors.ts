import { z } from 'zod';
import { calendarDay } from '../fields.js';
import {
  VISITOR_DETAILS_MAX,
  VISITOR_NAME_MAX,
  VISITOR_PEOPLE_MAX,
  VISITOR_SEARCH_MAX,
  VISITOR_VEHICLE_MAX,
} from './limits.js';
import { VISITOR_TEXTS as M } from './messages.js';

/**
 * The visitor log (issue 25 §4): who came, their phone, why and whom to meet, how many, a photo
 * from the desk's phone camera, and the time in and out. The host is told on arrival.
 */

export const VISITOR_PURPOSES = [
  'MEET_STAFF',
  'PARENT_VISIT',
  'ADMISSION',
  'DELIVERY',
  'INTERVIEW',
  'OFFICIAL',
  'OTHER',
] as const;
export type VisitorPurpose = (typeof VISITOR_PURPOSES)[number];
export const VISITOR_PURPOSE_LABELS: Record<VisitorPurpose, string> = {
  MEET_STAFF: 'Meeting a staff member',
  PARENT_VISIT: 'Parent’s visit',
  ADMISSION: 'Admission enquiry',
  DELIVERY: 'Delivery',
  INTERVIEW: 'Interview',
  OFFICIAL: 'Official visit',
  OTHER: 'Other',
};

export const visitorGroupIdField = z.uuid({ error: M.group });
export const visitorIdField = z.uuid({ error: M.id });
const oneLine = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((v) => v.replace(/\s+/g, ' '))
    .pipe(z.string().min(1, message).max(max, message));
const optionalText = (max: number, message: string) =>
  z
    .union([z.string({ error: message }), z.null()], { error: message })
    .optional()
    .transform((v) => v?.trim() || null)
    .pipe(z.string().max(max, message).nullable());
/** An Indian mobile number: 10 digits, spaces and a +91 or 0 in front forgiven. */
export const indianMobile = (message: string) =>
  z
    .string({ error: message })
    .transform((v) => v.replace(/[\s-]/g, '').replace(/^(\+91|0)/, ''))
    .pipe(z.string().regex(/^[6-9]\d{9}$/, message));

/** POST /rest/visitor (multipart: these fields and `photo`). */
export const visitorFormSchema = z.object({
  groupId: visitorGroupIdField,
  name: oneLine(VISITOR_NAME_MAX, M.name),
  phone: indianMobile(M.phone),
  purpose: z.enum(VISITOR_PURPOSES, { error: M.purpose }),
  details: optionalText(VISITOR_DETAILS_MAX, M.details),
  hostProfileId: z
    .union([z.literal(''), z.uuid({ error: M.host })], { error: M.host })
    .optional()
    .transform((v) => v || null),
  people: z.coerce
    .number({ error: M.people })
    .int(M.people)
    .min(1, M.people)
    .max(VISITOR_PEOPLE_MAX, M.people)
    .default(1),
  vehicle: optionalText(VISITOR_VEHICLE_MAX, M.vehicle)
    .transform((v) => v?.toUpperCase().replace(/\s+/g, ' ') ?? null)
    .pipe(
      z
        .string()
        .regex(/^[A-Z0-9 -]+$/, M.vehicle)
        .nullable(),
    ),
});
export type VisitorForm = z.output<typeof visitorFormSchema>;

export const visitorListQuerySchema = z.object({
  groupId: visitorGroupIdField,
  /** The day in India; none: today. */
  day: calendarDay(M.day).optional(),
  q: z.string({ error: M.name }).trim().max(VISITOR_SEARCH_MAX, M.name).optional(),
  /** Only those still inside. */
  inside: z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: M.id })
    .default(false)
    .transform((v) => v === true || v === 'true'),
});
export type VisitorListQuery = z.output<typeof visitorListQuerySchema>;
export const visitorIdQuerySchema = z.object({ groupId: visitorGroupIdField, id: visitorIdField });
export const visitorGroupQuerySchema = z.object({ groupId: visitorGroupIdField });

export const visitorViewSchema = z.object({
  id: z.string(),
  /** V-1, V-2 … in the institute's log. */
  number: z.string(),
  name: z.string(),
  phone: z.string(),
  purpose: z.enum(VISITOR_PURPOSES),
  details: z.string().nullable(),
  host: z.object({ profileId: z.string(), name: z.string() }).nullable(),
  people: z.number(),
  vehicle: z.string().nullable(),
  hasPhoto: z.boolean(),
  inAt: z.string(),
  outAt: z.string().nullable(),
  recordedBy: z.string().nullable(),
});
export type VisitorView = z.infer<typeof visitorViewSchema>;
export const visitorListSchema = z.object({
  day: z.string(),
  visitors: z.array(visitorViewSchema),
  /** Of the day: how many came, and how many are still inside. */
  total: z.number(),
  inside: z.number(),
});
export type VisitorList = z.infer<typeof visitorListSchema>;

export const visitorSetupSchema = z.object({
  staff: z.array(z.object({ id: z.string(), name: z.string() })),
  today: z.string(),
  /** Whether the caller keeps the desk (createGatePass): the log and the gate passes. */
  desk: z.boolean(),
});
export type VisitorSetup = z.infer<typeof visitorSetupSchema>;
export const visitorSavedSchema = z.object({ message: z.string(), id: z.string().optional() });
export type VisitorSaved = z.infer<typeof visitorSavedSchema>;
