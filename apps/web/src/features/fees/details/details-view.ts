import type { Dashboard } from '@shala/shared';

/**
 * What erp/fee-details/{userProfileId} shows, from whose page it is and what the dashboard
 * says of the viewer: a parent on their own page goes to their first child's; staff on their
 * own page (they owe no fees) find a student; everyone else sees the page's student's dues (the
 * server refuses what they may not see).
 */
export type DetailsView =
  | { kind: 'waiting' }
  | { kind: 'child'; userProfileId: string }
  | { kind: 'finder' }
  | { kind: 'dues' };

export function detailsView(p: {
  own: boolean;
  isStaff: boolean;
  dashboard: Pick<Dashboard, 'studentClass' | 'children'> | undefined;
}): DetailsView {
  if (!p.dashboard) return { kind: 'waiting' };
  const studies = !!p.dashboard.studentClass;
  const firstChild = p.dashboard.children[0];
  if (p.own && !studies && firstChild)
    return { kind: 'child', userProfileId: firstChild.userProfileId };
  if (p.own && !studies && p.isStaff) return { kind: 'finder' };
  return { kind: 'dues' };
}
