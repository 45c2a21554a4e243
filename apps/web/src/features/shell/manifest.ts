import type { UserData } from '@shala/shared';
import {
  type FeatureManifest,
  type MenuEntryDeclaration,
  type ScreenRoute,
  SIGNED_IN,
} from '../../core/manifest';

/**
 * The spec's screens that are not built yet: each child of the shell (spec §2.3) opens the
 * coming-soon view inside the shell, with its title; deeper links of the menus (spec §2.4) land
 * on them too. Their menu entries say who sees them, until their feature declares its screen.
 */
const PLACEHOLDERS: ReadonlyArray<{ path: string; title: string }> = [
  { path: 'class', title: 'Class' },
  { path: 'career', title: 'Career' },
  { path: 'call', title: 'Call' },
  { path: 'course/:tabId/:classId/:courseId', title: 'Course' },
  { path: 'course', title: 'Course' },
  { path: 'erp', title: 'ERP' },
  { path: 'expense', title: 'Expense' },
  { path: 'friends', title: 'Friends' },
  { path: 'institute', title: 'Institute' },
  { path: 'jobs/:tabId', title: 'Jobs' },
  { path: 'jobs', title: 'Jobs' },
  { path: 'library', title: 'Library' },
  { path: 'mail', title: 'Mail' },
  { path: 'notes', title: 'Notes' },
  { path: 'payment-gateway', title: 'Payment Gateway' },
  { path: 'payment-summary', title: 'Payment Summary' },
  { path: 'social', title: 'Social' },
  { path: 'subscription-plans', title: 'Subscription Plans' },
  { path: 'payroll', title: 'Payroll' },
  { path: 'verify-institute', title: 'Verify Institute' },
  { path: 'virtual-classroom', title: 'Virtual Classroom' },
];

const comingSoon = () => import('./ComingSoonView');

export const PLACEHOLDER_ROUTES: readonly ScreenRoute[] = PLACEHOLDERS.map(({ path, title }) => ({
  path,
  title,
  screen: comingSoon,
  access: SIGNED_IN,
  deeper: true,
}));

export const WORK_IN_PROGRESS = 'Work in progress';

/**
 * Spec §2.4 "Institute (route institute/ followed by a path chosen by the user's group
 * membership and verification status)": join one when in none, verify the profile when it is
 * not verified, else the default institute.
 */
export function institutePath(
  user: Pick<UserData, 'defaultInstituteId' | 'verified'>,
): `/institute/${string}` {
  if (!user.defaultInstituteId) return '/institute/join';
  if (user.verified !== 'VERIFIED') return '/institute/verify';
  return `/institute/${user.defaultInstituteId}`;
}

/** A path from its segments; a missing (class) segment at the end is left out. */
export const link = (...segments: ReadonlyArray<string | null | undefined>) =>
  `/${segments.filter((s): s is string => typeof s === 'string' && s.length > 0).join('/')}`;

/** The spec §2.4 entries whose screens are not built yet, with the permissions the spec gives. */
const PLACEHOLDER_ENTRIES: readonly MenuEntryDeclaration[] = [
  // 10 My ERP Profile, 20 My Documents: the records feature.
  // 30 Timetable: its feature.
  // 40 Notices: its feature.
  // 60 Transport, 70 Expenses: their features.
  // 80 Payments: the payments feature.
  // 90 Salary/payroll, 95 My payslips: the payroll feature.
  // 100 Admission Management, 110 Group Management, 120 Academic terms: their features.
  // 130 Stock: the inventory feature; 140 Gate pass: the visitors feature.
  // 160 Print: the print feature.
  { label: 'Institute', place: 'Education', order: 10, to: institutePath },
  // 20 Academic: the records feature.
  {
    label: 'Course',
    place: 'Education',
    order: 30,
    to: (u) => link('course', 'classWork', u.defaultClassId, 'default'),
    access: { needs: 'class' },
  },
  {
    label: 'Video lecture',
    place: 'Education',
    order: 40,
    to: (u) => link('course', 'videoLectures', u.defaultClassId, 'default'),
    access: { needs: 'class' },
  },
  { label: 'Notes', place: 'Education', order: 50, to: '/notes', access: { anyOf: ['getNotes'] } },
  {
    label: 'Classroom',
    place: 'Education',
    order: 60,
    to: (u) => link('class', 'class-activities', u.defaultClassId),
    access: { needs: 'class' },
  },
  {
    label: 'Virtual classroom',
    place: 'Education',
    order: 70,
    to: '/virtual-classroom',
    access: { needs: 'institute' },
  },
  {
    label: 'Career',
    place: 'Career',
    order: 10,
    to: '/career',
    note: WORK_IN_PROGRESS,
    access: { anyOf: ['getCareer'] },
  },
  {
    label: 'Job posts',
    place: 'Career',
    order: 20,
    to: '/jobs/job-posts',
    note: WORK_IN_PROGRESS,
    access: { anyOf: ['getJobPost'] },
  },
  {
    label: 'Social posts',
    place: 'Productivity',
    order: 10,
    to: '/social/generic-posts',
    access: { anyOf: ['getSocialPost'] },
  },
  // User dropdown: 10 My Profile, 20 My Settings (profiles), 40 Transaction History (payments),
  // 50 Verify (account).
  { label: 'Upgrade Plan', place: 'user', order: 30, to: '/subscription-plans/user' },
];

export const shell: FeatureManifest = {
  name: 'shell',
  routes: PLACEHOLDER_ROUTES,
  menu: PLACEHOLDER_ENTRIES,
};
