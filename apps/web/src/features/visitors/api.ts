import {
  type GatePassBody,
  type GatePassGuardians,
  type GatePassList,
  type GatePassSaved,
  type GatePassStatus,
  type GatePassView,
  VISITOR_API,
  type VisitorForm,
  type VisitorList,
  type VisitorMine,
  type VisitorSaved,
  type VisitorSetup,
} from '@shala/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, upload } from '../../core/http';
import { visitorFormData } from './visitor-form';

/** Every front-office query of an institute: any change reads them all again. */
export const visitorsKey = (groupId: string) => ['visitors', groupId] as const;

/** GET setup: the staff to meet, today in India, and whether the caller keeps the desk. */
export function useVisitorSetup(groupId: string) {
  return useQuery({
    queryKey: [...visitorsKey(groupId), 'setup'],
    enabled: !!groupId,
    queryFn: () => http<VisitorSetup>('GET', VISITOR_API.setup, undefined, { query: { groupId } }),
  });
}

export type VisitorFilters = { day: string; q: string; inside: boolean };

/** GET the day's visitors the filters find, with how many came and are still inside. */
export function useVisitors(groupId: string, filters: VisitorFilters, enabled = true) {
  return useQuery({
    queryKey: [...visitorsKey(groupId), 'log', filters],
    enabled: enabled && !!groupId,
    placeholderData: keepPreviousData,
    queryFn: () =>
      http<VisitorList>('GET', VISITOR_API.visitors, undefined, {
        query: {
          groupId,
          ...(filters.day ? { day: filters.day } : {}),
          ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
          inside: String(filters.inside),
        },
      }),
  });
}

/** GET the day's gate passes (of one status, if named). */
export function useGatePasses(groupId: string, day: string, status: GatePassStatus | '') {
  return useQuery({
    queryKey: [...visitorsKey(groupId), 'passes', day, status],
    enabled: !!groupId,
    placeholderData: keepPreviousData,
    queryFn: () =>
      http<GatePassList>('GET', VISITOR_API.gatePasses, undefined, {
        query: { groupId, ...(day ? { day } : {}), ...(status ? { status } : {}) },
      }),
  });
}

/** GET one gate pass with its students. */
export function useGatePass(groupId: string, id: string) {
  return useQuery({
    queryKey: [...visitorsKey(groupId), 'pass', id],
    enabled: !!groupId && !!id,
    queryFn: () =>
      http<GatePassView>('GET', VISITOR_API.gatePass, undefined, { query: { groupId, id } }),
  });
}

/** GET each student's class and guardians, for choosing who collects them. */
export function useGuardians(groupId: string, studentIds: readonly string[]) {
  const ids = studentIds.join(',');
  return useQuery({
    queryKey: [...visitorsKey(groupId), 'guardians', ids],
    enabled: !!groupId && studentIds.length > 0,
    queryFn: () =>
      http<GatePassGuardians>('GET', VISITOR_API.guardians, undefined, {
        query: { groupId, studentIds: ids },
      }),
  });
}

/** GET the caller's visitors today (as host) and their children's gate passes. */
export function useMine(groupId: string) {
  return useQuery({
    queryKey: [...visitorsKey(groupId), 'mine'],
    enabled: !!groupId,
    queryFn: () => http<VisitorMine>('GET', VISITOR_API.mine, undefined, { query: { groupId } }),
  });
}

/** GET the pass a scanned or typed code names, as the gate checks it (never kept: each scan asks). */
export function scanPass(groupId: string, code: string) {
  return http<GatePassView>('GET', VISITOR_API.scan, undefined, { query: { groupId, code } });
}

/** Every change of the front office; each reads the institute's queries again. */
export function useVisitorChanges(groupId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: visitorsKey(groupId) });
  return {
    checkIn: useMutation({
      mutationFn: ({ form, photo }: { form: VisitorForm; photo: File | null }) =>
        upload<VisitorSaved>(VISITOR_API.visitors, visitorFormData(form, photo)),
      onSuccess,
    }),
    checkOut: useMutation({
      mutationFn: (id: string) => http<VisitorSaved>('PUT', VISITOR_API.checkOut, { groupId, id }),
      onSuccess,
    }),
    createPass: useMutation({
      mutationFn: (body: GatePassBody) => http<GatePassSaved>('POST', VISITOR_API.gatePasses, body),
      onSuccess,
    }),
    exit: useMutation({
      mutationFn: (id: string) => http<GatePassSaved>('PUT', VISITOR_API.exit, { groupId, id }),
      onSuccess,
    }),
    decide: useMutation({
      mutationFn: (input: { id: string; studentId: string; approve: boolean }) =>
        http<GatePassSaved>('PUT', VISITOR_API.guardianDecision, { groupId, ...input }),
      onSuccess,
    }),
  };
}
