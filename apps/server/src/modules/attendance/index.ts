// What other modules may use of attendance (nothing yet: the module declares its own routes).
export { rulesOf } from './settings-service.js';
