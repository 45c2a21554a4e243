import {
  API,
  type AuditPage,
  type ClassCreateInput,
  type ClassData,
  type ClassUpdateInput,
  GROUP_API,
  type GroupDetails,
  type MemberData,
  type MemberInvited,
  type MemberInviteInput,
  type MemberPage,
  type MemberStatus,
} from '@shala/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../core/http';
import { MY_GROUPS_KEY } from './mine';
import { isGroupId } from './rules';

export const groupKey = (groupId: string) => ['group', groupId] as const;
export const classesKey = (instituteId: string) => ['group', instituteId, 'classes'] as const;
export const membersKey = (groupId: string) => ['group', groupId, 'members'] as const;

/** The group; an id that is no UUID names no group, so the server is not asked. */
export function useGroup(groupId: string) {
  return useQuery({
    queryKey: groupKey(groupId),
    queryFn: () => http<GroupDetails>('GET', GROUP_API.one(groupId)),
    enabled: isGroupId(groupId),
  });
}

export function useClasses(instituteId: string, enabled = true) {
  return useQuery({
    queryKey: classesKey(instituteId),
    queryFn: () => http<ClassData[]>('GET', GROUP_API.classes(instituteId)),
    enabled,
  });
}

/** Class changes of an institute; the lists and counts are read again afterwards. */
export function useClassChanges(instituteId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: classesKey(instituteId) }),
      queryClient.invalidateQueries({ queryKey: groupKey(instituteId) }),
      queryClient.invalidateQueries({ queryKey: MY_GROUPS_KEY }),
    ]);
  return {
    add: useMutation({
      mutationFn: (input: ClassCreateInput) =>
        http<ClassData[]>('POST', GROUP_API.classes(instituteId), input),
      onSuccess: refresh,
    }),
    change: useMutation({
      mutationFn: ({ classId, input }: { classId: string; input: ClassUpdateInput }) =>
        http<ClassData>('PUT', GROUP_API.oneClass(instituteId, classId), input),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (classId: string) =>
        http<void>('DELETE', GROUP_API.oneClass(instituteId, classId)),
      onSuccess: refresh,
    }),
  };
}

export type MemberFilter = {
  search: string;
  page: number;
  pageSize: number;
  sessionId?: string;
  classId?: string;
  roleId?: string;
  status?: MemberStatus;
};

export function useMembers(groupId: string, filter: MemberFilter, enabled = true) {
  return useQuery({
    queryKey: [...membersKey(groupId), filter] as const,
    queryFn: () =>
      http<MemberPage>('GET', GROUP_API.members(groupId), undefined, {
        query: {
          page: filter.page,
          pageSize: filter.pageSize,
          search: filter.search.trim() || undefined,
          sessionId: filter.sessionId,
          classId: filter.classId || undefined,
          roleId: filter.roleId || undefined,
          status: filter.status || undefined,
        },
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useMemberChanges(groupId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: membersKey(groupId) }),
      queryClient.invalidateQueries({ queryKey: groupKey(groupId) }),
      queryClient.invalidateQueries({ queryKey: ['roles'] }),
      queryClient.invalidateQueries({ queryKey: ['audit', 'group'] }),
      queryClient.invalidateQueries({ queryKey: ['invitations', 'sent', groupId] }),
    ]);
  return {
    invite: useMutation({
      mutationFn: (input: MemberInviteInput) =>
        http<MemberInvited>('POST', GROUP_API.invite(groupId), input),
      onSuccess: refresh,
    }),
    changeRole: useMutation({
      mutationFn: ({ membershipId, roleId }: { membershipId: string; roleId: string }) =>
        http<MemberData>('PUT', GROUP_API.oneMember(groupId, membershipId), { roleId }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (membershipId: string) =>
        http<void>('DELETE', GROUP_API.oneMember(groupId, membershipId)),
      onSuccess: refresh,
    }),
  };
}

export function useGroupAudit(instituteId: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: ['audit', 'group', instituteId, page],
    queryFn: () =>
      http<AuditPage>('GET', API.auditLog, undefined, {
        query: { groupId: instituteId, page, size: 20 },
      }),
    placeholderData: keepPreviousData,
    // Read again whenever the tab opens: the log is for seeing what was just done.
    staleTime: 0,
    refetchOnMount: 'always',
    enabled,
  });
}
