import type { FeatureManifest, ScreenRoute } from '../../core/manifest';

/** Spec §2.4's Transport entry: who manages or reads vehicles, stops, costs or riders. */
const TRANSPORT_ACTIONS = [
  'getVehicle',
  'createVehicleStop',
  'createTransportationCost',
  'getUserTransportationForGroup',
] as const;

/** Vehicles, routes and stops, and their costs per session (issue 11). */
export const transportRoute: ScreenRoute = {
  path: 'transport',
  title: 'Transport',
  screen: () => import('./TransportPage'),
  access: {
    needs: 'institute',
    anyOf: ['getVehicle', 'createVehicle', 'createVehicleStop', 'createTransportationCost'],
  },
  gate: {
    refusal: { message: 'You do not have permission to see the transport of this institute.' },
  },
};

/** The students riding from each stop and the dues it gives (spec §2.4's menu link). */
export const transportationFeeRoute: ScreenRoute = {
  path: 'transport/transportation-fee/:instituteId',
  title: 'Transportation Fee',
  screen: () => import('./fee/TransportationFeePage'),
  access: {
    anyOf: [...TRANSPORT_ACTIONS, 'createUserTransportation'],
    groupParam: 'instituteId',
  },
  // The menu links to the default institute's page: offered only with one chosen.
  offer: {
    needs: 'institute',
    anyOf: [...TRANSPORT_ACTIONS, 'createUserTransportation'],
    groupParam: 'instituteId',
  },
  gate: {
    refusal: {
      message: 'You do not have permission to see the transport of this institute.',
      back: { label: 'Back to the dashboard', to: '/' },
    },
  },
};

export const transport: FeatureManifest = {
  name: 'transport',
  routes: [transportRoute, transportationFeeRoute],
  menu: [
    {
      label: 'Transport',
      place: 'School ERP',
      order: 60,
      to: (u) => `/transport/transportation-fee/${u.defaultInstituteId ?? ''}`,
      route: transportationFeeRoute,
    },
  ],
  shortcuts: [
    {
      label: 'Transport',
      hint: 'Vehicles, routes, stops and their costs',
      order: 3,
      to: () => '/transport',
      route: transportRoute,
    },
    {
      label: 'Transport fees',
      hint: 'Riders of each stop and their dues',
      order: 4,
      to: ({ instituteId }) => `/transport/transportation-fee/${instituteId}`,
      route: transportationFeeRoute,
    },
  ],
};
