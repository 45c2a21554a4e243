import { z } from 'zod';
import {
  EVENT_CLASSES_MAX,
  EVENT_DAYS_MAX,
  EVENT_LOCATION_MAX,
  EVENT_TEXT_MAX,
  EVENT_TITLE_MAX,
} from './limits.js';
import { CALENDAR_TEXTS as M } from './messages.js';

/** School events (createEvent … disableEvent of spec §6) and personal events. */

export const eventGroupIdField = z.uuid({ error: M.group });
export const eventIdField = z.uuid({ error: M.id });

const oneLine = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((v) => v.replace(/\s+/g, ' '))
    .pipe(z.string().min(1, message).max(max, message));
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

const DAY_MS = 86_400_000;

/** What a school event and a personal event both have. */
const eventFields = {
  title: oneLine(EVENT_TITLE_MAX, M.title),
  description: optionalText(EVENT_TEXT_MAX, M.description),
  location: optionalText(EVENT_LOCATION_MAX, M.location),
  allDay: z.boolean({ error: M.allDay }).default(false),
  /**
   * Instants; an all-day event is kept from the start of startAt's day in India to the end of
   * the day of its last instant (so a form may send noon of the first and last days).
   */
  startAt: z.iso.datetime({ offset: true, error: M.startAt }),
  endAt: z.iso.datetime({ offset: true, error: M.endAt }),
};

type Timed = { startAt: string; endAt: string; allDay: boolean };
const timesInOrder = (e: Timed) =>
  e.allDay
    ? Date.parse(e.endAt) >= Date.parse(e.startAt)
    : Date.parse(e.endAt) > Date.parse(e.startAt);
const notTooLong = (e: Timed) =>
  Date.parse(e.endAt) - Date.parse(e.startAt) <= EVENT_DAYS_MAX * DAY_MS;
const withTimeRules = <T extends z.ZodType<Timed>>(schema: T) =>
  schema
    .refine(timesInOrder, { message: M.endBeforeStart, path: ['endAt'] })
    .refine(notTooLong, { message: M.tooLong, path: ['endAt'] });

const classIdsField = z
  .array(z.uuid({ error: M.classNotFound }), { error: M.classes })
  .max(EVENT_CLASSES_MAX, M.classes)
  .default([])
  .refine((ids) => new Set(ids).size === ids.length, M.classTwice);

/** POST /rest/events: for the institute (groupId), or only for the chosen classes of it. */
export const eventBodySchema = withTimeRules(
  z.object({ groupId: eventGroupIdField, ...eventFields, classIds: classIdsField }),
);
export type EventBody = z.output<typeof eventBodySchema>;
/** PUT /rest/events. */
export const eventUpdateSchema = withTimeRules(
  z.object({
    groupId: eventGroupIdField,
    id: eventIdField,
    ...eventFields,
    classIds: classIdsField,
  }),
);
export type EventUpdate = z.output<typeof eventUpdateSchema>;
/** PUT /rest/events/disable. */
export const eventDisableSchema = z.object({
  groupId: eventGroupIdField,
  id: eventIdField,
  disabled: z.boolean({ error: M.disabled }),
});
export const eventIdQuerySchema = z.object({ groupId: eventGroupIdField, id: eventIdField });
/** GET /rest/events: the institute's events from `from` (today when absent), soonest first. */
export const eventListQuerySchema = z.object({
  groupId: eventGroupIdField,
  from: z.iso.datetime({ offset: true, error: M.startAt }).optional(),
});

/** POST /rest/calendar/personal. */
export const personalEventBodySchema = withTimeRules(z.object(eventFields));
export type PersonalEventBody = z.output<typeof personalEventBodySchema>;
/** PUT /rest/calendar/personal. */
export const personalEventUpdateSchema = withTimeRules(
  z.object({ id: eventIdField, ...eventFields }),
);
export type PersonalEventUpdate = z.output<typeof personalEventUpdateSchema>;
export const personalEventIdQuerySchema = z.object({ id: eventIdField });

export const schoolEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  allDay: z.boolean(),
  startAt: z.iso.datetime({ offset: true }),
  endAt: z.iso.datetime({ offset: true }),
  /** None: the whole institute. */
  classes: z.array(z.object({ id: z.string(), name: z.string() })),
  disabled: z.boolean(),
  createdBy: z.string().nullable(),
});
export type SchoolEventView = z.infer<typeof schoolEventSchema>;
export const schoolEventListSchema = z.array(schoolEventSchema);
export const schoolEventSavedSchema = z.object({ message: z.string(), data: schoolEventSchema });

export const personalEventSchema = schoolEventSchema.pick({
  id: true,
  title: true,
  description: true,
  location: true,
  allDay: true,
  startAt: true,
  endAt: true,
});
export type PersonalEventView = z.infer<typeof personalEventSchema>;
export const personalEventSavedSchema = z.object({
  message: z.string(),
  data: personalEventSchema,
});
