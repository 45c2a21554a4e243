import { type FeatureManifest, type ScreenRoute, SIGNED_IN } from '../../core/manifest';

/**
 * Academic (the server's `academic` module): an institute's sessions and their terms, on one
 * screen. Anyone may read an institute's sessions and terms here (a profile without a default
 * institute reads the first it may); only those who manage them are offered the screen.
 */
export const termsRoute: ScreenRoute = {
  path: 'terms/:tab',
  title: 'Academic Terms',
  screen: () => import('./terms/TermsPage'),
  access: SIGNED_IN,
  offer: { needs: 'institute', anyOf: ['manageAcademicSession'] },
};

export const academic: FeatureManifest = {
  name: 'academic',
  routes: [termsRoute, { path: 'terms', redirect: '/terms/terms' }],
  menu: [
    {
      label: 'Academic terms',
      place: 'School ERP',
      order: 120,
      to: '/terms/terms',
      route: termsRoute,
    },
  ],
  shortcuts: [
    {
      label: 'Academic terms',
      hint: 'Sessions and terms',
      order: 70,
      to: () => '/terms/terms',
      route: termsRoute,
    },
  ],
};
