import {
  type EmploymentBody,
  type EmploymentView,
  PAYROLL_API,
  type PaymentMethod,
  type PayrollRunDetail,
  type PayrollRunView,
  type PayslipView,
  type SalaryComponent,
  type SalaryStructureView,
} from '@shala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { download, http } from '../../core/http';
import { saveFile } from '../../core/save-file';
import { dispositionName, payslipFileName } from './payroll-rules';
import type { Arrear } from './runs/arrears-form';

/** Every payroll query of an institute: any change reads them all again. */
export const payrollKey = (groupId: string) => ['payroll', groupId] as const;

type Saved = { message: string };
type RunSaved = { message: string; data: PayrollRunDetail };
type Structures = {
  structures: SalaryStructureView[];
  mayManage: boolean;
  mayApprove: boolean;
};

/** GET the salary structures and what the caller may do (mayManage, mayApprove). */
export function useStructures(groupId: string, enabled = true) {
  return useQuery({
    queryKey: [...payrollKey(groupId), 'structures'],
    enabled: enabled && !!groupId,
    queryFn: () =>
      http<Structures>('GET', PAYROLL_API.structures, undefined, { query: { groupId } }),
  });
}

/** GET the staff with their employment details (null: none yet). */
export function useEmployment(groupId: string, enabled = true) {
  return useQuery({
    queryKey: [...payrollKey(groupId), 'employment'],
    enabled: enabled && !!groupId,
    queryFn: async () =>
      (
        await http<{ staff: EmploymentView[] }>('GET', PAYROLL_API.employment, undefined, {
          query: { groupId },
        })
      ).staff,
  });
}

/** GET the runs, newest month first. */
export function useRuns(groupId: string, enabled = true) {
  return useQuery({
    queryKey: [...payrollKey(groupId), 'runs'],
    enabled: enabled && !!groupId,
    queryFn: async () =>
      (
        await http<{ runs: PayrollRunView[] }>('GET', PAYROLL_API.runs, undefined, {
          query: { groupId },
        })
      ).runs,
  });
}

/** GET one run with its payslips. */
export function useRun(groupId: string, id: string) {
  return useQuery({
    queryKey: [...payrollKey(groupId), 'run', id],
    enabled: !!groupId && !!id,
    queryFn: () =>
      http<PayrollRunDetail>('GET', PAYROLL_API.run, undefined, { query: { groupId, id } }),
  });
}

/** GET the caller's own payslips of approved months. */
export function useMyPayslips(groupId: string) {
  return useQuery({
    queryKey: [...payrollKey(groupId), 'mine'],
    enabled: !!groupId,
    queryFn: async () =>
      (
        await http<{ payslips: PayslipView[] }>('GET', PAYROLL_API.mine, undefined, {
          query: { groupId },
        })
      ).payslips,
  });
}

/** Saves a payslip's PDF (one's own, or any with getPaySlip) under the server's file name. */
export async function downloadPayslip(groupId: string, payslip: PayslipView): Promise<void> {
  const file = await download(PAYROLL_API.payslipPdf, {
    query: { groupId, id: payslip.id },
    accept: 'application/pdf',
  });
  saveFile(file.blob, dispositionName(file.disposition, payslipFileName(payslip)));
}

export type StructureInput = {
  id?: string;
  name: string;
  components: SalaryComponent[];
  active: boolean;
};

/** Every payroll change of the institute; each reads the institute's payroll queries again. */
export function usePayrollChanges(groupId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: payrollKey(groupId) });
  return {
    saveStructure: useMutation({
      mutationFn: ({ id, name, components, active }: StructureInput) =>
        id
          ? http<Saved>('PUT', PAYROLL_API.structures, { groupId, id, name, components, active })
          : http<Saved>('POST', PAYROLL_API.structures, { groupId, name, components }),
      onSuccess,
    }),
    saveEmployment: useMutation({
      mutationFn: (body: EmploymentBody) => http<Saved>('PUT', PAYROLL_API.employment, body),
      onSuccess,
    }),
    run: useMutation({
      mutationFn: (input: { month: string; arrears: Arrear[] }) =>
        http<RunSaved>('POST', PAYROLL_API.runs, { groupId, ...input }),
      onSuccess,
    }),
    approve: useMutation({
      mutationFn: (input: {
        id: string;
        financialAccountId: string;
        paymentMedium: PaymentMethod;
      }) => http<Saved>('PUT', PAYROLL_API.approve, { groupId, ...input }),
      onSuccess,
    }),
  };
}
