import type { ServerModule } from '../module.js';
import { generateJob } from './generate-job.js';
import { timetableRoutes } from './routes.js';

/**
 * The timetable (issue 24 §2): the school week, the teaching load (imported from CSV), the
 * generator as a job, hand edits with clash checks, a class's, teacher's and room's week, the
 * export, and substitutions (db/schema/timetable.ts). Builds on subjects (who teaches what).
 */
export const timetableModule: ServerModule = {
  name: 'timetable',
  routes: timetableRoutes,
  jobs: [generateJob],
};
