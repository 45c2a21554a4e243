/**
 * The addresses of the payroll screens (the spec's `/payroll/salary-structure/{instituteId}`, and
 * the member's own payslips). No imports: the manifest that uses them is in the dashboard's bundle.
 */
export const salaryStructurePath = (instituteId: string) =>
  `/payroll/salary-structure/${instituteId}`;

export const MY_PAYSLIPS_PATH = '/payroll/my-payslips';
