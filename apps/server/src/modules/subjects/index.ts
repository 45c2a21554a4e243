// A new institute starts with the usual subjects (institutes' createInstituteIn).

// The teacher's dashboard lists their classes and subjects.
export { classesTaughtBy } from './class-service.js';
export { insertStarterSubjects } from './subject-queries.js';
