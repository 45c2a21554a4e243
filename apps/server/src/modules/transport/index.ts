import type { ServerModule } from '../module.js';
import { transportRoutes } from './routes.js';

/**
 * Transport: vehicles, routes and stops, what riding from a stop costs in a session, and the
 * students assigned to stops, whose transportation-fee dues it writes through the fees module
 * (db/schema/transport.ts).
 */
export const transportModule: ServerModule = {
  name: 'transport',
  routes: transportRoutes,
  prefix: '/transport',
};

// The dashboard's transport: the institute's routes and the session's riders.
export { ridersOf } from './assignment-queries.js';
// The demo school's riders (src/demo/transport.ts) owe their stops' instalments as here.
export { pairTransportDues } from './due-pairing.js';
export { routesOfInstitute } from './itinerary-queries.js';
