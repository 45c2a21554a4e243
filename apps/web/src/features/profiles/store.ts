import { API, type ProfileData } from '@shala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../core/http';

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
        queryClient.invalidateQueries({ queryKey: ['me'] }),
        queryClient.invalidateQueries({ queryKey: PROFILES_KEY }),
        queryClient.invalidateQueries({ queryKey: ['permissions'] }),
        queryClient.invalidateQueries({ queryKey: ['sessions'] }),
      ]);
    },
  });
}
