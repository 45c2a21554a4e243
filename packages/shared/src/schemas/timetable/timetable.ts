import { z } from 'zod';
import { TIMETABLE_LIMITS } from './limits.js';

/** The wire of the timetable calls (issue 24 §2). Days and periods are counted from 1. */

const uuid = z.string().uuid();
const named = z.object({ id: z.string(), name: z.string() });

export const timetableGroupQuerySchema = z.object({ groupId: uuid });

/** The import's form fields (its files are `load` and `availability`). */
export const timetableImportFormSchema = z.object({
  groupId: uuid,
  days: z.string().max(4).optional(),
  periods: z.string().max(4).optional(),
});

export const timetableImportReportSchema = z.object({
  message: z.string(),
  imported: z.boolean(),
  loads: z.number().int(),
  lessons: z.number().int(),
  unavailable: z.number().int(),
  created: z.object({
    classes: z.array(z.string()),
    subjects: z.array(z.string()),
    rooms: z.array(z.string()),
  }),
  failed: z.array(
    z.object({
      file: z.enum(['load', 'availability']),
      row: z.number().int(),
      errors: z.array(z.string()),
    }),
  ),
});
export type TimetableImportReport = z.infer<typeof timetableImportReportSchema>;

export const generateStartedSchema = z.object({ message: z.string(), id: uuid });

export const generateStatusQuerySchema = z.object({ groupId: uuid, id: uuid });

export const RUN_STATES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export const generateStatusSchema = z.object({
  id: z.string(),
  state: z.enum(RUN_STATES),
  /** 0 to 100. */
  progress: z.number().int(),
  placed: z.number().int(),
  total: z.number().int(),
  hardViolations: z.number().int(),
  unplaced: z.array(
    z.object({
      subject: z.string(),
      classes: z.array(z.string()),
      teachers: z.array(z.string()),
      reason: z.string(),
    }),
  ),
  soft: z
    .object({
      spreadExcess: z.number(),
      consecutiveExcess: z.number(),
      teacherGaps: z.number(),
    })
    .nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type GenerateStatus = z.infer<typeof generateStatusSchema>;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time as HH:MM.');
export const timetableSlotSchema = z.object({
  kind: z.enum(['PERIOD', 'BREAK']),
  label: z.string().trim().min(1).max(40),
  start: time,
  end: time,
});
export type TimetableSlotWire = z.infer<typeof timetableSlotSchema>;

export const timetableSettingsSchema = z.object({
  /** ISO weekdays, 1 Monday … 7 Sunday, in order. */
  days: z.array(z.number().int().min(1).max(7)).min(1).max(TIMETABLE_LIMITS.maxDays),
  slots: z
    .array(timetableSlotSchema)
    .min(1)
    .max(TIMETABLE_LIMITS.maxPeriods * 2),
  maxConsecutive: z.number().int().min(1).max(TIMETABLE_LIMITS.maxPeriods),
});
export type TimetableSettings = z.infer<typeof timetableSettingsSchema>;
/** The institute's week, or with classId a class's own (fewer days or periods, never more). */
export const timetableSettingsBodySchema = timetableSettingsSchema.extend({
  groupId: uuid,
  classId: uuid.optional(),
});
export const timetableSettingsQuerySchema = z.object({ groupId: uuid, classId: uuid.optional() });
export const timetableSettingsAnswerSchema = timetableSettingsSchema.extend({ set: z.boolean() });
/** GET settings: with classId, `own` says the class has a week of its own (else the school's). */
export const timetableClassSettingsAnswerSchema = timetableSettingsAnswerSchema.extend({
  own: z.boolean(),
});
/** DELETE settings: the class goes back to the school's week. */
export const timetableClassWeekQuerySchema = z.object({ groupId: uuid, classId: uuid });

export const timetableWeekQuerySchema = z.object({
  groupId: uuid,
  classId: uuid.optional(),
  teacherId: uuid.optional(),
  roomId: uuid.optional(),
});

export const timetableLessonSchema = z.object({
  id: z.string(),
  day: z.number().int(),
  period: z.number().int(),
  duration: z.number().int(),
  fixed: z.boolean(),
  subject: z.object({
    id: z.string(),
    name: z.string(),
    code: z.string(),
    colour: z.string().nullable(),
  }),
  classes: z.array(named),
  teachers: z.array(named),
  room: named.nullable(),
});
export type TimetableLesson = z.infer<typeof timetableLessonSchema>;

export const timetableWeekSchema = z.object({
  settings: timetableSettingsAnswerSchema,
  /** Whose week this is; null when the caller has none of their own (an admin choosing). */
  view: z
    .object({ kind: z.enum(['class', 'teacher', 'room']), id: z.string(), name: z.string() })
    .nullable(),
  /** The view is the caller's own week (their class, a child's, their teaching), not a choice. */
  own: z.boolean(),
  /**
   * The classes of the caller's own people the timetable has: a student's, a parent's children's.
   * Answered when nothing is chosen (the caller's own week); empty for a chosen class, teacher or room.
   */
  ownClasses: z.array(named),
  lessons: z.array(timetableLessonSchema),
  /** Substitutes chosen for the week's lessons in the coming seven days (shown in the day). */
  substitutions: z.array(
    z.object({
      lessonId: z.string(),
      date: z.string(),
      day: z.number().int(),
      substitute: z.string(),
    }),
  ),
  /** What the caller may choose to view (an admin: every class, teacher and room). */
  choices: z.object({
    classes: z.array(named),
    teachers: z.array(named),
    rooms: z.array(named),
  }),
  canManage: z.boolean(),
});
export type TimetableWeek = z.infer<typeof timetableWeekSchema>;

export const lessonMoveBodySchema = z.object({
  groupId: uuid,
  id: uuid,
  day: z.number().int().min(1).max(TIMETABLE_LIMITS.maxDays),
  period: z.number().int().min(1).max(TIMETABLE_LIMITS.maxPeriods),
  fixed: z.boolean().optional(),
});
export const lessonMovedSchema = z.object({
  message: z.string(),
  warnings: z.array(z.string()),
  lesson: timetableLessonSchema,
});

export const substitutionQuerySchema = z.object({
  groupId: uuid,
  teacherId: uuid,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.'),
});
export const substitutionListSchema = z.object({
  date: z.string(),
  /** The date's day of the school week, or null (not a working day). */
  day: z.number().int().nullable(),
  periods: z.array(
    z.object({
      lessonId: z.string(),
      period: z.number().int(),
      subject: z.string(),
      classes: z.array(z.string()),
      substitute: named.nullable(),
      /** Free teachers, fewest substitutions this week first. */
      candidates: z.array(named.extend({ thisWeek: z.number().int() })),
    }),
  ),
});
export type SubstitutionList = z.infer<typeof substitutionListSchema>;
export const substitutionBodySchema = z.object({
  groupId: uuid,
  lessonId: uuid,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.'),
  substituteId: uuid,
});
export const timetableDoneSchema = z.object({ message: z.string() });

export const teacherLimitBodySchema = z.object({
  groupId: uuid,
  teacherId: uuid,
  /** Periods a week; null: no maximum. */
  maxPerWeek: z
    .number()
    .int()
    .min(1)
    .max(TIMETABLE_LIMITS.maxDays * TIMETABLE_LIMITS.maxPeriods)
    .nullable(),
});

/** A period of the school week (day and period from 1). */
export const timetablePeriodSchema = z.object({
  day: z.number().int().min(1).max(TIMETABLE_LIMITS.maxDays),
  period: z.number().int().min(1).max(TIMETABLE_LIMITS.maxPeriods),
});
export const timetableTeacherQuerySchema = z.object({ groupId: uuid, teacherId: uuid });
/** A teacher's timetable facts: weekly maximum, unavailable periods and periods taught now. */
export const timetableTeacherSchema = z.object({
  teacher: named,
  maxPerWeek: z.number().int().nullable(),
  unavailable: z.array(timetablePeriodSchema),
  /** Periods a week they teach in the placed week. */
  periods: z.number().int(),
});
export type TimetableTeacher = z.infer<typeof timetableTeacherSchema>;
export const timetableTeacherBodySchema = teacherLimitBodySchema.extend({
  unavailable: z
    .array(timetablePeriodSchema)
    .max(TIMETABLE_LIMITS.maxDays * TIMETABLE_LIMITS.maxPeriods),
});

export const lessonFixedBodySchema = z.object({ groupId: uuid, id: uuid, fixed: z.boolean() });
