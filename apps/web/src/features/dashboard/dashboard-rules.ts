import { type Dashboard, EMPTY_STATES } from '@shala/shared';
import { linkAccess, type MenuUser, type ShortcutContext } from '../../core/manifest';
import { FEATURES } from '../manifests';
import { mayOpen } from '../permissions/access';
import type { May } from '../permissions/rules';

/** The empty states of spec §8 the dashboard shows. */
export const DASHBOARD_EMPTY = {
  noInstitute: EMPTY_STATES.noInstitute,
  noClass: EMPTY_STATES.noClass,
  verify: EMPTY_STATES.verifyProfile,
} as const;

export type DashboardNotice = (typeof DASHBOARD_EMPTY)[keyof typeof DASHBOARD_EMPTY];

/**
 * Which empty states apply: an unverified profile is asked to verify; a profile in no
 * institute says so; a student-like profile (no staff role, no children) in no class says so.
 */
export function dashboardNotices(d: Dashboard): DashboardNotice[] {
  const notices: DashboardNotice[] = [];
  if (!d.verified) notices.push(DASHBOARD_EMPTY.verify);
  if (!d.institute) {
    notices.push(DASHBOARD_EMPTY.noInstitute);
    return notices;
  }
  const staffLike = d.admin !== null || d.teaching.length > 0 || d.children.length > 0;
  const onlyStudentRoles = d.roles.every((r) => r === 'Student' || r === 'Parent');
  if (!d.studentClass && !staffLike && onlyStudentRoles) notices.push(DASHBOARD_EMPTY.noClass);
  return notices;
}

export type Shortcut = { label: string; to: string; hint: string };

/** Every feature's shortcuts, in their order. */
const DECLARED = FEATURES.flatMap((f) => f.shortcuts ?? []).sort((a, b) => a.order - b.order);

/**
 * The working screens the profile may open from the dashboard, for the institute in view: each
 * offered to whom its screen is offered in the menus too (the route's declaration), so a
 * shortcut and its menu entry never disagree; the menus list the rest of §2.4.
 */
export function dashboardShortcuts(
  d: Pick<Dashboard, 'institute' | 'children'>,
  may: May,
  user: MenuUser,
): Shortcut[] {
  const instituteId = d.institute?.id;
  if (!instituteId) return [];
  const context: ShortcutContext = { instituteId, hasChildren: d.children.length > 0 };
  return DECLARED.filter(
    (s) => (!s.when || s.when(context)) && (!s.route || mayOpen(linkAccess(s.route), may, user)),
  ).map((s) => ({ label: s.label, hint: s.hint, to: s.to(context) }));
}
