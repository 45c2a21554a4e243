import type { FeatureManifest, ScreenRoute } from '../../core/manifest';

/**
 * Print (the server's `print` module, issue 25 §6): School ERP → Print at `/print`, of the
 * profile's default institute, for its staff who may print something: a class list
 * (getMembers), a contact sheet or ID cards (getMemberDetails), the fee defaulters
 * (getFeeSummaryForGroup). In the dashboard's bundle: nothing heavy imported here.
 */
export const printRoute: ScreenRoute = {
  path: 'print',
  title: 'Print',
  screen: () => import('./PrintPage'),
  access: {
    needs: 'institute',
    anyOf: ['getMembers', 'getMemberDetails', 'getFeeSummaryForGroup'],
  },
  gate: {
    refusal: {
      message: 'You do not have permission to print the lists of this institute.',
      back: { label: 'Back to the dashboard', to: '/' },
    },
  },
};

export const print: FeatureManifest = {
  name: 'print',
  routes: [printRoute],
  menu: [{ label: 'Print', place: 'School ERP', order: 160, to: '/print', route: printRoute }],
};
