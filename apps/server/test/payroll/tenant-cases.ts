import { STANDARD_COMPONENTS } from '@shala/shared';
import { ofB, onA, type TenantCases } from '../platform/tenant-walk.js';

/** The payroll module's routes in the cross-tenant walk (platform/cross-tenant-objects.test.ts). */
export const payrollTenantCases: TenantCases = (w) => ({
  'GET /rest/payroll/salary-structure': () => ({}),
  'POST /rest/payroll/salary-structure': () => ({
    payload: ofB(w, { name: 'Their Secret Scale', components: STANDARD_COMPONENTS }),
  }),
  'PUT /rest/payroll/salary-structure': () =>
    onA({
      payload: ofB(w, {
        id: w.aPayroll.structureId,
        name: 'Taken over',
        components: STANDARD_COMPONENTS,
      }),
    }),
  'GET /rest/payroll/employment': () => ({}),
  // A's staff member and structure named in B: refused, nothing written.
  'PUT /rest/payroll/employment': () =>
    onA({
      payload: ofB(w, {
        profileId: w.a.admin.profileId,
        structureId: w.aPayroll.structureId,
        designation: 'Taken over',
        joiningDate: '2020-06-01',
        basicPaise: 1,
        ptState: 'MH',
      }),
    }),
  'GET /rest/payroll/run': () => ({}),
  'GET /rest/payroll/run/id': () => onA({ query: () => ({ id: w.aPayroll.runId }) }),
  'POST /rest/payroll/run': () => ({ payload: ofB(w, { month: '2026-05' }) }),
  'PUT /rest/payroll/run/approve': () =>
    onA({
      payload: ofB(w, {
        id: w.aPayroll.runId,
        financialAccountId: w.aPay.accountId,
        paymentMedium: 'CASH',
      }),
    }),
  'GET /rest/payroll/payslip/mine': () => ({}),
  'GET /rest/payroll/payslip/pdf': () => onA({ query: () => ({ id: w.aPayroll.payslipId }) }),
});
