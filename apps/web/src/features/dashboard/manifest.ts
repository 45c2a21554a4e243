import { type FeatureManifest, type ScreenRoute, SIGNED_IN } from '../../core/manifest';

/** The signed-in app's home (spec §2.3): an empty path is the shell's index. */
export const dashboardRoute: ScreenRoute = {
  path: '',
  title: 'Home',
  screen: () => import('./DashboardPage'),
  access: SIGNED_IN,
};

export const dashboard: FeatureManifest = { name: 'dashboard', routes: [dashboardRoute] };
