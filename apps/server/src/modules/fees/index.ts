import type { ServerModule } from '../module.js';
import { lateFeesJob } from './late-fee-job.js';
import { feeRoutes } from './routes.js';

/**
 * Fees: fee structures of a class and session (particulars, discount particulars, late fees),
 * concessions, and every student's dues (db/schema/fees.ts). Transport adds its dues and
 * payments pay into them only through what this file exports. Late fees are written by its
 * daily job and when a payment is recorded (bringLateFeesUpToDate), never by a read.
 */
export const feesModule: ServerModule = { name: 'fees', routes: feeRoutes, jobs: [lateFeesJob] };

export { unpaidDueDays } from './due-days-queries.js';
export {
  type DuesOf,
  type DuesToday,
  duesByStudent,
  duesOfStudent,
  duesOfStudents,
  lockDuesForPayment,
  type StudentDue,
} from './dues-queries.js';
export {
  applyAllocationLines,
  type DueLine,
  type ReplaceSourceDuesInput,
  replaceSourceDues,
  replaceSourceDuesOfMany,
  type SourceDueRow,
  takeBackAllocationLines,
} from './dues-writes.js';
// Every path a student joins or leaves a class by (admission, import, groups) calls these.
export {
  assignJoiningStudentFees,
  type JoiningStudent,
  leaveClassFees,
  midSessionJoinRuleOf,
} from './joining.js';
export { LATE_FEES_JOB, lateFeesJob, writeLateFees } from './late-fee-job.js';
export { applyLateFees, bringLateFeesUpToDate } from './late-fees.js';
// The demo school's structures (src/demo/fees.ts) give their students dues with the module's rule.
export { syncStructureDues } from './structure-dues.js';
export { type FeeStudentRow, studentsAmong, studentsOfClass } from './student-queries.js';
export { todayOf } from './today.js';
