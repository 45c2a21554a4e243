// A new institute starts with the usual subjects (institutes' createInstituteIn).

// The timetable's import finds subjects by name (creating those it lacks) and teachers by name.
export { addClassSubjectTeachers, teachersOfInstitute } from './class-queries.js';
// The teacher's dashboard lists their classes and subjects.
export { classesTaughtBy } from './class-service.js';
export { insertStarterSubjects, insertSubject, subjectsOfInstitute } from './subject-queries.js';
// A teacher's calendar shows the exams of the classes they teach.
export { classIdsTaughtBy } from './teaching-queries.js';
