// The dashboard's transport: the institute's routes and the session's riders.
export { ridersOf } from './assignment-queries.js';
// The demo school's riders (src/demo/transport.ts) owe their stops' instalments as here.
export { pairTransportDues } from './due-pairing.js';
export { routesOfInstitute } from './itinerary-queries.js';
