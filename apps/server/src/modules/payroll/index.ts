// What other modules may use of payroll: the demo school prepares and approves its last month
// through the same writers as the screens.
export { writeApproval, writePayrollRun } from './run-service.js';
