import { type FeatureManifest, type ScreenRoute, SIGNED_IN } from '../../core/manifest';

export const verifyAccountRoute: ScreenRoute = {
  path: 'verify-account',
  title: 'Verify Account',
  screen: () => import('./VerifyAccount'),
  access: SIGNED_IN,
};

/** Where a new institute's first admin signs the institute agreement (spec §4 userContract). */
export const signContractRoute: ScreenRoute = {
  path: 'sign-contract',
  title: 'Sign Contract',
  screen: () => import('./SignContract'),
  access: SIGNED_IN,
};

export const account: FeatureManifest = {
  name: 'account',
  routes: [verifyAccountRoute, signContractRoute],
  menu: [
    { label: 'Verify', place: 'user', order: 50, to: '/verify-account', route: verifyAccountRoute },
  ],
};
