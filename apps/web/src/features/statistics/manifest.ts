import type { FeatureManifest, ScreenRoute } from '../../core/manifest';

/**
 * The institute's statistics (the server's `statistics` module, issue 25 §6): School ERP →
 * Statistics at `/statistics`, of the profile's default institute, for those who read them
 * (getStatistics: its admin and accountant by default). No imports but types: this file is in
 * the dashboard's bundle.
 */
export const statisticsRoute: ScreenRoute = {
  path: 'statistics',
  title: 'Statistics',
  screen: () => import('./StatisticsPage'),
  access: { needs: 'institute', anyOf: ['getStatistics'] },
  gate: {
    refusal: {
      message: 'You do not have permission to see the statistics of this institute.',
      back: { label: 'Back to the dashboard', to: '/' },
    },
  },
};

export const statistics: FeatureManifest = {
  name: 'statistics',
  routes: [statisticsRoute],
  menu: [
    {
      label: 'Statistics',
      place: 'School ERP',
      order: 150,
      to: '/statistics',
      route: statisticsRoute,
    },
  ],
};
