import type { FeatureManifest, ScreenRoute } from '../../core/manifest';

/** Setting up is managing the institute of the address: without manageGroup every save fails. */
export const quickSetupRoute: ScreenRoute = {
  path: 'quick-setup/institute/:groupId',
  title: 'Quick Setup',
  screen: () => import('./QuickSetupPage'),
  access: { anyOf: ['manageGroup'], groupParam: 'groupId' },
  gate: {
    heading: 'Quick setup',
    refusal: {
      message: 'You do not have permission to set up this institute.',
      back: { label: 'Go to the dashboard', to: '/' },
    },
  },
};

export const setup: FeatureManifest = { name: 'setup', routes: [quickSetupRoute] };
