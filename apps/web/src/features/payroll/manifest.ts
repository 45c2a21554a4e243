import type { FeatureManifest, ScreenRoute } from '../../core/manifest';
import { MY_PAYSLIPS_PATH, salaryStructurePath } from './paths';

/**
 * Payroll and payslips (the server's `payroll` module, issue 25 §2): the spec's
 * `payroll/salary-structure/{instituteId}` and School ERP → Salary/payroll, for those who read
 * the salary structures, the staff's employment details or the payslips; and every member's own
 * payslips (School ERP → My payslips).
 */
export const salaryStructureRoute: ScreenRoute = {
  path: 'payroll/salary-structure/:instituteId',
  title: 'Salary/payroll',
  screen: () => import('./PayrollPage'),
  access: {
    needs: 'institute',
    anyOf: ['getSalaryStructure', 'getEmploymentDetails', 'getPaySlip'],
    groupParam: 'instituteId',
  },
  gate: {
    refusal: {
      message: 'You do not have permission to see the payroll of this institute.',
      back: { label: 'Back to the dashboard', to: '/' },
    },
  },
};

/**
 * The dashboard offers the month's payroll to the one who prepares it (managePayroll), not to
 * every reader of the screen: the same screen, offered more narrowly.
 */
const preparePayroll: ScreenRoute = {
  ...salaryStructureRoute,
  offer: { needs: 'institute', anyOf: ['managePayroll'], groupParam: 'instituteId' },
};

/** The caller's own payslips of approved months, for any member of the institute. */
export const myPayslipsRoute: ScreenRoute = {
  path: 'payroll/my-payslips',
  title: 'My payslips',
  screen: () => import('./MyPayslipsPage'),
  access: { needs: 'institute' },
};

export const payroll: FeatureManifest = {
  name: 'payroll',
  routes: [salaryStructureRoute, myPayslipsRoute],
  menu: [
    {
      label: 'Salary/payroll',
      place: 'School ERP',
      order: 90,
      to: (u) => salaryStructurePath(u.defaultInstituteId ?? ''),
      route: salaryStructureRoute,
    },
    {
      label: 'My payslips',
      place: 'School ERP',
      order: 95,
      to: MY_PAYSLIPS_PATH,
      route: myPayslipsRoute,
    },
  ],
  shortcuts: [
    {
      label: 'Payroll',
      hint: 'Prepare the month’s salaries and payslips',
      order: 7,
      to: ({ instituteId }) => salaryStructurePath(instituteId),
      route: preparePayroll,
    },
  ],
};
