import { GROUP_API, type MyGroup } from '@shala/shared';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../core/http';

export const MY_GROUPS_KEY = ['groups', 'mine'] as const;

/** The acting profile's groups (institutes first) with its role in each. */
export function useMyGroups() {
  return useQuery({
    queryKey: MY_GROUPS_KEY,
    queryFn: () => http<MyGroup[]>('GET', GROUP_API.mine),
  });
}
