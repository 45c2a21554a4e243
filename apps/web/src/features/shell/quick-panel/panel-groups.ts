import type { MyGroup } from '@shala/shared';
import { splitMine } from '../../groups';

export type PanelGroup = { id: string; label: string; detail: string };

/**
 * The profile's groups for the quick panel (GET /rest/groups/mine), institutes and classes
 * apart, each once, by name, with the profile's role there. With more than one institute a
 * class also names its institute.
 */
export function panelGroups(mine: readonly MyGroup[] | undefined): {
  institutes: PanelGroup[];
  classes: PanelGroup[];
} {
  const { institutes, classes } = splitMine(mine);
  const instituteNames = new Map(institutes.map((i) => [i.id, i.name]));
  const several = institutes.length > 1;
  return {
    institutes: institutes.map((i) => ({ id: i.id, label: i.name, detail: i.roles.join(', ') })),
    classes: classes.map((c) => {
      const institute = c.group.superGroupId ? instituteNames.get(c.group.superGroupId) : undefined;
      return {
        id: c.id,
        label: several && institute ? `${c.name} (${institute})` : c.name,
        detail: c.roles.join(', '),
      };
    }),
  };
}
