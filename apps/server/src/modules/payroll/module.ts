import type { ServerModule } from '../module.js';
import { payrollRoutes } from './routes.js';

/**
 * Payroll (issue 25 §2): salary structures of configurable components, the staff's employment
 * details, a month's run computed from them and the staff attendance (one transaction, refused
 * whole on a bad row), approval that locks it and pays each salary in the day book (expenses),
 * and payslips as PDF for their staff member (db/schema/payroll.ts).
 */
export const payrollModule: ServerModule = {
  name: 'payroll',
  routes: payrollRoutes,
};
