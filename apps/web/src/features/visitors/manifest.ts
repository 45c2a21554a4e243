import type { FeatureManifest, ScreenRoute } from '../../core/manifest';
import { VISITORS_PATH } from './paths';

/**
 * The front office (the server's `visitors` module, issue 25 §4): the spec's
 * `/visitor-management`, School ERP → Gate pass. Every member of the institute may open it and
 * sees what is theirs (a host's visitors of the day, a guardian's children's gate passes, a
 * notification's `?visitor=` or `?pass=`); only the desk (createGatePass) is offered the menu
 * entry, and keeps the visitor log, the gate passes and the gate there.
 */
export const visitorsRoute: ScreenRoute = {
  path: 'visitor-management',
  title: 'Gate pass',
  screen: () => import('./VisitorsPage'),
  access: { needs: 'institute' },
  offer: { needs: 'institute', anyOf: ['createGatePass'] },
};

export const visitors: FeatureManifest = {
  name: 'visitors',
  routes: [visitorsRoute],
  menu: [
    {
      label: 'Gate pass',
      place: 'School ERP',
      order: 140,
      to: VISITORS_PATH,
      route: visitorsRoute,
    },
  ],
};
