import {
  FEE_API,
  type FeeAssignBody,
  type FeeAssignResult,
  type FeeCarryOverBody,
  type FeeCarryOverResult,
  type FeeConcession,
  type FeeConcessionRequest,
  type FeeEstimation,
  type FeeSettings,
  type FeeStructureRequest,
  type FeeStructureUpdateRequest,
  type FeeSummary,
  type FeeUnassignedStudent,
  type MidSessionJoinRule,
  PAYMENT_API,
  type PaymentRecordView,
  type FeeStructure as WireStructure,
} from '@shala/shared';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { estimationView, paymentsMade } from './details/student-dues';
import { concessionView, structureView } from './structure/structure-view';

/** What every fee change answers: its message in the server's words (FEE_TEXTS). */
type Said = { message: string };

/**
 * The fee screens' calls. Every key starts with 'fees': a payment recorded or reverted in the
 * payments feature reads them all again (refreshFees, through index.ts), and so does any fee
 * change here.
 */
export const FEES_KEY = ['fees'] as const;

/** Reads every fee query again: the dues, totals and payments the fee screens show. */
export const refreshFees = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: FEES_KEY });

const structuresKey = (classId: string, sessionId: string) =>
  [...FEES_KEY, 'structures', classId, sessionId] as const;
const concessionsKey = (classId: string, structureId: string) =>
  [...FEES_KEY, 'concessions', classId, structureId] as const;

/** A class's fee structures of one session (GET /rest/fee/structure). */
export function useStructures(classId: string, sessionId: string) {
  return useQuery({
    queryKey: structuresKey(classId, sessionId),
    enabled: !!classId && !!sessionId,
    queryFn: async () =>
      (
        await http<WireStructure[]>('GET', FEE_API.structure, undefined, {
          query: { groupId: classId, sessionId },
        })
      )
        .map(structureView)
        .filter((s) => s.sessionId === sessionId),
  });
}

/** The concessions of one structure (GET /rest/fee/concession). */
export function useConcessions(classId: string, structureId: string, enabled: boolean) {
  return useQuery({
    queryKey: concessionsKey(classId, structureId),
    enabled: enabled && !!classId && !!structureId,
    queryFn: async () =>
      (
        await http<FeeConcession[]>('GET', FEE_API.concession, undefined, {
          query: { groupId: classId, structureId },
        })
      ).map(concessionView),
  });
}

/** What changes a class's fees; everything fee-related is read again after each. */
export function useFeeChanges() {
  const queryClient = useQueryClient();
  /** A change's call; its answer's message (the server's words) is what the screens show. */
  const call = <T>(fn: (input: T) => Promise<Said>) => ({
    mutationFn: async (input: T) => (await fn(input)).message,
    onSuccess: () => refreshFees(queryClient),
  });
  return {
    create: useMutation(
      call((body: FeeStructureRequest) => http<Said>('POST', FEE_API.structure, body)),
    ),
    update: useMutation(
      call((body: FeeStructureUpdateRequest) => http<Said>('PUT', FEE_API.structure, body)),
    ),
    remove: useMutation(
      call(({ groupId, id }: { groupId: string; id: string }) =>
        http<Said>('DELETE', FEE_API.deleteStructure, undefined, { query: { groupId, id } }),
      ),
    ),
    assign: useMutation(
      call((body: FeeAssignBody) => http<FeeAssignResult>('POST', FEE_API.assign, body)),
    ),
    addConcession: useMutation(
      call((body: FeeConcessionRequest) => http<Said>('POST', FEE_API.concession, body)),
    ),
    removeConcession: useMutation(
      call(({ groupId, id }: { groupId: string; id: string }) =>
        http<Said>('DELETE', FEE_API.deleteConcession, undefined, { query: { groupId, id } }),
      ),
    ),
    carryOver: useMutation(
      call((body: FeeCarryOverBody) => http<FeeCarryOverResult>('POST', FEE_API.carryOver, body)),
    ),
  };
}

/**
 * A student's dues (GET /rest/fee/estimation). `groupId` is a group the caller acts in (their
 * default institute or class): the server checks the caller's right to see this student there.
 */
export function useEstimation(groupId: string | null, userProfileId: string) {
  return useQuery({
    queryKey: [...FEES_KEY, 'estimation', groupId, userProfileId] as const,
    enabled: !!groupId && !!userProfileId,
    queryFn: async () =>
      estimationView(
        await http<FeeEstimation>('GET', FEE_API.estimation, undefined, {
          query: { groupId: groupId ?? '', userProfileId },
        }),
      ),
  });
}

/** The student's payment records, newest first (GET /rest/payment/student). */
export function useStudentPayments(groupId: string | null, userProfileId: string) {
  return useQuery({
    queryKey: [...FEES_KEY, 'payments', groupId, userProfileId] as const,
    enabled: !!groupId && !!userProfileId,
    queryFn: async () =>
      paymentsMade(
        await http<PaymentRecordView[]>('GET', PAYMENT_API.student, undefined, {
          query: { groupId: groupId ?? '', userProfileId },
        }),
      ),
  });
}

/** A class's per-student payable, paid, due and overdue (GET /rest/fee/summary/group). */
export function useClassSummary(classId: string) {
  return useQuery({
    queryKey: [...FEES_KEY, 'summary', classId] as const,
    enabled: !!classId,
    queryFn: () =>
      http<FeeSummary>('GET', FEE_API.groupSummary, undefined, { query: { groupId: classId } }),
  });
}

/** Who of the class a structure is not assigned to, and why (GET /rest/fee/structure/unassigned). */
export function useUnassignedStudents(classId: string, structureId: string) {
  return useQuery({
    queryKey: [...FEES_KEY, 'unassigned', classId, structureId] as const,
    enabled: !!classId && !!structureId,
    queryFn: () =>
      http<FeeUnassignedStudent[]>('GET', FEE_API.unassigned, undefined, {
        query: { groupId: classId, id: structureId },
      }),
  });
}

/** The institute's mid-session join rule (/rest/fee/settings): read, and changed (said in a snack). */
export function useJoinRule(instituteId: string) {
  const queryClient = useQueryClient();
  const key = [...FEES_KEY, 'settings', instituteId] as const;
  const settings = useQuery({
    queryKey: key,
    enabled: !!instituteId,
    queryFn: async () =>
      (
        await http<FeeSettings>('GET', FEE_API.settings, undefined, {
          query: { groupId: instituteId },
        })
      ).midSessionJoin,
  });
  const save = useMutation({
    mutationFn: async (midSessionJoin: MidSessionJoinRule) =>
      (await http<Said>('PUT', FEE_API.settings, { groupId: instituteId, midSessionJoin })).message,
    onSuccess: (message) => {
      showSnack({ message, severity: 'success' });
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
  return { settings, save };
}
