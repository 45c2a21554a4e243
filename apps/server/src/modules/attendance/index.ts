// What other modules may use of attendance (the module declares its own routes).

// Payroll counts the staff's loss-of-pay days from their marks.
export { lossOfPayHalfDays } from './loss-of-pay.js';
// A student's academic record counts their day-wise marks of the session.
export { dayMarkCodes } from './mark-queries.js';
// The demo school, whose marks are written in bulk, counts its class-months once after.
export { recountMonths } from './month-counts.js';
export { rulesOf } from './settings-service.js';
// The demo school marks its staff's month.
export { staffOf } from './staff-service.js';
