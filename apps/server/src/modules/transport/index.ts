// The demo school's riders (src/demo/transport.ts) owe their stops' instalments as here.
export { pairTransportDues } from './due-pairing.js';
// The dashboard's transport: the institute's routes, the session's riders and what they owe.
export { type TransportStanding, transportStanding } from './standing-queries.js';
