import type { ServerModule } from '../module.js';
import { recordsRoutes } from './routes.js';

/**
 * A person's record (issue 25 §5): My ERP Profile, My Documents and Academic. The record's own
 * fields (Aadhaar kept for UDISE+ and shown masked, RTE admission, health), guardians, siblings
 * and transport; documents checked by their content; the academic record read from exams,
 * attendance and fees; transfer and bonafide certificates, numbered and logged
 * (db/schema/records.ts).
 */
export const recordsModule: ServerModule = {
  name: 'records',
  routes: recordsRoutes,
};
