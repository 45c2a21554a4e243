import { type FeatureManifest, type ScreenRoute, SIGNED_IN } from '../../core/manifest';
import { ADMIN_ACTIONS } from './rules';

/**
 * The group screens open for every signed-in profile: what one may see and do in a group
 * depends on that group (and its institute), which the screen knows only once it has loaded
 * it. Links to them are offered to those who would find something to do there.
 */
export const groupsRoute: ScreenRoute = {
  path: 'groups',
  title: 'Groups',
  screen: () => import('./GroupsPage'),
  access: SIGNED_IN,
  offer: { needs: 'institute', anyOf: ['manageGroup', 'manageMembers'] },
};

export const groupRoute: ScreenRoute = {
  path: 'group/:id',
  title: 'Group',
  screen: () => import('./GroupPage'),
  access: SIGNED_IN,
  offer: { anyOf: ['getMembers'] },
};

export const groupDetailsRoute: ScreenRoute = {
  path: 'group/:id/details',
  title: 'Group Details',
  screen: () => import('./GroupDetailsPage'),
  access: SIGNED_IN,
  offer: { anyOf: ADMIN_ACTIONS },
};

export const groups: FeatureManifest = {
  name: 'groups',
  routes: [groupsRoute, groupRoute, groupDetailsRoute],
  menu: [
    {
      label: 'Group Management',
      place: 'School ERP',
      order: 110,
      to: '/groups',
      route: groupsRoute,
    },
  ],
  shortcuts: [
    {
      label: 'Members',
      hint: 'Students, parents and staff of the institute',
      order: 30,
      to: ({ instituteId }) => `/group/${instituteId}`,
      route: groupRoute,
    },
    {
      label: 'Group Management',
      hint: 'Classes, sections and roles',
      order: 40,
      to: () => '/groups',
      route: groupsRoute,
    },
    {
      label: 'Administration',
      hint: 'Invite and remove members, roles, audit log',
      order: 50,
      to: ({ instituteId }) => `/group/${instituteId}/details`,
      route: groupDetailsRoute,
    },
  ],
};
