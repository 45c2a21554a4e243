import type { PayrollRunView, PayslipView, SalaryStructureView } from '@shala/shared';
import type { PayslipRow, RunWithPeople } from './run-queries.js';
import type { StructureRow } from './structure-queries.js';

export const toStructureView = (s: StructureRow, staff: number): SalaryStructureView => ({
  id: s.id,
  name: s.name,
  components: s.components,
  active: s.active,
  staff,
});

export const toRunView = (r: RunWithPeople): PayrollRunView => ({
  id: r.run.id,
  month: r.run.month,
  status: r.run.status,
  staff: r.run.staff,
  grossPaise: r.run.grossPaise,
  deductionsPaise: r.run.deductionsPaise,
  netPaise: r.run.netPaise,
  preparedBy: r.preparedBy,
  preparedAt: r.run.preparedAt.toISOString(),
  approvedBy: r.approvedBy,
  approvedAt: r.run.approvedAt?.toISOString() ?? null,
});

export const toPayslipView = (
  p: PayslipRow,
  run: { month: string; status: 'DRAFT' | 'APPROVED' },
): PayslipView => ({
  id: p.id,
  runId: p.runId,
  month: run.month,
  profileId: p.profileId,
  name: p.name,
  designation: p.designation,
  daysInMonth: p.daysInMonth,
  lopDays: p.lopHalfDays / 2,
  payableDays: p.daysInMonth - p.lopHalfDays / 2,
  earnings: p.earnings,
  deductions: p.deductions,
  grossPaise: p.grossPaise,
  deductionsPaise: p.deductionsPaise,
  netPaise: p.netPaise,
  status: run.status,
});
