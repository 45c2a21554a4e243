// What other modules may use of the front office: the demo school's day at the desk is written
// through the same pass code and counters as the screens.
export { nextNumber } from './counters.js';
export { newPassCode } from './gate-pass-service.js';
