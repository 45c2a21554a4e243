import { type Caller, type GroupScope, heldActions } from '../permissions/index.js';

/**
 * Who may do what with payroll, as small predicates (who may call each route is declared on the
 * route). The accountant keeps structures and employment details and prepares a month
 * (managePayroll); the admin approves it (approvePayroll); readers of payslips (getPaySlip) see
 * anyone's, and everyone their own.
 */

const held = (caller: Caller, scope: GroupScope) =>
  heldActions(caller, { ...scope, id: scope.instituteId, type: 'INSTITUTE' }).held;

export const mayManage = (caller: Caller, scope: GroupScope): boolean =>
  held(caller, scope).has('managePayroll');

export const mayApprove = (caller: Caller, scope: GroupScope): boolean =>
  held(caller, scope).has('approvePayroll');

/** Any payslip of any month, a draft's too (getPaySlip: the accountant, the admin). */
export const readsAnyPayslip = (caller: Caller, scope: GroupScope): boolean =>
  held(caller, scope).has('getPaySlip');

/** A payslip: anyone's for a reader of payslips; one's own once its month is approved. */
export const mayReadPayslip = (
  caller: Caller,
  scope: GroupScope,
  slip: { profileId: string; status: 'DRAFT' | 'APPROVED' },
): boolean =>
  readsAnyPayslip(caller, scope) ||
  (slip.profileId === caller.profileId && slip.status === 'APPROVED');
