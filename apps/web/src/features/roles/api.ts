import { ROLE_API, type RoleData, type RoleInput } from '@shala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../core/http';
import { PERMISSIONS_KEY } from '../permissions';

export const rolesKey = (groupId: string) => ['roles', groupId] as const;

/** The institute's roles (a class's id answers for its institute). */
export function useRoles(groupId: string, enabled = true) {
  return useQuery({
    queryKey: rolesKey(groupId),
    queryFn: () => http<RoleData[]>('GET', ROLE_API.list, undefined, { query: { groupId } }),
    enabled,
  });
}

export function useRoleChanges(groupId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['roles'] }),
      queryClient.invalidateQueries({ queryKey: ['audit', 'group'] }),
      queryClient.invalidateQueries({ queryKey: PERMISSIONS_KEY }),
    ]);
  const query = { query: { groupId } };
  return {
    create: useMutation({
      mutationFn: (input: RoleInput) => http<RoleData>('POST', ROLE_API.list, input, query),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ roleId, input }: { roleId: string; input: RoleInput }) =>
        http<RoleData>('PUT', ROLE_API.one(roleId), input, query),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (roleId: string) => http<void>('DELETE', ROLE_API.one(roleId), undefined, query),
      onSuccess: refresh,
    }),
  };
}
