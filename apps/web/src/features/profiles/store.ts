import { API, type ProfileData } from '@shala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../core/http';
import { ME_KEY } from '../../core/shell-user';
import { KEPT_SESSIONS_KEY } from '../academic';
import { PERMISSIONS_KEY } from '../permissions';

export const PROFILES_KEY = ['profiles'] as const;

export function useProfiles() {
  return useQuery({
    queryKey: PROFILES_KEY,
    queryFn: () => http<ProfileData[]>('GET', API.profiles),
  });
}

/** PUT default-group or default-class; then the profile, its permissions and sessions reload. */
export function useSetDefaultGroup(kind: 'institute' | 'class') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (groupId: string) =>
      http<ProfileData>('PUT', kind === 'institute' ? API.defaultGroup : API.defaultClass, {
        groupId,
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ME_KEY }),
        queryClient.invalidateQueries({ queryKey: PROFILES_KEY }),
        queryClient.invalidateQueries({ queryKey: PERMISSIONS_KEY }),
        queryClient.invalidateQueries({ queryKey: KEPT_SESSIONS_KEY }),
      ]);
    },
  });
}
