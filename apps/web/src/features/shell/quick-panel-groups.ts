import type { GroupPermissions, ProfileData, UserData } from '@shala/shared';

export type PanelGroup = { id: string; label: string };

/**
 * The profile's groups for the quick panel, split into institutes and classes. The group map
 * (GET /rest/permission/groups) gives the ids only; a group is an institute when it is some
 * linked profile's default institute, otherwise it is listed with the levels and classes.
 */
export function panelGroups(
  groups: GroupPermissions | undefined,
  user: Pick<UserData, 'defaultInstituteId' | 'defaultClassId'>,
  profiles: readonly Pick<ProfileData, 'defaultInstituteId'>[] | undefined,
): { institutes: PanelGroup[]; classes: PanelGroup[] } {
  const ids = Object.keys(groups ?? {});
  const instituteIds = new Set(
    [user.defaultInstituteId, ...(profiles ?? []).map((p) => p.defaultInstituteId)].filter(
      (id): id is string => typeof id === 'string',
    ),
  );
  const institutes: PanelGroup[] = [];
  const classes: PanelGroup[] = [];
  for (const id of ids) {
    if (instituteIds.has(id)) {
      institutes.push({ id, label: `Institute ${id.slice(0, 8)}` });
    } else {
      classes.push({ id, label: `Class ${id.slice(0, 8)}` });
    }
  }
  // A default institute the map does not list (no membership this session) still shows.
  if (user.defaultInstituteId && !ids.includes(user.defaultInstituteId)) {
    institutes.unshift({
      id: user.defaultInstituteId,
      label: `Institute ${user.defaultInstituteId.slice(0, 8)}`,
    });
  }
  return { institutes, classes };
}
