import type { Action, UserData } from '@shala/shared';
import { SHELL_PLACEHOLDERS } from '../../app/routes-shell';

export type MenuEntry = {
  label: string;
  to: string;
  note?: string;
  /** Shown only when the profile holds one of these actions; no list means everyone. */
  anyOf?: readonly Action[];
  /**
   * The entry is about the profile's default institute (or default class): shown only with one
   * set and the institute's basic permission (INSTITUTE_ACTION) held there.
   */
  needs?: 'institute' | 'class';
};
export type MenuSection = { label: string; entries: MenuEntry[] };

export type MenuUser = Pick<
  UserData,
  'userProfileId' | 'defaultInstituteId' | 'defaultClassId' | 'verified'
>;

/** The permission every member holds in its institute (also unverified: spec §4). */
export const INSTITUTE_ACTION: Action = 'getGroup';

/**
 * Who may open the built screens of the menus; the dashboard's shortcuts to them use the same
 * lists, so a menu entry and its shortcut never disagree.
 */
export const SCREEN_ACTIONS = {
  admissionManagement: ['createAdmissionConfig', 'getAdmissionRequests', 'decideAdmission'],
  groupManagement: ['manageGroup', 'manageMembers'],
  academicTerms: ['manageAcademicSession'],
} as const satisfies Record<string, readonly Action[]>;

export const WORK_IN_PROGRESS = 'Work in progress';
export const COMING_SOON = 'Coming soon';

/**
 * First path segments of the shell's children that open the coming-soon view: the one list of
 * what is not built yet is app/routes-shell.ts.
 */
const COMING_SOON_ROOTS: ReadonlySet<string> = new Set(
  SHELL_PLACEHOLDERS.map(({ path }) => path.split('/')[0] ?? path),
);

/** Whether a link of the shell opens the coming-soon view. */
export function opensComingSoon(to: string): boolean {
  const first = to.replace(/^\//, '').split(/[/?#]/)[0] ?? '';
  return COMING_SOON_ROOTS.has(first);
}

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
const link = (...segments: ReadonlyArray<string | null | undefined>) =>
  `/${segments.filter((s): s is string => typeof s === 'string' && s.length > 0).join('/')}`;

/** Spec §2.4 menus, every entry; gateMenus() keeps the ones the profile may see. */
export function shellMenus(user: MenuUser): MenuSection[] {
  const profile = user.userProfileId;
  const institute = user.defaultInstituteId;
  const klass = user.defaultClassId;
  const sections: MenuSection[] = [
    {
      label: 'School ERP',
      entries: [
        {
          label: 'My ERP Profile',
          to: link('erp', 'personal-info', profile, institute, klass),
          needs: 'institute',
        },
        {
          label: 'My Documents',
          to: link('erp', 'documents', profile, institute, klass),
          needs: 'institute',
        },
        { label: 'Timetable', to: '/timetable', needs: 'institute' },
        { label: 'Notices', to: '/notice', needs: 'institute', anyOf: ['getNotice'] },
        {
          label: 'Fee details',
          to: link('erp', 'fee-details', profile),
          needs: 'institute',
          anyOf: ['getFeeStructure', 'getFeeEstimation', 'getFeeSummaryForGroup'],
        },
        {
          label: 'Transport',
          to: link('transport', 'transportation-fee', institute),
          needs: 'institute',
          anyOf: [
            'getVehicle',
            'createVehicleStop',
            'createTransportationCost',
            'getUserTransportationForGroup',
          ],
        },
        {
          label: 'Expenses',
          to: link('expense', 'day-book', institute, klass),
          needs: 'institute',
          anyOf: ['getExpenseRecord'],
        },
        {
          label: 'Payments',
          to: link('transactions', 'all-transactions', institute, klass),
          needs: 'institute',
          anyOf: ['getPaymentRecordForGroup'],
        },
        {
          label: 'Salary/payroll',
          to: link('payroll', 'salary-structure', institute),
          needs: 'institute',
          anyOf: ['getSalaryStructure', 'getEmploymentDetails', 'getPaySlip'],
        },
        {
          label: 'Admission Management',
          to: '/admission/admin',
          needs: 'institute',
          anyOf: SCREEN_ACTIONS.admissionManagement,
        },
        {
          label: 'Group Management',
          to: '/groups',
          needs: 'institute',
          anyOf: SCREEN_ACTIONS.groupManagement,
        },
        {
          label: 'Academic terms',
          to: '/terms/terms',
          needs: 'institute',
          anyOf: SCREEN_ACTIONS.academicTerms,
        },
        { label: 'Stock', to: '/inventory', needs: 'institute' },
        {
          label: 'Gate pass',
          to: '/visitor-management',
          needs: 'institute',
          anyOf: ['createGatePass'],
        },
      ],
    },
    {
      label: 'Education',
      entries: [
        { label: 'Institute', to: institutePath(user) },
        { label: 'Academic', to: '/erp/Academic', needs: 'institute' },
        { label: 'Course', to: link('course', 'classWork', klass, 'default'), needs: 'class' },
        {
          label: 'Video lecture',
          to: link('course', 'videoLectures', klass, 'default'),
          needs: 'class',
        },
        { label: 'Notes', to: '/notes', anyOf: ['getNotes'] },
        { label: 'Classroom', to: link('class', 'class-activities', klass), needs: 'class' },
        { label: 'Virtual classroom', to: '/virtual-classroom', needs: 'institute' },
      ],
    },
    {
      label: 'Career',
      entries: [
        { label: 'Career', to: '/career', note: WORK_IN_PROGRESS, anyOf: ['getCareer'] },
        {
          label: 'Job posts',
          to: '/jobs/job-posts',
          note: WORK_IN_PROGRESS,
          anyOf: ['getJobPost'],
        },
      ],
    },
    {
      label: 'Productivity',
      entries: [{ label: 'Social posts', to: '/social/generic-posts', anyOf: ['getSocialPost'] }],
    },
  ];
  return sections.map((section) => ({ ...section, entries: section.entries.map(noted) }));
}

/** An entry whose screen is not built yet says so, unless the spec gives it a note. */
function noted(entry: MenuEntry): MenuEntry {
  return entry.note || !opensComingSoon(entry.to) ? entry : { ...entry, note: COMING_SOON };
}

/** Whether the profile may see one entry (`holds` answers for one action). */
export function mayShow(
  entry: MenuEntry,
  holds: (action: Action) => boolean,
  user: Pick<UserData, 'defaultInstituteId' | 'defaultClassId'>,
): boolean {
  if (entry.needs === 'institute' && !user.defaultInstituteId) return false;
  if (entry.needs === 'class' && !(user.defaultInstituteId && user.defaultClassId)) return false;
  if (entry.needs && !holds(INSTITUTE_ACTION)) return false;
  return !entry.anyOf || entry.anyOf.some(holds);
}

/** The entries the profile may see (mayShow); sections left empty disappear. */
export function gateMenus(
  sections: readonly MenuSection[],
  holds: (action: Action) => boolean,
  user: Pick<UserData, 'defaultInstituteId' | 'defaultClassId'>,
): MenuSection[] {
  return sections
    .map((section) => ({
      ...section,
      entries: section.entries.filter((entry) => mayShow(entry, holds, user)),
    }))
    .filter((section) => section.entries.length > 0);
}

/** Spec §2.4 user dropdown, without Sign Out (which is an action, not a link). */
export function userMenuLinks(user: Pick<UserData, 'userProfileId'>): MenuEntry[] {
  const links: MenuEntry[] = [
    { label: 'My Profile', to: `/userprofile/${user.userProfileId}` },
    { label: 'My Settings', to: '/profile-settings/basic-info' },
    { label: 'Upgrade Plan', to: '/subscription-plans/user' },
    { label: 'Transaction History', to: '/transaction-history' },
    { label: 'Verify', to: '/verify-account' },
  ];
  return links.map(noted);
}
