import type { ServerModule } from '../module.js';
import { visitorsRoutes } from './routes.js';

/**
 * The front office (issue 25 §4): the visitor log, its host told on arrival, and gate passes for
 * students leaving early, checked against their guardians (anyone else needs a guardian's
 * consent in the app), printed with a QR code that the gatekeeper's phone scans to record the
 * exit, the guardians told (db/schema/visitors.ts).
 */
export const visitorsModule: ServerModule = {
  name: 'visitors',
  routes: visitorsRoutes,
};
