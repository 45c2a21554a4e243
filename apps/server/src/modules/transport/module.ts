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
