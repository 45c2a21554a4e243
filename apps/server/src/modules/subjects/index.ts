// A new institute starts with the usual subjects (institutes' createInstituteIn).

// The timetable's import finds subjects by name (creating those it lacks) and teachers by name.
export {
  addClassSubjectTeachers,
  classIdsTaughtBy,
  teachersOfInstitute,
} from './class-queries.js';
// The teacher's dashboard lists their classes and subjects.
export { classesTaughtBy } from './class-service.js';
export { insertStarterSubjects, insertSubject, subjectsOfInstitute } from './subject-queries.js';
