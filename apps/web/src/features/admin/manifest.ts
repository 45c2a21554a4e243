import type { FeatureManifest, ScreenRoute } from '../../core/manifest';

export const adminConsoleRoute: ScreenRoute = {
  path: 'admin-console',
  title: 'Admin Console',
  screen: () => import('./AdminConsolePage'),
  access: { superAdmin: true },
  gate: {
    refusal: {
      message: 'You are not allowed to open the Admin Console',
      detail:
        "Only the platform's super admin can manage institutes, accounts and contact requests.",
      back: { label: 'Go to home', to: '/' },
    },
  },
};

export const admin: FeatureManifest = {
  name: 'admin',
  routes: [adminConsoleRoute],
  menu: [
    {
      label: 'Admin Console',
      place: 'bar',
      order: 10,
      to: '/admin-console',
      route: adminConsoleRoute,
    },
  ],
  // The super admin's day starts there; they are in no institute.
  shortcuts: [
    {
      label: 'Admin Console',
      hint: 'Institutes, accounts and contact requests',
      order: 0,
      to: () => '/admin-console',
      route: adminConsoleRoute,
      platform: true,
    },
  ],
};
