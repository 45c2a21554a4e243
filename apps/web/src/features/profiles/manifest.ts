import { type FeatureManifest, type ScreenRoute, SIGNED_IN } from '../../core/manifest';

export const userProfileRoute: ScreenRoute = {
  path: 'userprofile/:id',
  title: 'User Profile',
  screen: () => import('./UserProfilePage'),
  access: SIGNED_IN,
};

export const profileSettingsRoute: ScreenRoute = {
  path: 'profile-settings/:tab',
  title: 'Profile Settings',
  screen: () => import('./ProfileSettingsPage'),
  access: SIGNED_IN,
};

export const profiles: FeatureManifest = {
  name: 'profiles',
  routes: [
    userProfileRoute,
    { path: 'profile-settings', redirect: '/profile-settings/basic-info' },
    profileSettingsRoute,
  ],
  menu: [
    {
      label: 'My Profile',
      place: 'user',
      order: 10,
      to: (user) => `/userprofile/${user.userProfileId}`,
      route: userProfileRoute,
    },
    {
      label: 'My Settings',
      place: 'user',
      order: 20,
      to: '/profile-settings/basic-info',
      route: profileSettingsRoute,
    },
  ],
};
