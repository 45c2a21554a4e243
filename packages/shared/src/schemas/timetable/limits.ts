/** Bounds of the timetable's input (issue 24 §2). */
export const TIMETABLE_LIMITS = {
  maxDays: 7,
  maxPeriods: 14,
  maxLessonsPerWeek: 14,
  maxDuration: 4,
  /** Rows of a teaching-load or availability file. */
  maxRows: 5_000,
  /** The generator's time on the job queue. */
  generatorSeconds: 50,
} as const;

/** The CSV files' exact columns (the issue's contract). */
export const TIMETABLE_LOAD_COLUMNS = [
  'class',
  'subject',
  'teacher',
  'lessons_per_week',
  'duration',
  'room',
] as const;
export const TIMETABLE_AVAILABILITY_COLUMNS = ['teacher', 'day', 'period'] as const;
export const TIMETABLE_EXPORT_COLUMNS = [
  'day',
  'period',
  'class',
  'subject',
  'teacher',
  'room',
] as const;
