import { type Action, type Dashboard, EMPTY_STATES } from '@shala/shared';
import { SCREEN_ACTIONS } from './menus';

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

/**
 * The working screens the profile may open from the dashboard, for the institute in view: each
 * shown only when the permission its screen needs holds (the menus list the rest of §2.4).
 */
export function dashboardShortcuts(
  d: Pick<Dashboard, 'institute' | 'children'>,
  holds: (action: Action) => boolean,
): Shortcut[] {
  const institute = d.institute?.id;
  if (!institute) return [];
  const any = (...actions: Action[]) => actions.some(holds);
  const all: (Shortcut & { when: boolean })[] = [
    {
      label: 'Admission Requests',
      to: '/admission/requests',
      hint: 'Review, accept or reject applications',
      when: any('getAdmissionRequests'),
    },
    {
      label: 'Admission Management',
      to: '/admission/admin',
      hint: 'Open classes, seats and the admission link',
      when: any(...SCREEN_ACTIONS.admissionManagement),
    },
    {
      label: 'Members',
      to: `/group/${institute}`,
      hint: 'Students, parents and staff of the institute',
      when: any('getMembers'),
    },
    {
      label: 'Group Management',
      to: '/groups',
      hint: 'Classes, sections and roles',
      when: any(...SCREEN_ACTIONS.groupManagement),
    },
    {
      label: 'Administration',
      to: `/group/${institute}/details`,
      hint: 'Invite and remove members, roles, audit log',
      when: any('manageMembers', 'manageRoles', 'getAuditLog'),
    },
    {
      label: 'Import students and staff',
      to: `/group/${institute}/import`,
      hint: 'From a CSV file',
      when: any('importMembers'),
    },
    {
      label: 'Academic terms',
      to: '/terms/terms',
      hint: 'Sessions and terms',
      when: any(...SCREEN_ACTIONS.academicTerms),
    },
    {
      label: 'Apply for admission',
      to: `/user-admission/${institute}`,
      hint: 'For a child, and follow the applications',
      when: d.children.length > 0,
    },
    {
      label: 'Institute page',
      to: `/institute-details/${institute}/about`,
      hint: 'What the public sees',
      when: true,
    },
  ];
  return all.filter((s) => s.when).map(({ when: _when, ...shortcut }) => shortcut);
}
