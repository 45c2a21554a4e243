/**
 * The payroll calls (issue 25 §2). The spec names the screen
 * (`payroll/salary-structure/{instituteId}`) and getSalaryStructure, getEmploymentDetails and
 * getPaySlip; the paths follow the project's `…?groupId` reads.
 */
export const PAYROLL_API = {
  /** GET (groupId): the structures; POST one; PUT a change. */
  structures: '/rest/payroll/salary-structure',
  /** GET (groupId): the staff with their employment details; PUT (groupId, profileId, …) one. */
  employment: '/rest/payroll/employment',
  /** GET (groupId): the runs, newest month first; POST (groupId, month, arrears) runs or re-runs. */
  runs: '/rest/payroll/run',
  /** GET (groupId, id): one run with its payslips. */
  run: '/rest/payroll/run/id',
  /** PUT (groupId, id, financialAccountId, paymentMedium): approved, locked, paid in the day book. */
  approve: '/rest/payroll/run/approve',
  /** GET (groupId): the caller's own payslips of approved runs. */
  mine: '/rest/payroll/payslip/mine',
  /** GET (groupId, id): a payslip as PDF (one's own, or any with getPaySlip). */
  payslipPdf: '/rest/payroll/payslip/pdf',
} as const;
