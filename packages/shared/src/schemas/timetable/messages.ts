import { TIMETABLE_LIMITS } from './limits.js';

/** The timetable's words (issue 24 §2): refusals, warnings and the import's row report. */
export const TIMETABLE_TEXTS = {
  imported: (loads: number, lessons: number) =>
    `Teaching load imported: ${loads} rows, ${lessons} lessons a week.`,
  noLoadFile: 'Please attach the teaching load file (load).',
  noWeek:
    "The institute's week is not set yet: please give the number of working days and periods a day.",
  badDays: `Working days must be a whole number from 1 to ${TIMETABLE_LIMITS.maxDays}.`,
  badPeriods: `Periods a day must be a whole number from 1 to ${TIMETABLE_LIMITS.maxPeriods}.`,
  classMissing: 'Please name the class.',
  subjectMissing: 'Please name the subject.',
  teacherMissing: 'Please name the teacher.',
  badLessons: `Lessons per week must be a whole number from 1 to ${TIMETABLE_LIMITS.maxLessonsPerWeek}.`,
  badDuration: (periods: number) =>
    `Duration must be a whole number of periods from 1 to ${Math.min(periods, TIMETABLE_LIMITS.maxDuration)}.`,
  badDay: (days: number) => `Day must be a whole number from 1 to ${days}.`,
  badPeriod: (periods: number) => `Period must be a whole number from 1 to ${periods}.`,
  unknownTeacher: (name: string) =>
    `No teacher of the institute is called "${name}": invite them first (Members), then import again.`,
  unknownClass: (name: string) =>
    `No class is called "${name}", and you may not create classes: ask an admin to add it.`,
  twiceInRow: (name: string) => `"${name}" is named twice in this row.`,
  rowsNotImported: (failed: number) =>
    `${failed} row${failed === 1 ? '' : 's'} could not be imported; nothing was changed. Correct the file and import it again.`,
  generating: 'The timetable is being generated.',
  noLoad: 'There is no teaching load to place: import one first.',
  runNotFound: 'No such generator run.',
  alreadyRunning: 'The timetable is already being generated; please wait for it to finish.',
  lessonNotFound: 'No such lesson.',
  weekNotFound: 'This class, teacher or room has no timetable.',
  moved: 'Lesson moved.',
  outsideWeek: 'That period is not in the school week.',
  teacherClash: (teacher: string, where: string) => `${teacher} already teaches ${where} then.`,
  classClash: (klass: string, subject: string) => `${klass} already has ${subject} then.`,
  roomClash: (room: string, where: string) => `${room} is already taken by ${where} then.`,
  teacherUnavailable: (teacher: string) => `${teacher} is not available then.`,
  overload: (teacher: string, periods: number, max: number) =>
    `${teacher} now teaches ${periods} periods a week, above their maximum of ${max}.`,
  settingsSaved: 'School week saved.',
  classWeekRemoved: "The class follows the school's week again.",
  classWeekWider:
    "A class's week may leave out days or periods of the school's week, never add any.",
  classNotFound: 'No such class in this institute.',
  limitSaved: 'Weekly maximum saved.',
  teacherSaved: 'Teacher saved.',
  lessonFixed: 'Lesson kept fixed: the generator leaves it where it is.',
  lessonReleased: 'Lesson released: the generator may move it.',
  substituteChosen: 'Substitute chosen; they have been told.',
  substituteBusy: 'That teacher is not free in that period.',
  notThatDay: 'That lesson is not on that date.',
  notATeacher: 'Choose a teacher of the institute.',
  notification: {
    changed: 'Your timetable has changed',
    changedMessage: (subject: string, klass: string) =>
      `${subject} in ${klass} has moved: see the new week.`,
    substituteTitle: 'You are substituting',
    substitute: (subject: string, klass: string, date: string, period: number) =>
      `You are taking ${subject} in ${klass} on ${date}, period ${period} (a substitution).`,
  },
} as const;
