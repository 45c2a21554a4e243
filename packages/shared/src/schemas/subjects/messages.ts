import {
  CLASS_SUBJECTS_MAX,
  SUBJECT_CODE_MAX,
  SUBJECT_NAME_MAX,
  SUBJECT_TEACHERS_MAX,
} from './limits.js';

/** What the subjects calls answer in words; the screens show them as they come. */
export const SUBJECT_TEXTS = {
  group: 'Please choose a group.',
  id: 'Please choose a valid id.',
  name: `Subject name required (at most ${SUBJECT_NAME_MAX} characters).`,
  code: `Short code required: letters, digits and hyphens (at most ${SUBJECT_CODE_MAX}).`,
  colour: 'Colour is a hex colour such as #1565C0.',
  archived: 'Archived is true or false.',
  nameTaken: 'The institute has a subject with this name already.',
  codeTaken: 'The institute has a subject with this short code already.',
  subjectNotFound: 'This subject does not exist.',
  classNotFound: 'Please choose a class of the institute.',
  saved: 'Subject saved.',
  archivedDone:
    'Subject archived. It stays in the classes that have it, and is offered to no new class.',
  deleted: 'Subject deleted.',
  inUse: (classes: number) =>
    `${classes} class${classes === 1 ? ' has' : 'es have'} this subject. Archive it instead, or remove it from ${classes === 1 ? 'that class' : 'those classes'} first.`,
  subjects: `A class has at most ${CLASS_SUBJECTS_MAX} subjects.`,
  teachers: `A subject has at most ${SUBJECT_TEACHERS_MAX} teachers in a class.`,
  subjectTwice: (name: string) => `${name} is listed twice for this class.`,
  teacherTwice: 'A teacher is named twice for one subject.',
  archivedSubject: (name: string) => `${name} is archived: restore it before giving it to a class.`,
  notATeacher:
    'Only members of the institute with a teaching role can teach a subject. Give them one under Roles first.',
  classSaved: 'Subjects of the class saved.',
} as const;
