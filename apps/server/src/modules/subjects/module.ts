import type { ServerModule } from '../module.js';
import { dropTeacherOfInstitute } from './class-queries.js';
import { subjectsRoutes } from './routes.js';

/**
 * Subjects and who teaches what (issue 24 §0): an institute's subject list, each class's
 * subjects with their teachers, and a teacher's classes (db/schema/subjects.ts). Attendance by
 * period, the timetable and the gradebook build on it.
 */
export const subjectsModule: ServerModule = {
  name: 'subjects',
  routes: subjectsRoutes,
  hooks: {
    // A teacher removed from the institute no longer shows as teaching its classes' subjects;
    // the class keeps the subject, with one teacher fewer (the screen shows it untaught).
    async memberLeftInstitute(tx, { instituteId, profileId }) {
      await dropTeacherOfInstitute(tx, instituteId, profileId);
    },
  },
};
