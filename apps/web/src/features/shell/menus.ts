import type { Action, UserData } from '@shala/shared';

export type MenuEntry = {
  label: string;
  to: string;
  note?: string;
  /** Shown only when the profile holds one of these actions; no list means everyone. */
  anyOf?: readonly Action[];
};
export type MenuSection = { label: string; entries: MenuEntry[] };

/** Spec §2.4 menus, every entry; gateMenus() keeps the ones the profile's permissions allow. */
export function shellMenus(
  user: Pick<UserData, 'userProfileId' | 'defaultInstituteId' | 'defaultClassId'>,
): MenuSection[] {
  const profile = user.userProfileId;
  const institute = user.defaultInstituteId ?? 'default';
  const klass = user.defaultClassId ?? 'default';
  return [
    {
      label: 'School ERP',
      entries: [
        { label: 'My ERP Profile', to: `/erp/personal-info/${profile}/${institute}/${klass}` },
        { label: 'My Documents', to: `/erp/documents/${profile}/${institute}/${klass}` },
        { label: 'Timetable', to: '/timetable' },
        { label: 'Notices', to: '/notice', anyOf: ['getNotice'] },
        {
          label: 'Fee details',
          to: `/erp/fee-details/${profile}`,
          anyOf: ['getFeeStructure', 'getFeeEstimation', 'getFeeSummaryForGroup'],
        },
        {
          label: 'Transport',
          to: `/transport/transportation-fee/${institute}`,
          anyOf: [
            'getVehicle',
            'createVehicleStop',
            'createTransportationCost',
            'getUserTransportationForGroup',
          ],
        },
        {
          label: 'Expenses',
          to: `/expense/day-book/${institute}/${klass}`,
          anyOf: ['getExpenseRecord'],
        },
        {
          label: 'Payments',
          to: `/transactions/all-transactions/${institute}/${klass}`,
          anyOf: ['getPaymentRecordForGroup'],
        },
        {
          label: 'Salary/payroll',
          to: `/payroll/salary-structure/${institute}`,
          anyOf: ['getSalaryStructure', 'getEmploymentDetails', 'getPaySlip'],
        },
        {
          label: 'Admission Management',
          to: '/admission/admin',
          anyOf: ['createAdmissionConfig', 'getAdmissionRequests', 'decideAdmission'],
        },
        { label: 'Group Management', to: '/groups', anyOf: ['manageGroup', 'manageMembers'] },
        { label: 'Academic terms', to: '/terms/terms', anyOf: ['manageAcademicSession'] },
        { label: 'Stock', to: '/inventory' },
        { label: 'Gate pass', to: '/visitor-management', anyOf: ['createGatePass'] },
      ],
    },
    {
      label: 'Education',
      entries: [
        { label: 'Institute', to: '/institute', anyOf: ['getGroup'] },
        { label: 'Academic', to: '/erp/Academic' },
        { label: 'Course', to: `/course/classWork/${klass}/default` },
        { label: 'Video lecture', to: '/virtual-classroom' },
        { label: 'Notes', to: '/notes', anyOf: ['getNotes'] },
        { label: 'Classroom', to: `/class/class-activities/${klass}` },
        { label: 'Virtual classroom', to: '/virtual-classroom' },
      ],
    },
    {
      label: 'Career',
      entries: [
        { label: 'Career', to: '/career', note: 'Work in progress', anyOf: ['getCareer'] },
        {
          label: 'Job posts',
          to: '/jobs/job-posts',
          note: 'Work in progress',
          anyOf: ['getJobPost'],
        },
      ],
    },
    {
      label: 'Productivity',
      entries: [{ label: 'Social posts', to: '/social/generic-posts', anyOf: ['getSocialPost'] }],
    },
  ];
}

/**
 * The entries the profile may see: those without a permission, and those whose permission the
 * profile holds (`holds` answers for one action). Sections left empty disappear.
 */
export function gateMenus(
  sections: readonly MenuSection[],
  holds: (action: Action) => boolean,
): MenuSection[] {
  return sections
    .map((section) => ({
      ...section,
      entries: section.entries.filter((entry) => !entry.anyOf || entry.anyOf.some(holds)),
    }))
    .filter((section) => section.entries.length > 0);
}

/** Spec §2.4 user dropdown, without Sign Out (which is an action, not a link). */
export function userMenuLinks(user: Pick<UserData, 'userProfileId'>): MenuEntry[] {
  return [
    { label: 'My Profile', to: `/userprofile/${user.userProfileId}` },
    { label: 'My Settings', to: '/profile-settings/basic-info' },
    { label: 'Upgrade Plan', to: '/subscription-plans/user' },
    { label: 'Transaction History', to: '/transaction-history' },
    { label: 'Verify', to: '/verify-account' },
  ];
}
