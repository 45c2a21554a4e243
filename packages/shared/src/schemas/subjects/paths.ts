/** The subjects calls (issue 24 §0), for the web's client. */
export const SUBJECTS_API = {
  /** GET (groupId: institute or class), POST, PUT, DELETE (groupId, id). */
  subjects: '/rest/subjects',
  /** GET and PUT (groupId: the class): a class's subjects and their teachers. */
  classSubjects: '/rest/subjects/class',
  /** GET (groupId): who may be named a subject's teacher. */
  teachers: '/rest/subjects/teachers',
  /** GET (groupId): the caller's classes and the subjects they teach there. */
  mine: '/rest/subjects/mine',
} as const;
