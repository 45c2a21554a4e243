import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../core/http';
import type { StructureRequest } from './structure/structure-draft';
import {
  FEE_PATHS,
  readClassSummary,
  readConcessions,
  readEstimation,
  readPayments,
  readStructures,
} from './wire';

/** The `message` a change answers with (FEE_TEXTS), when it has one. */
const messageOf = (answer: unknown): string | undefined =>
  answer &&
  typeof answer === 'object' &&
  typeof (answer as { message?: unknown }).message === 'string'
    ? (answer as { message: string }).message
    : undefined;

/**
 * The fee screens' calls. Every key starts with 'fees': a payment recorded or reverted in the
 * payments feature reads them all again (its useRefreshMoney), and so does any fee change here.
 */
export const FEES_KEY = ['fees'] as const;
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
      readStructures(
        await http<unknown>('GET', FEE_PATHS.structure, undefined, {
          query: { groupId: classId, sessionId },
        }),
      ).filter((s) => !s.sessionId || s.sessionId === sessionId),
  });
}

/** The concessions of one structure (GET /rest/fee/concession). */
export function useConcessions(classId: string, structureId: string, enabled: boolean) {
  return useQuery({
    queryKey: concessionsKey(classId, structureId),
    enabled: enabled && !!classId && !!structureId,
    queryFn: async () =>
      readConcessions(
        await http<unknown>('GET', FEE_PATHS.concession, undefined, {
          query: { groupId: classId, structureId },
        }),
      ),
  });
}

/** POST /rest/fee/concession: a manual concession (saving again replaces the student's). */
export type ConcessionRequest = {
  groupId: string;
  structureId: string;
  userProfileId: string;
  /** One of the two: a percentage (two decimals at most) or an amount in paise. */
  percent?: number;
  amountPaise?: number;
  reason: string;
};

/** What changes a class's fees; everything fee-related is read again after each. */
export function useFeeChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: FEES_KEY });
  /** A change's call; its answer's message (the server's words) is what the screens show. */
  const call = <T>(fn: (input: T) => Promise<unknown>) => ({
    mutationFn: async (input: T) => messageOf(await fn(input)),
    onSuccess: refresh,
  });
  return {
    create: useMutation(
      call((body: StructureRequest) => http<unknown>('POST', FEE_PATHS.structure, body)),
    ),
    update: useMutation(
      call((body: StructureRequest & { id: string }) =>
        http<unknown>('PUT', FEE_PATHS.structure, body),
      ),
    ),
    remove: useMutation(
      call(({ groupId, id }: { groupId: string; id: string }) =>
        http<unknown>('DELETE', FEE_PATHS.deleteStructure, undefined, { query: { groupId, id } }),
      ),
    ),
    assign: useMutation(
      call((body: { groupId: string; id: string; userProfileIds?: string[] }) =>
        http<unknown>('POST', FEE_PATHS.assign, body),
      ),
    ),
    addConcession: useMutation(
      call((body: ConcessionRequest) => http<unknown>('POST', FEE_PATHS.concession, body)),
    ),
    removeConcession: useMutation(
      call(({ groupId, id }: { groupId: string; id: string }) =>
        http<unknown>('DELETE', FEE_PATHS.deleteConcession, undefined, {
          query: { groupId, id },
        }),
      ),
    ),
    carryOver: useMutation(
      call((body: { groupId: string; fromSessionId: string; toSessionId: string }) =>
        http<unknown>('POST', FEE_PATHS.carryOver, body),
      ),
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
    queryFn: async () => {
      const raw = await http<unknown>('GET', FEE_PATHS.estimation, undefined, {
        query: { groupId: groupId ?? '', userProfileId },
      });
      const read = readEstimation(raw);
      if (!read) throw new Error('The fee details could not be read. Please try again.');
      return read;
    },
  });
}

/** The student's payment records, newest first (GET /rest/payment/student). */
export function useStudentPayments(groupId: string | null, userProfileId: string) {
  return useQuery({
    queryKey: [...FEES_KEY, 'payments', groupId, userProfileId] as const,
    enabled: !!groupId && !!userProfileId,
    queryFn: async () =>
      readPayments(
        await http<unknown>('GET', FEE_PATHS.studentPayments, undefined, {
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
    queryFn: async () =>
      readClassSummary(
        await http<unknown>('GET', FEE_PATHS.groupSummary, undefined, {
          query: { groupId: classId },
        }),
      ),
  });
}
