// What other modules may use of attendance (the module declares its own routes).
export { rulesOf } from './settings-service.js';
// The demo school marks its staff's month.
export { staffOf } from './staff-service.js';
