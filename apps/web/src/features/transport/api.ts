import {
  type AssignmentBody,
  type AssignmentList,
  type AssignmentView,
  type CostPlanBody,
  type RouteBody,
  type RouteUpdate,
  type StopBody,
  type StopUpdate,
  TRANSPORT_API,
  type TransportCostList,
  type TransportCostView,
  type TransportRouteList,
  type TransportRouteView,
  type VehicleBody,
  type VehicleUpdate,
  type VehicleView,
} from '@shala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../core/http';

/** Every transport query of an institute: a change reads them all again. */
export const transportKey = (instituteId: string) => ['transport', instituteId] as const;

type Saved<T> = { message: string; data: T };
/** What the wire takes as input: the zod schemas' input shapes, before their defaults. */
type In<T> = { [K in keyof T]: T[K] | null | undefined };

export function useVehicles(instituteId: string) {
  return useQuery({
    queryKey: [...transportKey(instituteId), 'vehicles'],
    enabled: !!instituteId,
    queryFn: () =>
      http<VehicleView[]>('GET', TRANSPORT_API.vehicle, undefined, {
        query: { groupId: instituteId },
      }),
  });
}

export function useRoutes(instituteId: string, sessionId: string | null) {
  return useQuery({
    queryKey: [...transportKey(instituteId), 'routes', sessionId],
    enabled: !!instituteId,
    queryFn: () =>
      http<TransportRouteList>('GET', TRANSPORT_API.route, undefined, {
        query: { groupId: instituteId, sessionId: sessionId ?? undefined },
      }),
  });
}

export function useCosts(instituteId: string, sessionId: string | null) {
  return useQuery({
    queryKey: [...transportKey(instituteId), 'costs', sessionId],
    enabled: !!instituteId,
    queryFn: () =>
      http<TransportCostList>('GET', TRANSPORT_API.cost, undefined, {
        query: { groupId: instituteId, sessionId: sessionId ?? undefined },
      }),
  });
}

/** The institute's riders in the session (a class's, when `groupId` is a class). */
export function useAssignments(instituteId: string, groupId: string, sessionId: string | null) {
  return useQuery({
    queryKey: [...transportKey(instituteId), 'assignments', groupId, sessionId],
    enabled: !!groupId,
    queryFn: () =>
      http<AssignmentList>('GET', TRANSPORT_API.assignment, undefined, {
        query: { groupId, sessionId: sessionId ?? undefined },
      }),
  });
}

/** Reads the institute's transport again, and the fee and payment screens' dues ('fees', 'payments'). */
function useRefresh(instituteId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [transportKey(instituteId), ['fees'], ['payments']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** A write of the institute's transport: its group added to the body, everything read again. */
function useWrite<I, O>(instituteId: string, method: 'POST' | 'PUT', path: string) {
  const refresh = useRefresh(instituteId);
  return useMutation({
    mutationFn: (input: I) => http<O>(method, path, { ...input, groupId: instituteId }),
    onSuccess: refresh,
  });
}

/** A DELETE of one of the institute's transport objects by id. */
function useRemove<O>(instituteId: string, path: string) {
  const refresh = useRefresh(instituteId);
  return useMutation({
    mutationFn: (id: string) =>
      http<O>('DELETE', path, undefined, { query: { groupId: instituteId, id } }),
    onSuccess: refresh,
  });
}

/** Every transport change of an institute (a cost's change moves its riders' dues too). */
export function useTransportChanges(instituteId: string) {
  const id = instituteId;
  return {
    addVehicle: useWrite<In<Omit<VehicleBody, 'groupId'>>, Saved<VehicleView>>(
      id,
      'POST',
      TRANSPORT_API.vehicle,
    ),
    changeVehicle: useWrite<In<Omit<VehicleUpdate, 'groupId'>>, Saved<VehicleView>>(
      id,
      'PUT',
      TRANSPORT_API.vehicle,
    ),
    disableVehicle: useRemove<Saved<VehicleView>>(id, TRANSPORT_API.vehicleDisable),
    addRoute: useWrite<Omit<RouteBody, 'groupId'>, Saved<TransportRouteView>>(
      id,
      'POST',
      TRANSPORT_API.route,
    ),
    changeRoute: useWrite<Omit<RouteUpdate, 'groupId'>, Saved<TransportRouteView>>(
      id,
      'PUT',
      TRANSPORT_API.route,
    ),
    deleteRoute: useRemove<{ message: string }>(id, TRANSPORT_API.route),
    addStop: useWrite<In<Omit<StopBody, 'groupId'>>, Saved<TransportRouteView>>(
      id,
      'POST',
      TRANSPORT_API.stop,
    ),
    changeStop: useWrite<In<Omit<StopUpdate, 'groupId'>>, Saved<TransportRouteView>>(
      id,
      'PUT',
      TRANSPORT_API.stop,
    ),
    deleteStop: useRemove<Saved<TransportRouteView>>(id, TRANSPORT_API.stop),
    setCosts: useWrite<Omit<CostPlanBody, 'groupId'>, Saved<TransportCostView[]>>(
      id,
      'POST',
      TRANSPORT_API.cost,
    ),
  };
}

/** Assigning, moving and removing riders, in the institute or one of its classes (`groupId`). */
export function useRiderChanges(instituteId: string, groupId: string) {
  const refresh = useRefresh(instituteId);
  return {
    assign: useMutation({
      mutationFn: (input: Omit<AssignmentBody, 'groupId'>) =>
        http<Saved<AssignmentView>>('POST', TRANSPORT_API.assignment, { ...input, groupId }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        http<{ message: string }>('DELETE', TRANSPORT_API.assignment, undefined, {
          query: { groupId, id },
        }),
      onSuccess: refresh,
    }),
  };
}
