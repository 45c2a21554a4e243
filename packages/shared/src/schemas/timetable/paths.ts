/** The timetable calls (issue 24 §2), for the web's client; the first four are the issue's. */
export const TIMETABLE_API = {
  /** POST multipart (groupId, load, availability?, days?, periods?): the teaching load. */
  import: '/rest/timetable/import',
  /** POST (groupId): starts the generator; answers at once with the job's id. */
  generate: '/rest/timetable/generate',
  /** GET (groupId, id): the generator job's state, progress, placed, unplaced, hard violations. */
  generateStatus: '/rest/timetable/generate/status',
  /** GET (groupId): the week as CSV, day,period,class,subject,teacher,room. */
  export: '/rest/timetable/export',
  /** GET and PUT (groupId, classId?): the institute's week (working days, periods and breaks) or a class's own; DELETE (groupId, classId) the class's own. */
  settings: '/rest/timetable/settings',
  /** GET (groupId, classId | teacherId | roomId, or none: the caller's own): a week's lessons. */
  week: '/rest/timetable/week',
  /** PUT (groupId, id, day, period, fixed?): moves a lesson by hand, refusing a clash. */
  lesson: '/rest/timetable/lesson',
  /** GET (groupId, teacherId, date): the absent teacher's periods and who could take each; POST chooses. */
  substitutions: '/rest/timetable/substitutions',
  /** PUT (groupId, teacherId, maxPerWeek or null): a teacher's weekly maximum of periods. */
  teacherLimit: '/rest/timetable/teacher-limit',
  /** GET (groupId, teacherId): a teacher's weekly maximum and unavailable periods; PUT sets both. */
  teacher: '/rest/timetable/teacher',
  /** PUT (groupId, id, fixed): keeps a lesson where it is when the week is generated again, or lets it go. */
  lessonFixed: '/rest/timetable/lesson/fixed',
  /** GET (groupId, classId | teacherId): the week as a printable PDF. */
  pdf: '/rest/timetable/pdf',
} as const;
