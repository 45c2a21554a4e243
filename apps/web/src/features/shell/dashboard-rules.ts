import { type Dashboard, EMPTY_STATES } from '@shala/shared';

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
