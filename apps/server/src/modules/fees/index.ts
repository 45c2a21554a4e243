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
export {
  type FeeReminder,
  feeReminder,
  noticeDay,
  paymentReceivedText,
  whoseFees,
} from './fee-texts.js';
// Every path a student joins or leaves a class by (admission, import, groups) calls these.
export {
  assignJoiningStudentFees,
  type JoiningStudent,
  leaveClassFees,
  midSessionJoinRuleOf,
} from './joining.js';
export { applyLateFees, bringLateFeesUpToDate } from './late-fees.js';
// The dashboard's transport sums its riders' dues in the database with feeTotals' rule.
export { type OwedTotalsOf, type OwedTotalsRow, owedTotalsSql } from './owed-totals-queries.js';
// Statistics' fees: the dues by class and month (kept figures) and the defaulters.
export { defaultersOf, duesByClassMonth } from './statistics-queries.js';
// The demo school's structures (src/demo/fees.ts) give their students dues with the module's rule.
export { syncStructureDues } from './structure-dues.js';
export { type FeeStudentRow, studentsAmong, studentsOfClass } from './student-queries.js';
export { todayOf } from './today.js';
