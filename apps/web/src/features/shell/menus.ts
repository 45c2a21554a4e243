import type { UserData } from '@shala/shared';

export type MenuEntry = { label: string; to: string; note?: string };
export type MenuSection = { label: string; entries: MenuEntry[] };

/**
 * Spec §2.4 menus. For now every entry shows; the permissions issue gates each one on the
 * user's action permissions.
 */
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
        { label: 'Notices', to: '/notice' },
        { label: 'Fee details', to: `/erp/fee-details/${profile}` },
        { label: 'Transport', to: `/transport/transportation-fee/${institute}` },
        { label: 'Admission Management', to: '/admission/admin' },
        { label: 'Group Management', to: '/groups' },
      ],
    },
    {
      label: 'Education',
      entries: [
        { label: 'Institute', to: '/institute' },
        { label: 'Notes', to: '/notes' },
        { label: 'Classroom', to: `/class/class-activities/${klass}` },
        { label: 'Virtual classroom', to: '/virtual-classroom' },
      ],
    },
    {
      label: 'Career',
      entries: [
        { label: 'Career', to: '/career', note: 'Work in progress' },
        { label: 'Job posts', to: '/jobs/job-posts', note: 'Work in progress' },
      ],
    },
    {
      label: 'Productivity',
      entries: [{ label: 'Social posts', to: '/social/generic-posts' }],
    },
  ];
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
